import PopsnapJSON
/// Seed 001's confirmation in a spec (`"kind": "confirmation"`) and in options (`--kind confirmation`).
extension ConfirmationPopup: SpecKind {
    static let name = "confirmation"
    static let keys = ["kind", "icon", "title", "message", "ok", "cancel"]
    static var themeKeys: [String]? { themeSetters.keys.sorted() }
    static let buttons = ButtonRule(counts: 1...2, expected: "one or two buttons (OK, or cancel then OK)")

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> ConfirmationPopup {
        var t = ConfirmationTheme()
        if let theme { try ThemeDecoding.apply(&t, theme, context: context, themeSetters) }
        return ConfirmationPopup(icon: try o.optional("icon").map { i throws(SpecError) in try icon(i, files: context.files) },
                                 title: try o.optional("title")?.text(context),
                                 message: try o.required("message").text(context),
                                 ok: try o.optional("ok")?.nonEmptyText(context) ?? context.strings.text("OK", locale: context.locale),
                                 cancel: try o.optional("cancel")?.nonEmptyText(context), theme: t)
    }

    /// A built-in icon's name, or `{"image": "file.png"}`.
    static func icon(_ r: SpecReader, files: SpecFiles) throws(SpecError) -> IconContent {
        if case .string = r.node.value {
            return .builtIn(try r.oneOf(Icon.self))
        }
        return .file(try files.imageFile(r.object(keys: ["image"]).required("image")))
    }

    /// Without a file OK is "OK" unless given; with one or two `--button`s, the last is OK and the first cancel.
    static func make(options o: SpecOverrides) throws(PopsnapError) -> ConfirmationPopup {
        var popup = ConfirmationPopup(title: o.title, message: "")
        try popup.apply(buttons: o)
        guard let message = o.message else { throw o.error(.message, saying: "a confirmation needs a message") }
        popup.message = message
        return popup
    }

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        if let s = o.title { title = s }
        if let s = o.message { message = s }
        try apply(buttons: o)
    }

    private mutating func apply(buttons o: SpecOverrides) throws(PopsnapError) {
        guard !o.buttons.isEmpty else { return }
        try o.checkButtons(Self.buttons)
        ok = o.buttons.last!
        cancel = o.buttons.count == 2 ? o.buttons[0] : nil
    }

    static var themeSetters: [String: ThemeDecoding.Setter<ConfirmationTheme>] {
        typealias D = ThemeDecoding
        return [
            "width": D.length(\.width), "background": D.color(\.background), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve),
            "inset": D.length(\.inset), "spacing": D.length(\.spacing), "iconSize": D.length(\.iconSize), "iconColor": D.color(\.iconColor),
            "titleFont": D.font(\.titleFont), "titleColor": D.color(\.titleColor), "messageFont": D.font(\.messageFont),
            "messageColor": D.color(\.messageColor), "spacerHeight": D.length(\.spacerHeight), "buttonSpacing": D.length(\.buttonSpacing),
            "buttonHeight": D.length(\.buttonHeight), "buttonCornerRadius": D.length(\.buttonCornerRadius), "buttonCornerCurve": D.cornerCurve(\.buttonCornerCurve),
            "cancelBorderWidth": D.length(\.cancelBorderWidth), "cancelColor": D.color(\.cancelColor), "buttonFont": D.font(\.buttonFont),
            "okBackground": D.color(\.okBackground), "okTitleColor": D.color(\.okTitleColor), "backdrop": D.color(\.backdrop),
        ]
    }
}
