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
        var themes = (ios18: ActionSheetTheme(), ios26: ActionSheetGlassTheme())
        if let theme { try ThemeDecoding.apply(&themes.ios18, classicSetters, &themes.ios26, glassSetters, theme, context: context) }
        return ActionSheetPopup(title: try o.optional("title")?.text(context), message: try o.optional("message")?.text(context),
                                actions: actions, anchor: try o.optional("anchor").map { r throws(SpecError) in try anchor(r) },
                                theme: themes.ios18, glassTheme: themes.ios26)
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

    /// 1 to 32 actions with titles, as the system alert's.
    func brokenRule() -> BrokenKindRule? {
        Self.buttons.problem(actions.map(\.title)).map { BrokenKindRule([.key("actions")], $0) }
    }

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        if let s = o.title { title = s }
        if let s = o.message { message = s }
        if !o.buttons.isEmpty { actions = try AlertAction.list(o, rule: Self.buttons) }
    }

    /// The keys both looks take.
    static func sharedSetters<T: ActionSheetLook>() -> [String: ThemeDecoding.Setter<T>] {
        typealias D = ThemeDecoding
        return [
            "margin": D.length(\.margin), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve),
            "background": D.flatBackground(\.background, replacing: \.material), "material": D.material(\.material),
            "contentInset": D.length(\.contentInset), "contentPadding": D.length(\.contentPadding), "titleToMessage": D.length(\.titleToMessage),
            "titleFont": D.font(\.titleFont), "messageFont": D.font(\.messageFont), "textColor": D.color(\.textColor),
            "rowHeight": D.length(\.rowHeight), "buttonFont": D.font(\.buttonFont), "cancelFont": D.font(\.cancelFont),
            "tint": D.color(\.tint), "destructive": D.color(\.destructive), "cancelGap": D.length(\.cancelGap), "backdrop": D.color(\.backdrop),
        ]
    }

    /// iOS 18's keys: the shared ones, the cancel platter's fill and the hairlines.
    static var classicSetters: [String: ThemeDecoding.Setter<ActionSheetTheme>] {
        sharedSetters().merging(["cancelBackground": ThemeDecoding.color(\.cancelBackground), "separator": ThemeDecoding.color(\.separator)]) { a, _ in a }
    }

    /// iOS 26's keys: the shared ones and the capsules' fill, spacing and padding.
    static var glassSetters: [String: ThemeDecoding.Setter<ActionSheetGlassTheme>] {
        typealias D = ThemeDecoding
        return sharedSetters().merging([
            "buttonFill": D.color(\.buttonFill), "buttonSpacing": D.length(\.buttonSpacing), "buttonPadding": D.length(\.buttonPadding),
        ]) { a, _ in a }
    }

    /// Every key either look takes.
    static var themeKeys: [String]? { Set(classicSetters.keys).union(glassSetters.keys).sorted() }
}
