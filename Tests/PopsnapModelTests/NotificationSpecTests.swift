import XCTest
import PopsnapSpecTestSupport
import Foundation
import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport
@testable import Popsnap

/// A notification in a spec (`"kind": "notification"`) and from options: its keys, its icon (a PNG beside
/// the spec, or a placeholder colour), its text from `--title` and `--message`, and what it refuses.
final class NotificationSpecTests: TemporaryFolderTestCase {
    private func write(_ popup: String, theme: String? = nil) throws -> String {
        let text = #"{"popup": "# + popup + (theme.map { #", "theme": "# + $0 } ?? "") + "}"
        let path = folder.appendingPathComponent("spec.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func load(_ popup: String, theme: String? = nil) throws -> NotificationPopup {
        try XCTUnwrap(try PopupSpec.load(contentsOf: try write(popup, theme: theme)).popup as? NotificationPopup)
    }

    /// The error loading `popup` gives, its file's folder and its line and column left out.
    private func loadError(_ popup: String, limits: SpecLimits = .default) throws -> String {
        let path = try write(popup)
        do {
            _ = try PopupSpec.load(contentsOf: path, limits: limits)
            XCTFail("loaded without error")
            return ""
        } catch {
            return error.description.replacingOccurrences(of: folder.path + "/", with: "")
                .replacingOccurrences(of: #"^spec\.json:\d+:\d+: "#, with: "spec.json: ", options: .regularExpression)
        }
    }

    private func writePNG(_ name: String) throws {
        let bytes = try PNG.encodeStraight(width: 4, height: 4, rgba: [UInt8](repeating: 200, count: 4 * 4 * 4))
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    func testEveryKeyIsRead() throws {
        let n = try load(#"{"kind": "notification", "app": "Mail", "appIcon": {"color": "systemGreen"}, "time": "9:41 AM", "title": "Anna", "body": "Lunch?"}"#)
        XCTAssertEqual([n.app, n.time, n.title, n.body], ["Mail", "9:41 AM", "Anna", "Lunch?"])
        guard case let .placeholder(color) = n.appIcon else { return XCTFail("a placeholder") }
        XCTAssertEqual(color, DynamicColor.systemGreen)
        // Left out: the time is "now", the icon systemBlue's placeholder.
        let bare = try load(#"{"kind": "notification", "body": "Lunch?"}"#)
        XCTAssertEqual(bare.time, "now")
        guard case .placeholder(DynamicColor.systemBlue) = bare.appIcon else { return XCTFail("the standard placeholder") }
    }

    func testTheIconIsAPNGBesideTheSpec() throws {
        try writePNG("icon.png")
        let n = try load(#"{"kind": "notification", "appIcon": "icon.png", "title": "Anna"}"#)
        guard case let .file(file) = n.appIcon else { return XCTFail("a file") }
        XCTAssertEqual([file.width, file.height], [4, 4])
        XCTAssertEqual(tree(n).children[0].children[0].kind, .image)
    }

    func testBadInputIsNamedWhereItIs() throws {
        XCTAssertEqual(try loadError(#"{"kind": "notification", "app": "Mail"}"#), "spec.json: popup: a notification needs a title or a body")
        XCTAssertEqual(try loadError(#"{"kind": "notification", "title": "", "body": ""}"#), "spec.json: popup: a notification needs a title or a body")
        XCTAssertTrue(try loadError(#"{"kind": "notification", "title": "t", "appIcon": 5}"#).hasPrefix("spec.json: popup.appIcon: "))
        XCTAssertTrue(try loadError(#"{"kind": "notification", "title": "t", "appIcon": {"colour": "red"}}"#).hasPrefix("spec.json: popup.appIcon"))
        XCTAssertTrue(try loadError(#"{"kind": "notification", "title": "t", "buttons": ["OK"]}"#).hasPrefix("spec.json: popup.buttons: "))
        XCTAssertTrue(try loadError(#"{"kind": "notification", "title": "t", "time": ""}"#).hasPrefix("spec.json: popup.time: "))
        XCTAssertTrue(try loadError(#"{"kind": "notification", "title": "t", "appIcon": "missing.png"}"#).hasPrefix("spec.json: popup.appIcon: "))
    }

    /// An icon that is a link out of the spec's folder, or a FIFO, is refused, not read (nor waited on).
    func testAnIconOutsideTheFolderOrNotAFileIsRefused() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-outside-\(UUID().uuidString).png")
        try Data(try PNG.encodeStraight(width: 1, height: 1, rgba: [0, 0, 0, 255])).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: outside.path)
        var limits = SpecLimits.default
        limits.readableFolders = [folder.path]
        XCTAssertTrue(try loadError(#"{"kind": "notification", "title": "t", "appIcon": "link.png"}"#, limits: limits).hasPrefix("spec.json: popup.appIcon: "))
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("fifo.png").path, 0o600), 0)
        XCTAssertTrue(try loadError(#"{"kind": "notification", "title": "t", "appIcon": "fifo.png"}"#).hasPrefix("spec.json: popup.appIcon: "))
    }

    /// One `theme` sets each key in both looks.
    func testTheThemeSetsBothLooks() throws {
        let n = try load(#"{"kind": "notification", "title": "t"}"#, theme: #"{"cornerRadius": 30, "iconSize": 40, "material": "none"}"#)
        XCTAssertEqual([n.theme.cornerRadius, n.glassTheme.cornerRadius, n.theme.iconSize, n.glassTheme.iconSize], [30, 30, 40, 40])
        XCTAssertNil(n.theme.material)
        XCTAssertNil(n.glassTheme.material)
        XCTAssertEqual(NotificationPopup.themeKeys?.count, 19)
    }

    /// `--title` is the title and `--message` the body; a button is refused, with or without a spec file.
    func testOptionsGiveTheTitleAndBodyAndNoButton() throws {
        var o = SpecOverrides()
        o.kind = "notification"
        o.title = "Anna"
        o.message = "Lunch?"
        let n = try XCTUnwrap(try PopupSpec.make(file: nil, overrides: o).popup as? NotificationPopup)
        XCTAssertEqual([n.title, n.body], ["Anna", "Lunch?"])
        o.buttons = ["Reply"]
        XCTAssertThrowsError(try PopupSpec.make(file: nil, overrides: o)) { error in
            XCTAssertEqual("\(error)", "<options>: SpecOverrides.buttons: expected no buttons (a notification banner shows its actions only when expanded), found 1")
        }
        var fromFile = SpecOverrides()
        fromFile.buttons = ["Reply"]
        XCTAssertThrowsError(try PopupSpec.make(file: try write(#"{"kind": "notification", "title": "t"}"#), overrides: fromFile))
        var empty = SpecOverrides()
        empty.kind = "notification"
        XCTAssertThrowsError(try PopupSpec.make(file: nil, overrides: empty)) { error in
            XCTAssertEqual("\(error)", "<options>: SpecOverrides.title, SpecOverrides.message: a notification needs a title or a body")
        }
    }
}
