import Dispatch
import Synchronization

/// The shared state of work done on several threads and taken in order on the calling thread as it comes
/// (`FrameSource.forEachFrameWithPrevious`, `VariantMatrix.render`), so the ordered work (muxing, writing)
/// overlaps the rest instead of waiting for a batch. Workers claim runs of consecutive items (a frame after
/// the first of its run is drawn over the one before, which its worker still holds). A worker waits while
/// its item is `window` or more past the last one taken, which bounds the results held. The pipeline cannot
/// stall: the earliest unfinished run's worker waits, if at all, only for items it delivered itself, which
/// the caller takes. Results do not depend on the number of workers: runs are cut by item number alone.
final class OrderedPipeline<T: Sendable>: Sendable {
    /// Items a worker takes one after another.
    let run: Int
    let count: Int
    let workers: Int
    /// Items that may be done ahead of the caller.
    let window: Int
    private let state: Mutex<State>
    private let resultReady = DispatchSemaphore(value: 0)
    private let roomMade = DispatchSemaphore(value: 0)

    private struct State: ~Copyable {
        var results: [Result<T, PopsnapError>?]
        var nextRun = 0
        var taken = 0
        var waitingForRoom = 0
        var cancelled = false
    }

    /// `count` items in runs of `run`, on up to `jobs` workers, each at most `aheadPerWorker` items ahead.
    init(count: Int, jobs: Int, run: Int, aheadPerWorker: Int) {
        self.count = count
        self.run = max(1, run)
        workers = max(1, min(max(1, jobs), (count + self.run - 1) / self.run))
        window = workers * max(1, aheadPerWorker)
        state = Mutex(State(results: Array(repeating: nil, count: count)))
    }

    /// The next run of items; nil when none is left or the caller stopped.
    func claimRun() -> Range<Int>? {
        state.withLock { s -> Range<Int>? in
            guard !s.cancelled, s.nextRun * run < count else { return nil }
            let start = s.nextRun * run
            s.nextRun += 1
            return start..<min(start + run, count)
        }
    }

    /// Waits until item `k` is inside the window; false when the caller stopped.
    func waitForRoom(_ k: Int) -> Bool {
        while true {
            let verdict = state.withLock { s -> Bool? in
                if s.cancelled { return false }
                if hasRoom(k, taken: s.taken) { return true }
                s.waitingForRoom += 1
                return nil
            }
            if let verdict { return verdict }
            // An item taken between the count and the wait leaves its signal for this wait.
            roomMade.wait()
        }
    }

    /// Whether item `k` may be done once the items before `taken` are taken.
    func hasRoom(_ k: Int, taken: Int) -> Bool { k < taken + window }

    /// Whether item `k` may be done now.
    func hasRoom(_ k: Int) -> Bool { state.withLock { hasRoom(k, taken: $0.taken) } }

    func deliver(_ k: Int, _ result: Result<T, PopsnapError>) {
        state.withLock { $0.results[k] = result }
        resultReady.signal()
    }

    /// Item `k`'s result, once delivered; items are taken in order, each once.
    func take(_ k: Int) -> Result<T, PopsnapError> {
        while true {
            let (result, woken) = state.withLock { s -> (Result<T, PopsnapError>?, Int) in
                guard let result = s.results[k] else { return (nil, 0) }
                s.results[k] = nil
                s.taken = k + 1
                defer { s.waitingForRoom = 0 }
                return (result, s.waitingForRoom)
            }
            for _ in 0..<woken { roomMade.signal() }
            if let result { return result }
            resultReady.wait()
        }
    }

    /// Stops the workers after the item each is on.
    func cancel() {
        let woken = state.withLock { s -> Int in
            s.cancelled = true
            defer { s.waitingForRoom = 0 }
            return s.waitingForRoom
        }
        for _ in 0..<woken { roomMade.signal() }
    }
}

extension OrderedPipeline {
    /// Runs `work` on each run on the workers (it delivers each of the run's items, checking `waitForRoom`
    /// first), and `body` on each result in order on the calling thread; returns once every worker stopped.
    /// One worker works on the calling thread, a run and then its results at a time (a run fits its window).
    func drive<E: Error>(_ work: @Sendable @escaping (Range<Int>) -> Void, _ body: (Int, Result<T, PopsnapError>) throws(E) -> Void) throws(E) {
        if workers == 1, window >= run {
            while let run = claimRun() {
                work(run)
                for k in run { try body(k, take(k)) }
            }
            return
        }
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let run = self.claimRun() { work(run) }
            }
        }
        // However it ends, no worker is left running when this returns.
        defer {
            cancel()
            group.wait()
        }
        for k in 0..<count { try body(k, take(k)) }
    }
}
