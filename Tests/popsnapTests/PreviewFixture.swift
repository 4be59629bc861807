import Foundation
import PopsnapTestSupport

/// The folder `popsnap preview` tests serve: three specs (one broken) under `specs/`, a JSON file beside
/// that folder no request may reach, and a `TMPDIR` of the test's own, where the server's private folder goes.
extension TemporaryFolderTestCase {
    static let previewAlert = #"{"canvas": {"width": 300, "height": 400}, "scale": 1, "variants": {"appearances": ["light", "dark"]}, "popup": {"kind": "alert", "title": "Hello", "message": "World", "button": "OK"}}"#
    static let previewHUD = #"{"canvas": {"width": 200, "height": 200}, "scale": 1, "popup": {"kind": "hud", "label": "Loading"}}"#

    /// The server's `TMPDIR`.
    var previewTemporary: URL { folder.appendingPathComponent("tmp") }

    func startPreview(_ extra: [String] = []) throws -> PreviewProcess {
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: previewTemporary, withIntermediateDirectories: true)
        try Self.previewAlert.write(to: specs.appendingPathComponent("alert.json"), atomically: true, encoding: .utf8)
        try Self.previewHUD.write(to: specs.appendingPathComponent("hud.json"), atomically: true, encoding: .utf8)
        try #"{"popup": {"kind": "alert", "title": 5}}"#.write(to: specs.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        try "secret".write(to: folder.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        return try PreviewProcess(["specs", "--port", "0"] + extra, in: folder, environment: ["TMPDIR": previewTemporary.path])
    }
}
