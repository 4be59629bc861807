/// How many buttons each kind of popup has and what their titles may be: one rule for a spec's keys and
/// for the `--button` option, so neither lets through what the other refuses.
///
/// ```swift
/// PopupButtons.problem(["OK", "Cancel"], kind: "alert")   // "expected one button (seed 000's alert has one), found 2"
/// PopupButtons.problem(["Save"], kind: "system-alert")    // nil
/// ```
enum PopupButtons {
    /// UIAlertController takes any number of actions; 32 stacked ones are already taller than an iPad's
    /// screen at the system alert's 44 pt a row, so more can only be a mistake (or 50,000 `--button`s).
    static let maxActions = 32

    /// The counts each kind allows: seed 000's alert has one button; seed 001's confirmation OK and an
    /// optional cancel; seed 002's HUD none; a system alert 1 to `maxActions` actions.
    static func counts(for kind: String) -> ClosedRange<Int> {
        switch kind {
        case "alert": return 1...1
        case "confirmation": return 1...2
        case "system-alert": return 1...maxActions
        default: return 0...0
        }
    }

    /// What is wrong with `titles` for a popup of `kind`, as "expected …, found …"; nil when they suit it.
    static func problem(_ titles: [String], kind: String) -> String? {
        let allowed = counts(for: kind)
        if !allowed.contains(titles.count) {
            let expected: String
            switch kind {
            case "alert": expected = "one button (seed 000's alert has one)"
            case "confirmation": expected = "one or two buttons (OK, or cancel then OK)"
            case "system-alert": expected = "1 to \(maxActions) actions"
            default: expected = "no buttons (a HUD has none)"
            }
            return "expected \(expected), found \(titles.count)"
        }
        // An alert's one button may be blank, as seed 000's could be; a titled action or OK may not.
        if kind != "alert", titles.contains(where: \.isEmpty) {
            return "expected non-empty titles, found an empty one"
        }
        return nil
    }
}
