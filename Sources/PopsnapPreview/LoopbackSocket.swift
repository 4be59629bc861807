#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket on 127.0.0.1 and the connections it accepts: the one file that reaches the
/// C library's sockets. Only the IPv4 loopback address is ever bound, so nothing off this machine can
/// connect, whatever the port.
struct LoopbackListener: Sendable {
    let descriptor: Int32
    /// The port bound: the one asked for, or the one the kernel chose for 0.
    let port: UInt16

    /// Binds 127.0.0.1:`port` (0: any free port) and listens with room for `backlog` waiting connections.
    static func bound(to port: UInt16, backlog: Int32) throws(PreviewError) -> LoopbackListener {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .socket("cannot open a socket: \(errorText())") }
        var yes: Int32 = 1
        // A port freed a moment ago (the last run's) can be bound again at once.
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, backlog) == 0 else {
            let reason = errorText()
            Glibc.close(fd)
            throw .socket("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return LoopbackListener(descriptor: fd, port: UInt16(bigEndian: address.sin_port))
    }

    /// The next connection, waiting at most `milliseconds`; nil when none came in that time.
    func accept(waitingMilliseconds milliseconds: Int32) -> LoopbackConnection? {
        guard wait(descriptor, for: Int16(POLLIN), milliseconds: milliseconds) else { return nil }
        let fd = Glibc.accept(descriptor, nil, nil)
        guard fd >= 0 else { return nil }
        // Not handed to a process the server might start.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        // A client that stops reading cannot hold a thread for ever: a write waits at most this long.
        var timeout = timeval(tv_sec: LoopbackConnection.sendTimeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return LoopbackConnection(descriptor: fd)
    }

    func close() { Glibc.close(descriptor) }
}

/// One accepted connection: bytes in with a deadline, bytes out in full or not at all.
struct LoopbackConnection: Sendable {
    let descriptor: Int32
    static let sendTimeoutSeconds = 10

    /// Up to `count` bytes, waiting at most `milliseconds`: nil when nothing came in time or the read
    /// failed, empty when the client closed its side.
    func read(upTo count: Int, waitingMilliseconds milliseconds: Int32) -> [UInt8]? {
        guard wait(descriptor, for: Int16(POLLIN), milliseconds: milliseconds) else { return nil }
        var buffer = [UInt8](repeating: 0, count: count)
        let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
        guard n >= 0 else { return nil }
        return Array(buffer.prefix(n))
    }

    /// Writes every byte; false when the client went away or stopped reading for the send timeout.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Whether the client has closed its side (or the connection broke), without waiting.
    var isClosedByPeer: Bool {
        var p = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 0) == 1 else { return false }
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) <= 0
    }

    /// Waits up to `milliseconds` for `wake` to become readable or the client to close: true when the
    /// client has closed its side (or the connection broke). Anything the client sends instead is read
    /// and dropped, as an event stream takes nothing from it.
    func waitForClose(orWake wake: Int32, milliseconds: Int32) -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        while poll(&fds, 2, milliseconds) < 0 && errno == EINTR {}
        guard fds[0].revents != 0 else { return false }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let n = bytes.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        return n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)
    }

    func close() { Glibc.close(descriptor) }
}

/// Whether `fd` became ready for `events` within `milliseconds` (negative: without a deadline).
private func wait(_ fd: Int32, for events: Int16, milliseconds: Int32) -> Bool {
    var p = pollfd(fd: fd, events: events, revents: 0)
    while true {
        let r = poll(&p, 1, milliseconds)
        if r < 0 && errno == EINTR { continue }
        return r == 1
    }
}

private func errorText() -> String { String(cString: strerror(errno)) }
