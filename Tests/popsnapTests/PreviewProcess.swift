import Foundation
import XCTest

/// `popsnap preview` running as a user starts it, for end-to-end tests: the URL read from its first line,
/// raw requests sent over a socket (so a test can send what no HTTP client would), and its end awaited with
/// a guard, so a server that does not stop fails the test instead of hanging the suite.
final class PreviewProcess {
    let process = Process()
    let url: URL
    let port: UInt16
    private let err = Pipe()

    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        process.executableURL = try RunPopsnap.binary()
        process.arguments = ["preview"] + arguments
        process.currentDirectoryURL = directory
        process.environment = RunPopsnap.outsideCI.merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var line = Data()
        while line.last != 0x0A {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            line += byte
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard let url = URL(string: text), url.host == "127.0.0.1", let port = url.port, text == "http://127.0.0.1:\(port)/" else {
            process.terminate()
            // A server that does not say where it listens is a failure of the feature, not a reason to skip.
            throw StartFailure(description: "preview printed no URL first: \"\(text)\"; stderr: "
                + String(decoding: err.fileHandleForReading.availableData, as: UTF8.self))
        }
        self.url = url
        self.port = UInt16(port)
    }

    /// Why the server could not be used: what it printed instead of its URL.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// The process's exit status once it ends, or nil when it has not ended within `seconds`.
    func exitStatus(within seconds: Double) -> Int32? {
        // Polled, not waited for on another thread: Process is not Sendable.
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// The answer's status, headers and body to `head` sent as is (a blank line added when `complete`).
    func send(_ head: String, complete: Bool = true) throws -> (status: Int, headers: String, body: Data) {
        let socket = try RawSocket(port: port)
        defer { socket.close() }
        socket.write(Array((head + (complete ? "\r\n\r\n" : "")).utf8))
        let answer = socket.read { RawSocket.isWholeAnswer($0, toHEAD: head.hasPrefix("HEAD ")) }
        guard let end = answer.range(of: Data("\r\n\r\n".utf8)) else { return (0, "", answer) }
        let headers = String(decoding: answer[..<end.lowerBound], as: UTF8.self)
        let status = Int(headers.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, headers, answer[end.upperBound...])
    }

    /// A GET as a browser on this machine sends it.
    func get(_ target: String) throws -> (status: Int, headers: String, body: Data) {
        try send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)")
    }

    func json(_ target: String) throws -> [String: Any] {
        let r = try get(target)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: r.body) as? [String: Any], String(decoding: r.body, as: UTF8.self))
    }
}

/// A TCP connection to 127.0.0.1 that reads with a deadline, so a test never waits for ever.
struct RawSocket {
    let fd: Int32

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let r = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard r == 0 else { throw CocoaError(.fileReadUnknown) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    func write(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) } }

    /// What comes until `stop` says it is enough, the peer closes, or `seconds` pass (an event stream never closes).
    func read(within seconds: Double = 30, until stop: (Data) -> Bool = { _ in false }) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(seconds)
        while !stop(data), Date() < deadline {
            // Waits no longer than the deadline, whatever the socket's own timeout.
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(max(0, deadline.timeIntervalSinceNow) * 1000)) == 1 else { break }
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 65536, 0) }
            guard n > 0 else { break }
            data += buffer[..<n]
        }
        return data
    }

    func readToEnd() -> Data { read() }

    /// Whether the server has closed its side: a read that does not wait finds the end, not "nothing yet".
    var isClosedByServer: Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK)) == 0
    }

    /// Whether `data` holds an answer whole, as a client on a kept connection knows it: the head, then
    /// `Content-Length` bytes of body (none for a HEAD). An answer without a length ends when the server closes.
    static func isWholeAnswer(_ data: Data, toHEAD: Bool = false) -> Bool {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return data.count - end.upperBound >= (toHEAD ? 0 : length)
    }

    /// Tells the server this side sends nothing more, as a closed page's connection does, the reading side still open.
    func shutDownWriting() { shutdown(fd, Int32(SHUT_WR)) }

    func close() { Glibc.close(fd) }
}

/// Saves `text` at `url` as editors do: a new file beside it, renamed over it.
func saveAsAnEditorDoes(_ text: String, to url: URL) throws {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).swp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
}
