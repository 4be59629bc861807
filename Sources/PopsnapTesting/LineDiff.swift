/// A unified diff of two texts, line by line, as `diff -u` prints it: hunks of changed lines with three
/// lines of context, `-` for the reference's lines and `+` for the new ones.
///
/// ```swift
/// LineDiff.unified(reference: "a\nb\nc\n", actual: "a\nB\nc\n")   // "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"
/// ```
enum LineDiff {
    static let context = 3
    /// Past this many cells (lines of one by lines of the other, once common ends are set aside) the middle
    /// is shown as all removed and all added: a longest common subsequence would take that much memory.
    static let maxCells = 4_000_000

    enum Edit: Equatable { case same(String), removed(String), added(String) }

    static func unified(reference: String, actual: String) -> String {
        let edits = self.edits(lines(reference), lines(actual))
        var out = ""
        var i = 0
        var oldLine = 1, newLine = 1
        while i < edits.count {
            guard case .same = edits[i] else {
                // A hunk: from `context` lines before this change to `context` lines after the last change
                // that is at most 2 * context lines from the next.
                let start = max(0, i - context)
                var end = i
                var sameRun = 0
                var k = i
                while k < edits.count {
                    if case .same = edits[k] { sameRun += 1; if sameRun > 2 * context { break } } else { sameRun = 0; end = k }
                    k += 1
                }
                let stop = min(edits.count, end + context + 1)
                let before = i - start
                let hunk = edits[start..<stop]
                let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
                let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
                // An empty side starts at the line before it, as diff -u numbers it.
                out += "@@ -\(oldLine - before - (oldCount == 0 ? 1 : 0)),\(oldCount) +\(newLine - before - (newCount == 0 ? 1 : 0)),\(newCount) @@\n"
                for edit in hunk {
                    switch edit {
                    case let .same(l): out += " \(l)\n"
                    case let .removed(l): out += "-\(l)\n"
                    case let .added(l): out += "+\(l)\n"
                    }
                }
                for edit in edits[i..<stop] {
                    if case .added = edit {} else { oldLine += 1 }
                    if case .removed = edit {} else { newLine += 1 }
                }
                i = stop
                continue
            }
            oldLine += 1
            newLine += 1
            i += 1
        }
        return out
    }

    /// The lines of `text`; a last line without its newline is marked, as `diff` marks it.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() } else if !lines.isEmpty { lines[lines.count - 1] += "\n\\ No newline at end of file" }
        return lines
    }

    /// The edits turning `a` into `b`: common ends kept, the middle by a longest common subsequence.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        let middle: [Edit]
        if x.count * y.count > maxCells || x.isEmpty || y.isEmpty {
            middle = x.map(Edit.removed) + y.map(Edit.added)
        } else {
            middle = lcsEdits(x, y)
        }
        return a[..<prefix].map(Edit.same) + middle + a[(a.count - suffix)...].map(Edit.same)
    }

    private static func lcsEdits(_ x: [String], _ y: [String]) -> [Edit] {
        let n = x.count, m = y.count
        // lengths[i][j]: the longest common subsequence of x[i...] and y[j...], in one flat array.
        var lengths = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * (m + 1) + j] = x[i] == y[j] ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && x[i] == y[j] {
                edits.append(.same(x[i])); i += 1; j += 1
            } else if i < n && (j == m || lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1]) {
                // A tie removes first, so a changed line reads as diff prints it: the old, then the new.
                edits.append(.removed(x[i])); i += 1
            } else {
                edits.append(.added(y[j])); j += 1
            }
        }
        return edits
    }
}
