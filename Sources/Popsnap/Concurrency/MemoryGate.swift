import Dispatch
import PopsnapText

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
    private let lock = Lock()
    private nonisolated(unsafe) var used = 0
    private nonisolated(unsafe) var mostUsed = 0
    private nonisolated(unsafe) var waiting = 0
    private let wake = DispatchSemaphore(value: 0)

    /// A gate letting work hold at most `capacity` bytes at once (a spec's `SpecLimits.memory`).
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The most bytes held at once so far: what the gate let through together (at most `capacity`, or the one
    /// piece larger than it, alone).
    public var peak: Int { lock.withLock { mostUsed } }

    /// `body`, once `bytes` fit beside what the others hold.
    public func withReservation<R, E: Error>(_ bytes: Int, _ body: () throws(E) -> R) throws(E) -> R {
        reserve(bytes)
        defer { release(bytes) }
        return try body()
    }

    private func reserve(_ bytes: Int) {
        while true {
            let admitted = lock.withLock { () -> Bool in
                if used == 0 || used + bytes <= capacity {
                    used += bytes
                    mostUsed = max(mostUsed, used)
                    return true
                }
                waiting += 1
                return false
            }
            if admitted { return }
            // A release between the count and the wait leaves its signal for this wait.
            wake.wait()
        }
    }

    private func release(_ bytes: Int) {
        let woken = lock.withLock { () -> Int in
            used -= bytes
            defer { waiting = 0 }
            return waiting
        }
        for _ in 0..<woken { wake.signal() }
    }
}
