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
        let themes = try theme.map { r throws(SpecError) in try Self.themes(r, context: context) } ?? Themes()
        return SystemAlertPopup(title: try o.optional("title")?.text(context), message: try o.optional("message")?.text(context),
                                actions: actions, stacked: try o.optional("stacked")?.bool() ?? false, textFields: fields, keyboard: keyboard,
                                theme: themes.ios18, glassTheme: themes.ios26)
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> SystemAlertPopup {
        SystemAlertPopup(title: o.title, message: o.message, actions: try AlertAction.list(o, rule: buttons))
    }

    /// UIAlertController's rules, as its kind holds them: 1 to 32 actions with titles, at most
    /// `maxTextFields` fields with at most one focused, and a keyboard only for a field.
    func brokenRule() -> BrokenKindRule? {
        if let problem = Self.buttons.problem(actions.map(\.title)) { return BrokenKindRule([.key("actions")], problem) }
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

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        if let s = o.title { title = s }
        if let s = o.message { message = s }
        if !o.buttons.isEmpty { actions = try AlertAction.list(o, rule: Self.buttons) }
    }

    /// Both looks' themes: a spec's `theme` sets a key in each look that has it, so one spec draws either.
    struct Themes {
        var ios18 = SystemAlertTheme()
        var ios26 = SystemAlertGlassTheme()
    }

    /// The keys both looks take.
    static func sharedSetters<T: SystemAlertLook>() -> [String: ThemeDecoding.Setter<T>] {
        typealias D = ThemeDecoding
        return [
            "width": D.length(\.width), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve), "background": D.flatBackground(\.background, replacing: \.material), "material": D.material(\.material),
            "sideInset": D.length(\.sideInset), "titleBaseline": D.length(\.titleBaseline), "titleToMessage": D.length(\.titleToMessage),
            "messageBottom": D.length(\.messageBottom), "titleBottom": D.length(\.titleBottom), "messageBaseline": D.length(\.messageBaseline),
            "buttonBaseline": D.length(\.buttonBaseline), "titleFont": D.font(\.titleFont), "messageFont": D.font(\.messageFont),
            "textColor": D.color(\.textColor), "buttonHeight": D.length(\.buttonHeight), "buttonFont": D.font(\.buttonFont),
            "tint": D.color(\.tint), "destructive": D.color(\.destructive), "backdrop": D.color(\.backdrop),
        ]
    }

    /// iOS 18's keys: the shared ones, the cancel action's font and the hairlines.
    static var classicSetters: [String: ThemeDecoding.Setter<SystemAlertTheme>] {
        sharedSetters().merging(["cancelFont": ThemeDecoding.font(\.cancelFont), "separator": ThemeDecoding.color(\.separator)]) { a, _ in a }
    }

    /// iOS 26's keys: the shared ones, the message's colour and the capsules' fill, spacing, padding and inset.
    static var glassSetters: [String: ThemeDecoding.Setter<SystemAlertGlassTheme>] {
        typealias D = ThemeDecoding
        return sharedSetters().merging([
            "messageColor": D.color(\.messageColor), "buttonFill": D.color(\.buttonFill), "buttonSpacing": D.length(\.buttonSpacing),
            "buttonPadding": D.length(\.buttonPadding), "actionInset": D.length(\.actionInset),
        ]) { a, _ in a }
    }

    /// Every key either look takes.
    static var themeKeys: [String]? { Set(classicSetters.keys).union(glassSetters.keys).sorted() }

    /// A spec's `theme`: each key set in the looks that have it.
    static func themes(_ r: SpecReader, context: SpecContext) throws(SpecError) -> Themes {
        var themes = Themes()
        try ThemeDecoding.apply(&themes.ios18, classicSetters, &themes.ios26, glassSetters, r, context: context)
        return themes
    }
}
