import PopsnapJSON
/// A notification banner in a spec (`"kind": "notification"`) and in options (`--kind notification`, whose
/// `--title` is the title and `--message` the body).
extension NotificationPopup: SpecKind {
    static let name = "notification"
    static let keys = ["kind", "app", "appIcon", "time", "title", "body"]
    /// A banner's actions show only when it is expanded, which Popsnap does not draw.
    static let buttons = ButtonRule(counts: 0...0, expected: "no buttons (a notification banner shows its actions only when expanded)")
    static let emptyProblem = "a notification needs a title or a body"

    /// Neither a title nor a body to show (empty ones are none).
    var isEmpty: Bool { (title ?? "").isEmpty && shownBody == nil }

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> NotificationPopup {
        var popup = NotificationPopup(app: try o.optional("app")?.nonEmptyText(context),
                                      time: try o.optional("time")?.nonEmptyText(context) ?? context.strings.text("now", locale: context.locale),
                                      title: try o.optional("title")?.text(context), body: try o.optional("body")?.text(context))
        if let r = o.optional("appIcon") { popup.appIcon = try icon(r, files: context.files) }
        if let theme { try ThemeDecoding.apply(&popup.theme, &popup.glassTheme, themeSetters, theme, context: context) }
        return popup
    }

    /// `"appIcon": "icon.png"`, a PNG relative to the spec, or `{"color": "systemGreen"}`, a placeholder.
    static func icon(_ r: SpecReader, files: SpecFiles) throws(SpecError) -> NotificationIcon {
        if case .string = r.node.value { return .file(try files.imageFile(r)) }
        return .placeholder(try r.object(keys: ["color"]).required("color").color())
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> NotificationPopup {
        var popup = NotificationPopup()
        try popup.apply(o)
        if popup.isEmpty { throw o.error(.title, .message, saying: emptyProblem) }
        return popup
    }

    /// Something to show: a title or a body.
    func brokenRule() -> BrokenKindRule? { isEmpty ? BrokenKindRule([], Self.emptyProblem) : nil }

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        try o.checkButtons(Self.buttons)
        if let s = o.title { title = s }
        if let s = o.message { body = s }
    }

    /// Both looks take every key, each in its own theme, so one spec draws either.
    static var themeKeys: [String]? { themeSetters.keys.sorted() }

    static var themeSetters: [String: ThemeDecoding.Setter<NotificationTheme>] {
        typealias D = ThemeDecoding
        return [
            "sideMargin": D.length(\.sideMargin), "topMargin": D.length(\.topMargin), "cornerRadius": D.length(\.cornerRadius),
            "cornerCurve": D.cornerCurve(\.cornerCurve), "material": D.material(\.material), "background": D.flatBackground(\.background, replacing: \.material),
            "inset": D.length(\.inset), "bottomInset": D.length(\.bottomInset), "iconSize": D.length(\.iconSize),
            "iconCornerRadius": D.length(\.iconCornerRadius), "iconSpacing": D.length(\.iconSpacing), "lineHeight": D.length(\.lineHeight),
            "lineBaseline": D.length(\.lineBaseline), "titleToTime": D.length(\.titleToTime), "titleFont": D.font(\.titleFont),
            "bodyFont": D.font(\.bodyFont), "timeFont": D.font(\.timeFont), "textColor": D.color(\.textColor), "timeColor": D.color(\.timeColor),
        ]
    }
}
