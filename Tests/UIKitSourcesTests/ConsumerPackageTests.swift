import Foundation
import XCTest
import PopsnapTestSupport

/// The set-up a user writes: a popup file left where the app keeps it (`App/Popups/Popup.swift`, outside the
/// package), and a Linux package beside it whose test target depends on UIKit and PopsnapTesting, uses the
/// UIKitSources plugin and lists the file in `uikit-sources.txt`. Its test taps the popup's button through
/// `sendActions(for:)`, so the `#selector` target-action written for iOS runs; a type error in the popup file
/// is reported at the user's file and line.
///
/// It builds Popsnap once more, in `.build/uikit-consumer/`, kept between runs (minutes the first time), so it
/// is in the exhaustive layer (`POPSNAP_EXHAUSTIVE=1`).
final class ConsumerPackageTests: XCTestCase {
    static let popsnap = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let root = popsnap.appendingPathComponent(".build/uikit-consumer")
    static let package = root.appendingPathComponent("Consumer")
    static let popup = root.appendingPathComponent("App/Popups/Popup.swift")

    func testTheListedPopupCompilesAndItsTargetActionRuns() throws {
        try requireExhaustive()
        try Self.write(Self.files(popup: Self.popupSource))

        let build = try Self.swift(["build", "--build-tests"])
        XCTAssertEqual(build.status, 0, build.output)
        let test = try Self.swift(["test", "--skip", "SnapshotTests"])
        XCTAssertEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("testTheButtonDismissesThePopup' passed"), test.output)
        XCTAssertTrue(test.output.contains("testTheButtonDismissesThePopupInSwift5' passed"), test.output)
        XCTAssertEqual(try String(contentsOf: Self.popup, encoding: .utf8), Self.popupSource, "the user's file is never written")

        // The popup's snapshot, as a new user takes it: recorded on a first local run (which fails, to be
        // looked at), then verified by CI, and a changed popup fails in CI without touching the reference.
        let reference = Self.package.appendingPathComponent("Snapshots/SnapshotTests/popup.1.png")
        try? FileManager.default.removeItem(at: Self.package.appendingPathComponent("Snapshots"))
        let local = try Self.swift(["test", "--filter", "SnapshotTests"], environment: ["CI": nil, "POPSNAP_RECORD": nil])
        XCTAssertNotEqual(local.status, 0, "recording fails the test: \(local.output)")
        XCTAssertTrue(local.output.contains("recorded \(reference.path)"), local.output)
        let xcReference = Self.package.appendingPathComponent("Snapshots/SnapshotTests/testPopup.1.png")
        XCTAssertTrue(local.output.contains("recorded \(xcReference.path)"), "the XCTest case records too: \(local.output)")
        let animation = Self.package.appendingPathComponent("Snapshots/SnapshotTests/popupFadesIn.1.apng")
        XCTAssertTrue(local.output.contains("recorded \(animation.path)"), "the animation records an APNG: \(local.output)")
        let recorded = try Data(contentsOf: reference)
        let ci = try Self.swift(["test", "--filter", "SnapshotTests"], environment: ["CI": "true"])
        XCTAssertEqual(ci.status, 0, ci.output)
        try Self.write(["Tests/PopupTests/SnapshotTests.swift": Self.snapshotTest(color: ".systemRed")])
        defer { try? Self.write(["Tests/PopupTests/SnapshotTests.swift": Self.snapshotTest(color: ".systemBlue")]) }
        let changed = try Self.swift(["test", "--filter", "SnapshotTests"], environment: ["CI": "true"])
        XCTAssertNotEqual(changed.status, 0, changed.output)
        // Both frameworks report the mismatch in their own test.
        XCTAssertTrue(changed.output.contains("Test popup() recorded an issue"), changed.output)
        XCTAssertTrue(changed.output.contains("Test popupFadesIn() recorded an issue"), "the animation's frames differ too: \(changed.output)")
        XCTAssertTrue(changed.output.contains("SnapshotTestsXC.testPopup' failed"), changed.output)
        XCTAssertEqual(try Data(contentsOf: reference), recorded, "CI never rewrites a reference")
        try Self.write(["Tests/PopupTests/SnapshotTests.swift": Self.snapshotTest(color: ".systemBlue")])

        // A type error in the user's file: reported at its own path and line.
        let broken = Self.popupSource.replacingOccurrences(of: "    private(set) var dismissed = 0", with: "    private(set) var dismissed: Int = \"none\"")
        let line = Self.popupSource.components(separatedBy: "\n").firstIndex { $0.contains("var dismissed") }! + 1
        try Self.write(["../App/Popups/Popup.swift": broken])
        defer { try? Self.write(["../App/Popups/Popup.swift": Self.popupSource]) }
        let failed = try Self.swift(["build", "--build-tests"])
        XCTAssertNotEqual(failed.status, 0, failed.output)
        XCTAssertTrue(failed.output.contains("\(Self.popup.path):\(line):"), "error at \(Self.popup.path):\(line):\n\(failed.output)")

        try Self.write(["../App/Popups/Popup.swift": Self.popupSource])

        // A listed path that is no Swift file: the plugin names the list's line.
        let list = "Tests/PopupTests/uikit-sources.txt"
        let listed = Self.files(popup: Self.popupSource)[list]!
        // SwiftPM 6.3 runs a build-tool plugin again only when the plugin itself changes, not when the list
        // does, so the refusal is checked in a build folder of its own, where the plugin runs first.
        try Self.write([list: listed + "../../../App/Popups/Missing.swift\n../../../App/Popups\n"])
        defer { try? Self.write([list: listed]) }
        let refusedBuild = Self.root.appendingPathComponent("refused")
        try? FileManager.default.removeItem(at: refusedBuild)
        let refused = try Self.swift(["build", "--build-tests"], scratch: refusedBuild)
        XCTAssertNotEqual(refused.status, 0, refused.output)
        let listPath = Self.package.appendingPathComponent(list).path
        XCTAssertTrue(refused.output.contains("\(listPath):4: ../../../App/Popups/Missing.swift: no such file"), refused.output)
        XCTAssertTrue(refused.output.contains("\(listPath):5: ../../../App/Popups: not a .swift file"), refused.output)
    }

    static let popupSource = """
    import UIKit

    /// A popup written for iOS: target-action through #selector, @objc methods, an iOS-only branch.
    final class PopUpWindow: UIView {
        private(set) var dismissed = 0
        private(set) var lastSender: UIControl?
        let button = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(button)
            button.addTarget(self, action: #selector(dismissView), for: .touchUpInside)
            button.addTarget(self, action: #selector(touched(_:)), for: .touchDown)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        @objc func dismissView() { dismissed += 1 }
        @objc private func touched(_ sender: UIControl) { lastSender = sender }

        #if os(iOS)
        static let platform = "iOS"
        #else
        static let platform = "elsewhere"
        #endif
    }

    """

    static func files(popup: String) -> [String: String] {
        let identity = popsnap.lastPathComponent.lowercased()
        return [
            "Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: "\(popsnap.path)")],
                targets: [
                    .testTarget(name: "PopupTests", dependencies: [
                        .product(name: "UIKit", package: "\(identity)"),
                        .product(name: "PopsnapTesting", package: "\(identity)"),
                    ], plugins: [.plugin(name: "UIKitSources", package: "\(identity)")]),
                    // The same popup file in Swift 5 language mode, as many apps still build.
                    .testTarget(name: "Swift5Tests", dependencies: [
                        .product(name: "UIKit", package: "\(identity)"),
                    ], swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "UIKitSources", package: "\(identity)")]),
                ]
            )

            """,
            "Tests/PopupTests/uikit-sources.txt": """
            # The app's popup files, relative to this folder.

            ../../../App/Popups/Popup.swift

            """,
            "Tests/PopupTests/PopupTests.swift": """
            import XCTest
            import UIKit
            import PopsnapTesting

            final class PopupTests: XCTestCase {
                func testTheButtonDismissesThePopup() async {
                    await MainActor.run {
                        let popup = PopUpWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                        popup.button.sendActions(for: .touchUpInside)
                        XCTAssertEqual(popup.dismissed, 1)
                        popup.button.sendActions(for: .touchDown)
                        XCTAssertTrue(popup.lastSender === popup.button)
                        XCTAssertEqual(popup.button.actions(forTarget: popup, forControlEvent: .touchUpInside), ["dismissView"])
                        XCTAssertEqual(PopUpWindow.platform, "iOS")
                    }
                }
            }

            """,
            "Tests/PopupTests/SnapshotTests.swift": snapshotTest(color: ".systemBlue"),
            "Tests/Swift5Tests/uikit-sources.txt": "../../../App/Popups/Popup.swift\n",
            "Tests/Swift5Tests/Swift5Tests.swift": """
            import XCTest
            import UIKit

            final class Swift5Tests: XCTestCase {
                @MainActor func testTheButtonDismissesThePopupInSwift5() async {
                    let popup = PopUpWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                    popup.button.sendActions(for: .touchUpInside)
                    XCTAssertEqual(popup.dismissed, 1)
                }
            }

            """,
            "../App/Popups/Popup.swift": popup,
        ]
    }

    /// A file importing Testing, XCTest and UIKit together (Swift Testing's cross-import overlays for UIKit
    /// must be found), snapshotting the popup in `color` from a Swift Testing test and an XCTest case.
    static func snapshotTest(color: String) -> String {
        """
        import PopsnapTesting
        import Testing
        import UIKit
        import XCTest

        @MainActor struct SnapshotTests {
            @Test func popup() {
                let popup = PopUpWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                popup.backgroundColor = \(color)
                assertSnapshot(of: popup, as: .image)
            }

            @Test func popupFadesIn() {
                let popup = PopUpWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                popup.backgroundColor = \(color)
                assertSnapshot(of: popup, as: .animation(fps: 10) { view in
                    view.alpha = 0
                    UIView.animate(withDuration: 0.2) { view.alpha = 1 }
                })
            }
        }

        final class SnapshotTestsXC: XCTestCase {
            @MainActor func testPopup() async {
                let popup = PopUpWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                popup.backgroundColor = \(color)
                assertSnapshot(of: popup, as: .image)
            }
        }

        """
    }

    /// Writes `files` (paths relative to the package); unchanged files keep their dates, so builds stay incremental.
    static func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let url = package.appendingPathComponent(path).standardizedFileURL
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? String(contentsOf: url, encoding: .utf8)) != text { try text.write(to: url, atomically: true, encoding: .utf8) }
        }
    }

    /// Runs `swift` in the consumer package; `environment` changes this process's (nil removes a variable).
    static func swift(_ arguments: [String], scratch: URL = root.appendingPathComponent("build"),
                      environment changes: [String: String?] = [:]) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        return try SwiftCommand.run([try SwiftCommand.path()] + arguments + ["--package-path", package.path, "--scratch-path", scratch.path],
                                    in: package, environment: environment, timeout: 1800)
    }
}
