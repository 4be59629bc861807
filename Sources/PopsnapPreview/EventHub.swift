import Synchronization

/// The open event streams and what each has still to send: `publish` hands every stream the names of
/// the specs that changed, and wakes it. At most a given number are open at once: each holds a thread
/// for as long as its page is open.
final class EventHub: Sendable {
    private struct Stream {
        let wake: WakePipe
        var pending: [[String]] = []
    }

    private let streams = Mutex<(next: Int, open: [Int: Stream])>((0, [:]))

    /// Opens a stream, unless `limit` are open already (or no pipe can be made): its id, for `take` and
    /// `close`, and what wakes it.
    func admit(limit: Int) -> (id: Int, wake: WakePipe)? {
        guard let wake = WakePipe() else { return nil }
        return streams.withLock { s in
            guard s.open.count < limit else { return nil }
            s.next += 1
            s.open[s.next] = Stream(wake: wake)
            return (s.next, wake)
        }
    }

    /// The changes published since the stream last took them, in the order published.
    func take(_ id: Int) -> [[String]] {
        streams.withLock { s in
            let pending = s.open[id]?.pending ?? []
            s.open[id]?.pending = []
            return pending
        }
    }

    func close(_ id: Int) { streams.withLock { _ = $0.open.removeValue(forKey: id) } }

    /// How many streams are open: a page is looking, so the server is not idle.
    var openCount: Int { streams.withLock { $0.open.count } }

    /// Tells every open stream that the specs `names` changed.
    func publish(_ names: [String]) {
        let wakes = streams.withLock { s in
            for id in s.open.keys { s.open[id]?.pending.append(names) }
            return s.open.values.map(\.wake)
        }
        for w in wakes { w.signal() }
    }

    /// The text of one event: `event: change` with the names as JSON data.
    static func event(_ names: [String]) -> String {
        "event: change\ndata: {\"specs\": \(PreviewJSON.strings(names))}\n\n"
    }
}
