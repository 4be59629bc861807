enum LineBreakOpportunity: Equatable, Sendable { case none, allowed, mandatory }
enum LineBreaking {
    static func opportunities(_ clusters: [Character]) -> [LineBreakOpportunity] {
        var r = [LineBreakOpportunity](repeating: .none, count: clusters.count + 1)
        for i in 1..<max(1, clusters.count) where clusters[i - 1] == " " { r[i] = .allowed }
        for i in 1..<max(1, clusters.count) where clusters[i - 1] == "\n" { r[i] = .mandatory }
        return r
    }
}
