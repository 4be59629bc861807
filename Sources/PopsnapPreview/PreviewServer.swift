import Dispatch
import Popsnap
import PopsnapFiles
import Synchronization

/// `popsnap preview`'s server: the gallery page and what it asks for, on 127.0.0.1 only, each connection
/// on its own thread, so a slow client delays no one else.
///
/// ```swift
/// let server = PreviewServer(folder: try PreviewFolder("Snapshots"), renderer: try PopupRenderer())
/// try server.serve(port: 0, idle: .seconds(600)) { url in print(url) }   // http://127.0.0.1:PORT/
/// ```
public struct PreviewServer: Sendable {
    /// The folder shown.
    public let folder: PreviewFolder
    /// What draws the specs.
    public let renderer: PopupRenderer
    /// Connections served at once, event streams aside; one more is answered 503 and closed.
    public var maxConnections = 32
    /// Event streams open at once (one a page), counted apart from `maxConnections`, so open pages never
    /// keep the page's own requests out; one more is answered 503.
    public var maxStreams = 16
    /// How much of a request is read.
    public var httpLimits = HTTPLimits()
    /// How long a client has to send its request's head before it is answered 408.
    public var headDeadline: Duration = .seconds(10)
    /// How long a connection kept open after an answer waits for the next request before it is closed
    /// (Apache's default, 5 s): long enough for a page's next fetches, short enough that idle connections
    /// do not fill `maxConnections`.
    public var keepAlive: Duration = .seconds(5)
    /// Requests answered on one connection before it is closed.
    public var requestsPerConnection = 1000
    /// What to do about an error (`Remedy`) in the words of the server's user: the CLI's options instead of
    /// the Swift API's names (`SpecLimits.readableFolders`) when the CLI serves.
    public var remedyWording: @Sendable (Remedy) -> String = { $0.inSwift }
    let hub = EventHub()
    private let activity = Activity()
    /// The memory budget every render, check and image served shares.
    let gate: MemoryGate

    /// A server showing `folder`, drawing with `renderer`; the renders in flight share `folder.limits.memory`.
    public init(folder: PreviewFolder, renderer: PopupRenderer) {
        self.folder = folder
        self.renderer = renderer
        gate = MemoryGate(capacity: folder.limits.memory)
    }

    /// Listens on 127.0.0.1:`port` (0: a free port the kernel chooses), hands `listening` the page's
    /// address, then serves until `idle` passes with no request and no page open (never, when nil).
    public func serve(port: UInt16, idle: Duration?, listening: (String) -> Void) throws(PreviewError) {
        let listener = try LoopbackListener.bound(to: port, backlog: 64)
        let artifacts: PreviewArtifacts
        do throws(FileError) { artifacts = try PreviewArtifacts() } catch { throw .temporaryFolder(error.description) }
        let changes = SpecChanges(folder: folder, hub: hub)
        let watching = DispatchSemaphore(value: 0)
        DispatchQueue(label: "popsnap.preview.watch").async { [activity] in changes.run(ready: watching) { activity.isStopped } }
        // The address is announced once files are watched: a save made as soon as it is read reaches the page.
        watching.wait()
        listening("http://127.0.0.1:\(listener.port)/")
        activity.touch()
        defer {
            activity.stop()
            listener.close()
            artifacts.remove()
        }
        while true {
            if let idle, hub.openCount == 0, activity.quietFor >= idle { return }
            guard let connection = listener.accept(waitingMilliseconds: 250) else { continue }
            guard activity.connect(within: maxConnections) else {
                connection.write(HTTPResponse.failure(HTTPFailure(.unavailable, "too many connections at once")).bytes())
                connection.close()
                continue
            }
            // A queue of its own is served by a thread of its own (libdispatch adds threads for such queues
            // when the others block), so a connection waiting on its client holds up no other.
            DispatchQueue(label: "popsnap.preview.connection").async { [self] in
                let streams = handle(connection, port: listener.port, artifacts: artifacts)
                // A stream is counted among the streams, not the connections, for as long as it stays open.
                activity.disconnect()
                if streams { stream(connection) }
                connection.close()
            }
        }
    }

    /// Answers requests on the connection, one after another, and leaves it for the caller to close: after
    /// an answer the client does not keep the connection for (`HTTPRequest.keepsAlive`), after
    /// `requestsPerConnection`, after an error, or when no next request begins within `keepAlive`. True when
    /// the last request asks for the event stream, which the caller then serves.
    private func handle(_ connection: LoopbackConnection, port: UInt16, artifacts: PreviewArtifacts) -> Bool {
        // Bytes read past a request's head: a client may send its next request before the answer.
        var buffer: [UInt8] = []
        var served = 0
        do throws(HTTPFailure) {
            while let head = try nextHead(connection, &buffer, first: served == 0) {
                let request = try HTTPRequest(head: head, limits: httpLimits)
                guard request.isAddressed(toPort: port) else {
                    throw HTTPFailure(.forbidden, "the Host header must be 127.0.0.1:\(port) or localhost:\(port)")
                }
                guard request.isFromOwnPage(port: port) else {
                    throw HTTPFailure(.forbidden, "only the preview's own page may ask this server: the request came from another site's page")
                }
                activity.touch()
                if request.target.path == "/api/events" {
                    guard request.method == "HEAD" else { return true }
                    connection.write(Array(HTTPResponse.head(.ok, contentType: HTTPResponse.eventStream, length: nil).utf8))
                    return false
                }
                served += 1
                let again = request.keepsAlive && served < requestsPerConnection
                guard connection.write(respond(to: request, artifacts: artifacts).bytes(includingBody: request.method != "HEAD", keepAlive: again)), again else {
                    return false
                }
            }
        } catch {
            connection.write(HTTPResponse.failure(error).bytes())
        }
        return false
    }

    /// The next request's head, taken from the front of `buffer` and what the connection sends; nil when the
    /// client closes, or, after a first request, sends nothing for `keepAlive`. Once a head has begun it has
    /// `headDeadline` to arrive whole (408 after).
    private func nextHead(_ connection: LoopbackConnection, _ buffer: inout [UInt8], first: Bool) throws(HTTPFailure) -> [UInt8]? {
        var begun = first || !buffer.isEmpty
        var deadline = ContinuousClock.now + (begun ? headDeadline : keepAlive)
        while true {
            if let head = try RequestHead.complete(buffer, limits: httpLimits) {
                buffer.removeFirst(head.count + 4)
                return head
            }
            let left = (deadline - .now).components
            let milliseconds = Int32(clamping: max(0, left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000))
            guard milliseconds > 0, let chunk = connection.read(upTo: 4096, waitingMilliseconds: milliseconds) else {
                guard begun else { return nil }
                throw HTTPFailure(.requestTimeout, "the request did not arrive in time")
            }
            if chunk.isEmpty { return nil }
            buffer += chunk
            if !begun {
                begun = true
                deadline = .now + headDeadline
            }
        }
    }

    /// The answer to a request for anything but the event stream.
    func respond(to request: HTTPRequest, artifacts: PreviewArtifacts) -> HTTPResponse {
        let rendering = PreviewRendering(folder: folder, renderer: renderer, gate: gate, remedyWording: remedyWording)
        let verification = PreviewVerification(rendering: rendering, artifacts: artifacts)
        if request.target.path.hasPrefix("/api/artifact/") { return verification.image(request.target.path) }
        switch request.target.path {
        case "/", "/index.html": return HTTPResponse(contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
        case "/api/gallery": return .json(folder.cache.gallery { PreviewGallery.json(folder, remedyWording: remedyWording) })
        case "/api/render": return rendering.png(request.target.query)
        case "/api/inspect": return rendering.inspection(request.target.query)
        case "/api/verify": return verification.json(request.target.query)
        default: return .failure(HTTPFailure(.notFound, "nothing at that path"))
        }
    }

    /// Server-sent events until the client goes: each change `hub` publishes, and a comment after 15 s
    /// without one, which keeps proxies and the browser from taking the stream for dead. The client's
    /// leaving is seen at once (`waitForClose`), so its place among `maxStreams` is free at once.
    private func stream(_ connection: LoopbackConnection) {
        guard let (id, wake) = hub.admit(limit: maxStreams) else {
            connection.write(HTTPResponse.failure(HTTPFailure(.unavailable, "\(maxStreams) pages are open on this server already; close one")).bytes())
            return
        }
        defer {
            hub.close(id)
            activity.touch()
        }
        let head = HTTPResponse.head(.ok, contentType: HTTPResponse.eventStream, length: nil)
        guard connection.write(Array((head + "retry: 1000\n\n").utf8)) else { return }
        while true {
            if connection.waitForClose(orWake: wake.readEnd, milliseconds: 15_000) { return }
            wake.drain()
            var text = hub.take(id).map(EventHub.event).joined()
            if text.isEmpty { text = ": still here\n\n" }
            guard connection.write(Array(text.utf8)) else { return }
        }
    }
}

/// When the last request came, for `--idle`, and how many connections are being served.
private final class Activity: Sendable {
    private let last = Mutex(ContinuousClock.now)
    private let connections = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    func touch() { last.withLock { $0 = .now } }
    var quietFor: Duration { last.withLock { .now - $0 } }

    /// Counts one more connection, unless `limit` are served already.
    func connect(within limit: Int) -> Bool {
        guard connections.add(1, ordering: .relaxed).newValue <= limit else {
            connections.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func disconnect() { connections.subtract(1, ordering: .relaxed) }

    /// The server has stopped: the watch ends.
    func stop() { stopped.store(true, ordering: .relaxed) }
    var isStopped: Bool { stopped.load(ordering: .relaxed) }
}
