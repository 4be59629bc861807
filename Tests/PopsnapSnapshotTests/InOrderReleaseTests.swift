import Foundation
import XCTest
@testable import PopsnapSnapshot

/// Values finished out of order by parallel workers come out in index order, one at a time.
final class InOrderReleaseTests: XCTestCase {
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        private var inside = 0
        private(set) var overlapped = false
        func take(_ v: Int) {
            lock.withLock { inside += 1; overlapped = overlapped || inside > 1 }
            usleep(50)
            lock.withLock { values.append(v); inside -= 1 }
        }
        var all: [Int] { lock.withLock { values } }
    }

    func testOutOfOrderByHand() {
        let received = Received()
        let inOrder = InOrderRelease<Int>(received.take)
        inOrder.done(2, 2)
        inOrder.done(1, 1)
        XCTAssertEqual(received.all, [], "nothing before value 0")
        inOrder.done(0, 0)
        XCTAssertEqual(received.all, [0, 1, 2])
        inOrder.done(3, 3)
        XCTAssertEqual(received.all, [0, 1, 2, 3])
    }

    func testShuffledFromManyThreads() {
        for _ in 0..<20 {
            let received = Received()
            let inOrder = InOrderRelease<Int>(received.take)
            let order = Array(0..<64).shuffled()
            DispatchQueue.concurrentPerform(iterations: order.count) { i in inOrder.done(order[i], order[i]) }
            XCTAssertEqual(received.all, Array(0..<64))
            XCTAssertFalse(received.overlapped, "one delivery at a time")
        }
    }
}
