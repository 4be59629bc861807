import Foundation
import PopsnapPNG
import PopsnapRaster

/// Exact comparison of an image with a reference PNG in the repository, until PopsnapTesting lands.
///
/// A missing reference is written (and reported as a failure, so it gets looked at), except in CI
/// (`CI=true`), where a missing reference is only a failure. `POPSNAP_RECORD=all` rewrites references.
public enum ReferenceImage {
    /// The repository's Snapshots/ folder, found from this source file.
    public static let snapshots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// nil when `image` equals the reference at `path` (relative to Snapshots/) byte for byte; otherwise what differs.
    public static func compare(_ image: Image, to path: String) -> String? {
        let url = snapshots.appendingPathComponent(path)
        let env = ProcessInfo.processInfo.environment
        let exists = FileManager.default.fileExists(atPath: url.path)
        if env["POPSNAP_RECORD"] == "all" || (!exists && env["CI"] != "true") {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PNG.write(image, to: url.path, compression: .smallest)
            } catch {
                return "could not record \(url.path): \(error)"
            }
            return "recorded \(url.path); look at it, then run the tests again"
        }
        guard exists else { return "no reference at \(url.path) (CI does not record); run the tests locally to record it" }
        let reference: Image
        do { reference = try PNG.read(contentsOf: url.path) } catch { return "cannot read \(url.path): \(error)" }
        guard reference.width == image.width, reference.height == image.height else {
            return "size \(image.width)x\(image.height) differs from the reference's \(reference.width)x\(reference.height) at \(url.path)"
        }
        guard reference.pixels != image.pixels else { return nil }
        var differing = 0, worst = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let d = (0..<4).map { abs(Int(image.pixels[i + $0]) - Int(reference.pixels[i + $0])) }.max()!
            if d > 0 { differing += 1; worst = max(worst, d) }
        }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-actual-" + path.replacingOccurrences(of: "/", with: "-"))
        try? PNG.write(image, to: actual.path)
        return "\(differing) pixels differ from \(url.path) (largest channel difference \(worst)); actual image: \(actual.path)"
    }
}
