import Popsnap
import PopsnapText

/// Hands values finished out of order (by parallel workers) to `deliver` in index order, one at a time:
/// value i is delivered once values 0 to i have all finished.
///
/// ```swift
/// let inOrder = InOrderRelease<String> { print($0) }
/// inOrder.done(1, "b")    // prints nothing yet
/// inOrder.done(0, "a")    // prints a, then b
/// ```
final class InOrderRelease<T>: @unchecked Sendable {
    private let deliver: (T) -> Void
    private let lock = Lock()
    private var waiting: [Int: T] = [:]
    private var next = 0

    init(_ deliver: @escaping (T) -> Void) { self.deliver = deliver }

    /// From any thread; delivery happens on the thread that completes the run of finished values, under
    /// the lock, so deliveries never overlap.
    func done(_ index: Int, _ value: T) {
        lock.withLock {
            waiting[index] = value
            while let ready = waiting.removeValue(forKey: next) {
                next += 1
                deliver(ready)
            }
        }
    }
}
