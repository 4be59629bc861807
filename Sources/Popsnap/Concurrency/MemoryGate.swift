import Dispatch
import Synchronization

/// One memory budget shared by work running at once on several threads (`verify`, `lint`): each piece
/// reserves its estimate before it starts and waits while the others hold too much, so the threads
/// together never hold more than `capacity`, and what a spec may ask does not depend on `--jobs` (one
/// piece alone always runs; each is held to the whole budget before it gets here).
///
/// ```swift
/// let gate = MemoryGate(capacity: limits.memory)
/// specs.parallelMap(jobs: 8) { spec in gate.withReservation(estimate(spec)) { check(spec) } }
/// ```
public final class MemoryGate: Sendable {
    /// The bytes all pieces may hold at once; a piece asking more than this runs alone.
    public let capacity: Int
    private let state = Mutex((used: 0, mostUsed: 0, waiting: 0))
    private let wake = DispatchSemaphore(value: 0)

    /// A gate letting work hold at most `capacity` bytes at once (a spec's `SpecLimits.memory`).
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The most bytes held at once so far: what the gate let through together (at most `capacity`, or the one
    /// piece larger than it, alone).
    public var peak: Int { state.withLock { $0.mostUsed } }

    /// `body`, once `bytes` fit beside what the others hold.
    public func withReservation<R, E: Error>(_ bytes: Int, _ body: () throws(E) -> R) throws(E) -> R {
        reserve(bytes)
        defer { release(bytes) }
        return try body()
    }

    private func reserve(_ bytes: Int) {
        while true {
            let admitted = state.withLock { s -> Bool in
                if s.used == 0 || s.used + bytes <= capacity {
                    s.used += bytes
                    s.mostUsed = max(s.mostUsed, s.used)
                    return true
                }
                s.waiting += 1
                return false
            }
            if admitted { return }
            // A release between the count and the wait leaves its signal for this wait.
            wake.wait()
        }
    }

    private func release(_ bytes: Int) {
        let woken = state.withLock { s -> Int in
            s.used -= bytes
            defer { s.waiting = 0 }
            return s.waiting
        }
        for _ in 0..<woken { wake.signal() }
    }
}
