import Foundation
import Synchronization

/// The names of a test's snapshots: given ones checked (a file name inside the test file's folder, used
/// once a test), missing ones made from the test's name and a counter, as swift-snapshot-testing does,
/// so `testAlert`'s snapshots are `testAlert.1`, `testAlert.2`, … in the order the test takes them.
final class SnapshotNames: Sendable {
    static let shared = SnapshotNames()

    /// The names taken and the defaults counted, by scope.
    private let taken = Mutex((used: [String: Set<String>](), counters: [String: Int]()))

    /// Why `name` cannot name a reference file, or nil: the name becomes `<name>.png` in the test
    /// file's folder, so a separator or `..` would write elsewhere.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "a snapshot's name cannot be empty" }
        if name.contains("/") || name.contains("\\") {
            return "snapshot name \"\(name)\" has a path separator; a name is a file name in the test file's folder of references"
        }
        if name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(\.isEmpty) || name.contains("..") {
            return "snapshot name \"\(name)\" has \"..\"; a name is a file name in the test file's folder of references"
        }
        if name.hasPrefix(".") { return "snapshot name \"\(name)\" starts with \".\", which would hide its reference" }
        return nil
    }

    /// The name to use in the test `scope` (a test's identity): `name` when given and new in the test,
    /// else the next default from `testName` ("testAlert()" → "testAlert.1").
    func claim(_ name: String?, testName: String, scope: String) -> Result<String, NameError> {
        if let name, let problem = Self.problem(with: name) { return .failure(NameError(message: problem)) }
        return taken.withLock { taken in
            let chosen: String
            if let name {
                chosen = name
            } else {
                let count = taken.counters[scope, default: 0] + 1
                taken.counters[scope] = count
                chosen = Self.base(of: testName) + ".\(count)"
            }
            guard taken.used[scope, default: []].insert(chosen).inserted else {
                return .failure(NameError(message: "snapshot name \"\(chosen)\" is used twice in this test, so both would share one "
                                          + "reference; give each snapshot of a test its own name"))
            }
            return .success(chosen)
        }
    }

    /// Forgets the names of every scope starting with `prefix`: a new test starts with none taken.
    func reset(prefix: String) {
        taken.withLock { taken in
            taken.used = taken.used.filter { !$0.key.hasPrefix(prefix) }
            taken.counters = taken.counters.filter { !$0.key.hasPrefix(prefix) }
        }
    }

    /// A function's name without its arguments, as a file name: "testAlert()" → "testAlert".
    static func base(of testName: String) -> String {
        let base = testName.prefix { $0 != "(" }
        let safe = base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" }
        return safe.isEmpty ? "snapshot" : String(safe)
    }

    struct NameError: Error, Equatable {
        var message: String
    }
}
