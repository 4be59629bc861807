import PopsnapJSON
/// A system alert in a spec (`"kind": "system-alert"`) and in options (`--kind system-alert`).
extension SystemAlertPopup: SpecKind {
    static let name = "system-alert"
    static let keys = ["kind", "title", "message", "actions", "stacked", "textFields", "keyboard"]

    /// UIAlertController takes any number of actions; 32 stacked ones are already taller than an iPad's
    /// screen at the system alert's 44 pt a row, so more can only be a mistake (or 50,000 `--button`s).
    static let maxActions = 32
    static let buttons = ButtonRule(counts: 1...maxActions, expected: "1 to \(maxActions) actions")

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> SystemAlertPopup {
        let actions = try AlertAction.list(try o.required("actions"), context: context)
        let fields = try o.optional("textFields").map { r throws(SpecError) in try Self.textFields(r, context: context) } ?? []
        let keyboard = try o.optional("keyboard")?.bool() ?? false
        var popup = SystemAlertPopup(title: try o.optional("title")?.text(context), message: try o.optional("message")?.text(context),
                                     actions: actions, stacked: try o.optional("stacked")?.bool() ?? false, textFields: fields, keyboard: keyboard)
        if let theme { try ThemeDecoding.apply(&popup.theme, &popup.glassTheme, themeSetters, theme, context: context) }
        return popup
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> SystemAlertPopup {
        SystemAlertPopup(title: o.title, message: o.message, actions: try AlertAction.list(o, rule: buttons))
    }

    /// UIAlertController's rules, as its kind holds them: 1 to 32 actions with titles, at most one preferred, at most
    /// `maxTextFields` fields with at most one focused, and a keyboard only for a field.
    func brokenRule() -> BrokenKindRule? {
        if let problem = Self.buttons.problem(actions.map(\.title)) { return BrokenKindRule([.key("actions")], problem) }
        // UIAlertController has one `preferredAction`.
        if let first = actions.firstIndex(where: \.preferred), let second = actions[(first + 1)...].firstIndex(where: \.preferred) {
            return BrokenKindRule([.key("actions"), .index(second), .key("preferred")],
                                  "only one action is preferred (UIAlertController has one preferredAction); actions[\(first)] already is")
        }
        if textFields.count > Self.maxTextFields {
            return BrokenKindRule([.key("textFields")], "expected at most \(Self.maxTextFields) text fields (more do not fit above the keyboard of an "
                + "iPhone SE), found \(textFields.count)")
        }
        if let first = textFields.firstIndex(where: \.focused), let second = textFields[(first + 1)...].firstIndex(where: \.focused) {
            return BrokenKindRule([.key("textFields"), .index(second), .key("focused")],
                                  "only one text field has the focus; textFields[\(first)] already has it")
        }
        if keyboard, textFields.isEmpty {
            return BrokenKindRule([.key("keyboard")], "the keyboard is drawn for a text field: add \"textFields\" or leave \"keyboard\" out")
        }
        return nil
    }

    /// The keys of a spec's `theme`, each set in both looks' themes, so one spec draws either (a key one
    /// look does not draw changes only the other).
    static var themeSetters: [String: ThemeDecoding.Setter<SystemAlertTheme>] {
        typealias D = ThemeDecoding
        return [
            "width": D.length(\.width), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve), "background": D.flatBackground(\.background, replacing: \.material), "material": D.material(\.material),
            "sideInset": D.length(\.sideInset), "titleBaseline": D.length(\.titleBaseline), "titleToMessage": D.length(\.titleToMessage),
            "messageBottom": D.length(\.messageBottom), "titleBottom": D.length(\.titleBottom), "messageBaseline": D.length(\.messageBaseline),
            "buttonBaseline": D.length(\.buttonBaseline), "titleFont": D.font(\.titleFont), "messageFont": D.font(\.messageFont),
            "textColor": D.color(\.textColor), "buttonHeight": D.length(\.buttonHeight), "buttonFont": D.font(\.buttonFont),
            "tint": D.color(\.tint), "destructive": D.color(\.destructive), "backdrop": D.color(\.backdrop),
            "cancelFont": D.font(\.cancelFont), "preferredFont": D.font(\.preferredFont), "separator": D.color(\.separator),
            "messageColor": D.color(\.messageColor), "buttonFill": D.optionalColor(\.buttonFill), "buttonSpacing": D.length(\.buttonSpacing),
            "buttonPadding": D.length(\.buttonPadding), "actionInset": D.length(\.actionInset),
        ]
    }

    static var themeKeys: [String]? { themeSetters.keys.sorted() }
}
