import Dispatch

/// Runs work split in fixed, independent pieces on every core. Only for work whose bytes do not depend
/// on which thread runs which piece (a blur's rows and columns), so output is the same at any core count.
enum Parallel {
    static func perform(_ n: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: n, execute: body)
    }
}
