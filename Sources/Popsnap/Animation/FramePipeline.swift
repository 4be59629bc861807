import Dispatch
import Synchronization

/// The shared state of `FrameSource.forEachFrameWithPrevious`: workers draw runs of consecutive frames (each
/// frame after the first of a run is drawn over the one before, which the worker still holds) while the
/// caller takes the results in frame order as they come, so the ordered work (muxing, writing) overlaps the
/// drawing instead of waiting for a batch. A worker waits while its frame is `window` or more frames past
/// the last one taken, which bounds the results held (eight a worker). The pipeline
/// cannot stall: the earliest unfinished run's worker waits, if at all, only for frames it delivered itself,
/// which the caller takes. The bytes do not depend on the number of workers: runs are cut by frame number alone.
final class FramePipeline<T: Sendable>: Sendable {
    /// Frames a worker draws one after another; the first of each is drawn without the one before.
    static var run: Int { 8 }

    let count: Int
    let workers: Int
    /// Frames that may be done ahead of the caller: a run for each worker.
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

    init(count: Int, jobs: Int) {
        self.count = count
        workers = max(1, min(max(1, jobs), (count + Self.run - 1) / Self.run))
        window = workers * Self.run
        state = Mutex(State(results: Array(repeating: nil, count: count)))
    }

    /// The next run of frames to draw; nil when none is left or the caller stopped.
    func claimRun() -> Range<Int>? {
        state.withLock { s -> Range<Int>? in
            guard !s.cancelled, s.nextRun * Self.run < count else { return nil }
            let start = s.nextRun * Self.run
            s.nextRun += 1
            return start..<min(start + Self.run, count)
        }
    }

    /// Waits until frame `k` is inside the window; false when the caller stopped.
    func waitForRoom(_ k: Int) -> Bool {
        while true {
            let verdict = state.withLock { s -> Bool? in
                if s.cancelled { return false }
                if hasRoom(k, taken: s.taken) { return true }
                s.waitingForRoom += 1
                return nil
            }
            if let verdict { return verdict }
            // A frame taken between the count and the wait leaves its signal for this wait.
            roomMade.wait()
        }
    }

    /// Whether frame `k` may be drawn once the frames before `taken` are taken.
    func hasRoom(_ k: Int, taken: Int) -> Bool { k < taken + window }

    /// Whether frame `k` may be drawn now.
    func hasRoom(_ k: Int) -> Bool { state.withLock { hasRoom(k, taken: $0.taken) } }

    func deliver(_ k: Int, _ result: Result<T, PopsnapError>) {
        state.withLock { $0.results[k] = result }
        resultReady.signal()
    }

    /// Frame `k`'s result, once delivered; frames are taken in order, each once.
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

    /// Stops the workers after the frame each is drawing.
    func cancel() {
        let woken = state.withLock { s -> Int in
            s.cancelled = true
            defer { s.waitingForRoom = 0 }
            return s.waitingForRoom
        }
        for _ in 0..<woken { roomMade.signal() }
    }
}
