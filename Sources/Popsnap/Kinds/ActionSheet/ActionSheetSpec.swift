import PopsnapJSON
import PopsnapGeometry
/// An action sheet in a spec (`"kind": "action-sheet"`) and in options (`--kind action-sheet`): its
/// actions as the system alert's, and `anchor`, the rectangle an iPad's popover points at.
extension ActionSheetPopup: SpecKind {
    static let name = "action-sheet"
    static let keys = ["kind", "title", "message", "actions", "anchor"]

    /// The system alert's: 1 to 32 actions (more scroll, but 32 already fill an iPad's screen twice).
    static let buttons = SystemAlertPopup.buttons

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> ActionSheetPopup {
        let actions = try AlertAction.list(try o.required("actions"), context: context)
        var popup = ActionSheetPopup(title: try o.optional("title")?.text(context), message: try o.optional("message")?.text(context),
                                     actions: actions, anchor: try o.optional("anchor").map { r throws(SpecError) in try anchor(r) })
        if let theme { try ThemeDecoding.apply(&popup.theme, &popup.glassTheme, themeSetters, theme, context: context) }
        return popup
    }

    /// `{"x", "y", "width", "height"}` in screen points, each required.
    static func anchor(_ r: SpecReader) throws(SpecError) -> Rect {
        let o = try r.object(keys: ["x", "y", "width", "height"])
        return Rect(x: try o.required("x").length(), y: try o.required("y").length(),
                    width: try o.required("width").length(), height: try o.required("height").length())
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> ActionSheetPopup {
        ActionSheetPopup(title: o.title, message: o.message, actions: try AlertAction.list(o, rule: buttons))
    }

    /// 1 to 32 actions with titles, as the system alert's, none preferred: Apple's `preferredAction`
    /// reference says it "is relevant for the alert style only; it isn't used by action sheets".
    func brokenRule() -> BrokenKindRule? {
        if let problem = Self.buttons.problem(actions.map(\.title)) { return BrokenKindRule([.key("actions")], problem) }
        if let i = actions.firstIndex(where: \.preferred) {
            return BrokenKindRule([.key("actions"), .index(i), .key("preferred")],
                                  "an action sheet has no preferred action (UIKit uses preferredAction in the alert style only); leave \"preferred\" out")
        }
        return nil
    }

    /// The keys of a spec's `theme`, each set in both looks' themes, so one spec draws either (a key one
    /// look does not draw changes only the other).
    static var themeSetters: [String: ThemeDecoding.Setter<ActionSheetTheme>] {
        typealias D = ThemeDecoding
        return [
            "margin": D.length(\.margin), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve),
            "background": D.flatBackground(\.background, replacing: \.material), "material": D.material(\.material),
            "contentInset": D.length(\.contentInset), "contentPadding": D.length(\.contentPadding), "titleToMessage": D.length(\.titleToMessage),
            "titleFont": D.font(\.titleFont), "messageFont": D.font(\.messageFont), "textColor": D.color(\.textColor),
            "rowHeight": D.length(\.rowHeight), "buttonFont": D.font(\.buttonFont), "cancelFont": D.font(\.cancelFont),
            "tint": D.color(\.tint), "destructive": D.color(\.destructive), "cancelGap": D.length(\.cancelGap), "backdrop": D.color(\.backdrop),
            "cancelBackground": D.color(\.cancelBackground), "separator": D.color(\.separator),
            "buttonFill": D.optionalColor(\.buttonFill), "buttonSpacing": D.length(\.buttonSpacing), "buttonPadding": D.length(\.buttonPadding),
        ]
    }

    static var themeKeys: [String]? { themeSetters.keys.sorted() }
}
