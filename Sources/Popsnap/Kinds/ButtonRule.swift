/// How many buttons a kind of popup has and what their titles may be: one rule for a spec's keys and for
/// the `--button` option, so neither lets through what the other refuses.
///
/// ```swift
/// AlertPopup.buttons.problem(["OK", "Cancel"])        // "expected one button (seed 000's alert has one), found 2"
/// SystemAlertPopup.buttons.problem(["Save"])          // nil
/// ```
struct ButtonRule: Sendable {
    let counts: ClosedRange<Int>
    /// What a wrong count is told: "one button (seed 000's alert has one)".
    let expected: String
    /// Seed 000's one button may be blank, as the seed's could be; a titled action or OK may not.
    var allowsBlankTitles = false

    /// What is wrong with `titles`, as "expected …, found …"; nil when they suit the rule.
    func problem(_ titles: [String]) -> String? {
        if !counts.contains(titles.count) { return "expected \(expected), found \(titles.count)" }
        if !allowsBlankTitles, titles.contains(where: \.isEmpty) { return "expected non-empty titles, found an empty one" }
        return nil
    }
}
