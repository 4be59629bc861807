import Foundation
import XCTest

/// One page of a headless Chromium, driven over the DevTools protocol by `Tests/Browser/chromium.py`, for tests
/// of the pages Popsnap writes or serves: open a URL, evaluate JavaScript, wait for a condition, press keys,
/// move the mouse, take a screenshot.
///
/// ```swift
/// let browser = try Browser()
/// try browser.open(folder.appendingPathComponent("report.html"))
/// try browser.press("j")
/// XCTAssertEqual(try browser.evaluate("document.activeElement.id", as: String.self), "failure-1")
/// ```
///
/// A browser belongs to the exhaustive layer: outside it (`POPSNAP_EXHAUSTIVE` unset) `init` throws `XCTSkip`.
/// Where `chromium` is not installed, `init` throws `XCTSkip`, so the test is skipped and says why; when the
/// `CI` variable is set (to anything but the empty string) a missing browser is an error instead, since .ci/run
/// installs it. Every call waits for the browser's answer; a browser that stops answering fails the call
/// after 30 seconds rather than hanging the test.
public final class Browser {
    private let process = Process()
    private let requests = Pipe()
    private let replies = Pipe()
    private var pending: [UInt8] = []

    /// Starts a browser whose page is `width` by `height` CSS pixels at one device pixel each.
    public init(width: Int = 800, height: Int = 600) throws {
        try requireExhaustive()
        guard let chromium = Self.installedChromium() else {
            let why = "chromium is not installed (apt-get install chromium; .ci/run installs it)"
            if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty { throw BrowserError(message: why + ", and CI is set") }
            throw XCTSkip(why)
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, chromium, String(width), String(height)]
        process.standardInput = requests
        process.standardOutput = replies
        process.standardError = FileHandle.standardError
        try process.run()
        try reply(to: "start", as: Empty?.self)
    }

    deinit {
        // End of input tells the driver to close Chromium and remove its profile folder.
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Opens `url` (a `file://` URL or a server's) and returns once its load event fired (at once when only the
    /// fragment changed: the page stays, as in a browser).
    public func open(_ url: URL) throws {
        try send(["open": url.absoluteString], as: Empty?.self)
    }

    /// Loads the page again, as the reload button does, and returns once its load event fired.
    public func reload() throws {
        try send(["reload": true], as: Empty?.self)
    }

    /// The value of `javaScript` (an expression; a promise is awaited), decoded from its JSON form.
    /// `undefined` and `null` decode only as an optional.
    public func evaluate<Value: Decodable>(_ javaScript: String, as type: Value.Type = Value.self) throws -> Value {
        try send(["evaluate": javaScript], as: Value.self)
    }

    /// Returns once `javaScript` is `true`, checking about every 20 ms; throws when `timeout` passed first.
    public func wait(until javaScript: String, timeout: Duration = .seconds(10)) throws {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        try send(["wait": javaScript, "timeout": seconds], as: Empty?.self)
    }

    /// Presses and releases one key on the focused element, as a keyboard does (default actions included:
    /// Tab moves focus, Space toggles a checkbox): a letter, a digit, " ", or ArrowDown, ArrowUp, ArrowLeft,
    /// ArrowRight, Tab, Enter, Escape, Home, End.
    public func press(_ key: String) throws {
        try send(["press": key], as: Empty?.self)
    }

    /// Moves the mouse to (`x`, `y`) in CSS pixels from the page's top left; hover styles and `mousemove` follow.
    public func moveMouse(toX x: Double, y: Double) throws {
        try send(["mouse": [x, y]], as: Empty?.self)
    }

    /// The page as it is on screen now, as PNG bytes of `width` by `height` pixels.
    public func screenshot() throws -> [UInt8] {
        let base64 = try send(["screenshot": true], as: String.self)
        guard let bytes = Data(base64Encoded: base64) else { throw BrowserError(message: "the screenshot is not base64") }
        return Array(bytes)
    }

    private func send<Value: Decodable>(_ request: [String: Any], as type: Value.Type) throws -> Value {
        let line = try JSONSerialization.data(withJSONObject: request) + Data("\n".utf8)
        try requests.fileHandleForWriting.write(contentsOf: line)
        return try reply(to: request.keys.sorted().joined(separator: " "), as: Value.self)
    }

    /// Reads the driver's next line: `{"value": …}` or `{"error": "…"}`.
    @discardableResult
    private func reply<Value: Decodable>(to what: String, as type: Value.Type) throws -> Value {
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = replies.fileHandleForReading.availableData
            if chunk.isEmpty { throw BrowserError(message: "\(what): the browser driver exited (status \(process.isRunning ? "unknown" : String(process.terminationStatus)))") }
            pending += chunk
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
        let line = Data(pending[..<end])
        pending.removeSubrange(...end)
        if let failure = try? JSONDecoder().decode(Failure.self, from: line) { throw BrowserError(message: "\(what): \(failure.error)") }
        do {
            return try JSONDecoder().decode(Reply<Value>.self, from: line).value
        } catch {
            throw BrowserError(message: "\(what): the reply \(String(decoding: line.prefix(300), as: UTF8.self)) is not a \(Value.self): \(error)")
        }
    }

    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser/chromium.py")

    private static func installedChromium() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    private struct Reply<Value: Decodable>: Decodable { var value: Value }
    private struct Failure: Decodable { var error: String }
    private struct Empty: Decodable {}
}

/// The browser could not do what a test asked: the request, and what Chromium or the driver said.
public struct BrowserError: Error, CustomStringConvertible {
    /// What was asked and what went wrong.
    public var message: String
    /// The message, as XCTest prints a thrown error.
    public var description: String { message }
}
