/// What the paragraph allows between two grapheme clusters.
enum LineBreakOpportunity: Equatable, Sendable { case none, allowed, mandatory }

/// Line break opportunities by the Unicode Line Breaking Algorithm (UAX #14), with the rules that
/// matter for UI text.
///
/// It works on grapheme clusters, which are never split, so LB8a, LB9, LB26, LB27, LB28a, LB30a
/// and LB30b hold by construction. Left out: LB15a and LB15b (quotation marks by Pi and Pf; the older
/// LB15 stands in), LB19's East Asian refinement, LB20 (CB, no object replacement text here), LB21a
/// and LB21b (Hebrew letters are AL), and LB25's rarest form, PO × OP IS NU. Tailored: a hyphen keeps
/// a digit after it only when it starts a word (a minus sign), and LB20a counts OP and QU as word
/// starts. SA scripts (Thai, Lao, Khmer, Myanmar) break only at spaces and punctuation: no dictionary.
enum LineBreaking {
    /// For a paragraph split into grapheme clusters (Swift `Character`s, in logical order), the opportunity
    /// at each boundary: element i is the boundary BEFORE cluster i, for i in 1..<clusters.count, and the
    /// last element (index clusters.count) is the end of text. Index 0 is always .none.
    /// Returns clusters.count + 1 elements.
    static func opportunities(_ clusters: [Character]) -> [LineBreakOpportunity] {
        var result = [LineBreakOpportunity](repeating: .none, count: clusters.count + 1)
        guard let first = clusters.first else { return result }  // LB2: never at the start
        // One pass; each cluster is classified once, a step early, because LB15c looks one cluster past a boundary.
        var context = Context(first: LineBreakClass(first))
        var right = clusters.count > 1 ? LineBreakClass(clusters[1]) : nil
        var i = 1
        while let current = right {
            let next = i + 1 < clusters.count ? LineBreakClass(clusters[i + 1]) : nil
            result[i] = context.opportunity(before: current, then: next)
            context.advance(over: current)
            right = next
            i += 1
        }
        result[clusters.count] = .mandatory  // LB3
        return result
    }
}

/// What the rules need to know about the text before a boundary: a fixed amount, so a paragraph
/// takes time linear in its length.
private struct Context {
    /// The class of the cluster just before the boundary.
    var left: LineBreakClass
    /// The class before the run of spaces that ends at the boundary, or `left` when that is not a space:
    /// LB8 and LB14 to LB17 look through spaces.
    var beforeSpaces: LineBreakClass
    /// `left` is a hyphen that starts a word, so it stays with what follows (LB20a, LB25).
    var wordInitialHyphen: Bool
    /// `left` ends a number, NU (SY | IS)*, or closes one with CL or CP: LB25 keeps a % or $ after it.
    var inNumber = false, closesNumber = false

    init(first: LineBreakClass) {
        left = first
        beforeSpaces = first
        wordInitialHyphen = first == .hy
        inNumber = first == .nu
    }

    mutating func advance(over right: LineBreakClass) {
        wordInitialHyphen = right == .hy && Self.endsWord(left)
        closesNumber = inNumber && (right == .cl || right == .cp)
        inNumber = right == .nu || (inNumber && (right == .sy || right == .is))
        if right != .sp { beforeSpaces = right }
        left = right
    }

    /// What LB20a lets a hyphen start a word after. OP and QU are Popsnap's: "(-5)" keeps its minus.
    private static func endsWord(_ c: LineBreakClass) -> Bool {
        switch c {
        case .bk, .cr, .lf, .nl, .sp, .zw, .gl, .op, .opWide, .qu: return true
        default: return false
        }
    }

    /// The opportunity between `left` and `right`; `next` is the cluster after `right`, nil at the end.
    func opportunity(before right: LineBreakClass, then next: LineBreakClass?) -> LineBreakOpportunity {
        switch left {
        case .bk, .cr, .lf, .nl: return .mandatory  // LB4, LB5 (CR LF is one cluster)
        default: break
        }
        switch right {
        case .bk, .cr, .lf, .nl: return .none  // LB6
        case .sp, .zw: return .none  // LB7
        default: break
        }
        if beforeSpaces == .zw { return .allowed }  // LB8
        if left == .wj || right == .wj { return .none }  // LB11
        if left == .gl { return .none }  // LB12
        if right == .gl, left != .sp, left != .ba, left != .hy { return .none }  // LB12a
        switch right {
        case .cl, .cp, .ex, .sy: return .none  // LB13
        default: break
        }
        if beforeSpaces == .op || beforeSpaces == .opWide { return .none }  // LB14
        if beforeSpaces == .qu, right == .op || right == .opWide { return .none }  // LB15 (Unicode 15.0)
        if right == .is { return left == .sp && next == .nu ? .allowed : .none }  // LB15c, LB15d
        if beforeSpaces == .cl || beforeSpaces == .cp, right == .ns { return .none }  // LB16
        if beforeSpaces == .b2, right == .b2 { return .none }  // LB17
        if left == .sp { return .allowed }  // LB18
        if left == .qu || right == .qu { return .none }  // LB19
        if wordInitialHyphen, right == .al { return .none }  // LB20a
        switch right {
        case .ba, .hy, .ns: return .none  // LB21
        case .in: return .none  // LB22
        default: break
        }
        if left == .bb { return .none }  // LB21
        return staysTogether(left, right, then: next) ? .none : .allowed  // LB31 when no pair rule holds
    }

    /// The rules LB23 to LB30, which keep words and numbers whole.
    private func staysTogether(_ left: LineBreakClass, _ right: LineBreakClass, then next: LineBreakClass?) -> Bool {
        switch (left, right) {
        case (.al, .nu), (.nu, .al): return true  // LB23
        case (.pr, .id), (.id, .po): return true  // LB23a
        case (.pr, .al), (.po, .al), (.al, .pr), (.al, .po): return true  // LB24
        // LB25
        case (_, .po), (_, .pr): return inNumber || closesNumber
        case (.po, .op), (.po, .opWide), (.pr, .op), (.pr, .opWide): return next == .nu
        case (.po, .nu), (.pr, .nu), (.is, .nu), (.nu, .nu): return true
        case (.sy, .nu): return inNumber
        case (.hy, .nu): return true  // LB25: "10-15", "-5" and phone numbers stay whole, as in ICU and browsers
        case (.al, .al): return true  // LB28
        case (.is, .al): return true  // LB29
        case (.al, .op), (.nu, .op), (.cp, .al), (.cp, .nu): return true  // LB30 (narrow OP only)
        default: return false
        }
    }
}
