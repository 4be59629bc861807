/// Seed 000's alert in a spec (`"kind": "alert"`) and in options (`--kind alert`).
extension AlertPopup: SpecKind {
    static let name = "alert"
    static let keys = ["kind", "title", "message", "button", "buttons"]
    static var themeKeys: [String]? { themeSetters.keys.sorted() }
    static let buttons = ButtonRule(counts: 1...1, expected: "one button (seed 000's alert has one)", allowsBlankTitles: true)

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> AlertPopup {
        let button: String
        if let one = o.optional("button") {
            if o.contains("buttons") { throw o.error("give \"button\" or \"buttons\", not both") }
            button = try one.text(context)
        } else if let many = o.optional("buttons") {
            let titles = try many.array().map { b throws(SpecError) in try b.text(context) }
            if let problem = buttons.problem(titles) { throw many.error(problem) }
            button = titles[0]
        } else {
            throw o.error("missing required key \"button\": an alert has one button")
        }
        var t = AlertTheme()
        if let theme { try ThemeDecoding.apply(&t, theme, context: context, themeSetters) }
        return AlertPopup(title: try o.required("title").text(context), message: try o.required("message").text(context), button: button, theme: t)
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> AlertPopup {
        try o.checkButtons(buttons)
        return AlertPopup(title: o.title ?? "", message: o.message ?? "", button: o.buttons[0])
    }

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        if let s = o.title { title = s }
        if let s = o.message { message = s }
        if !o.buttons.isEmpty {
            try o.checkButtons(Self.buttons)
            button = o.buttons[0]
        }
    }

    static var themeSetters: [String: ThemeDecoding.Setter<AlertTheme>] {
        typealias D = ThemeDecoding
        return [
            "width": D.length(\.width), "background": D.color(\.background), "borderWidth": D.length(\.borderWidth),
            "borderColor": D.color(\.borderColor), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve), "titleHeight": D.length(\.titleHeight),
            "titleBackground": D.color(\.titleBackground), "titleColor": D.color(\.titleColor), "titleFont": D.font(\.titleFont),
            "messageFont": D.font(\.messageFont), "messageColor": D.color(\.messageColor), "messageMinHeight": D.length(\.messageMinHeight),
            "messageInset": D.length(\.messageInset), "gap": D.length(\.gap), "buttonHeight": D.length(\.buttonHeight),
            "buttonBackground": D.color(\.buttonBackground), "buttonTitleColor": D.color(\.buttonTitleColor),
            "buttonFont": D.font(\.buttonFont), "backdrop": D.color(\.backdrop),
        ]
    }
}
