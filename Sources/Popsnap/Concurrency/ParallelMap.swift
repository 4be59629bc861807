import Dispatch
import PopsnapText

extension Array where Element: Sendable {
    /// `transform` of every element on up to `jobs` threads, results in the array's order: each worker
    /// takes the next index, so a slow element never holds the others back, and the output is the same
    /// at any number of jobs.
    ///
    /// ```swift
    /// let sizes = specs.parallelMap(jobs: 2) { try? PopupSpec.load(contentsOf: $0) }
    /// ```
    public func parallelMap<T: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        guard jobs > 1, count > 1 else { return map(transform) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
            while let i = slots.claim() { slots.fill(i, transform(self[i])) }
        }
        return slots.values
    }
}

/// The shared state of one `parallelMap`: the next index to claim and the results, under one lock.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var next = 0
    private var results: [T?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.withLock {
            guard next < results.count else { return nil }
            next += 1
            return next - 1
        }
    }

    func fill(_ i: Int, _ value: T) { lock.withLock { results[i] = value } }

    var values: [T] { lock.withLock { results.map { $0! } } }
}
