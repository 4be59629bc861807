/// The module table of a Markdown page: the first table whose header starts `| module | may import |`,
/// a row a module (`` `Name` ``), the modules it may import named in backticks in the second column
/// (`—` for none). Rows end at the first line that is not a table row.
enum ModuleTable {
    static func rows(of markdown: String) -> [(module: String, mayImport: [String])] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| module | may import |") }) else { return [] }
        var rows: [(module: String, mayImport: [String])] = []
        for line in lines.dropFirst(header + 2) {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map(String.init)
            guard cells.count >= 2, let module = names(in: cells[0]).first else { continue }
            rows.append((module, names(in: cells[1])))
        }
        return rows
    }

    /// The names between backticks in `cell`, in order.
    private static func names(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
