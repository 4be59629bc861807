import PopsnapJSON
/// A toast in a spec (`"kind": "toast"`) and in options (`--kind toast`): `--title` is its title,
/// `--message` its subtitle, `--button` a banner's button.
extension ToastPopup: SpecKind {
    static let name = "toast"
    /// One toast's keys, which `stack`'s entries take too.
    static let toastKeys = ["style", "preset", "icon", "title", "subtitle", "button"]
    static let keys = ["kind"] + toastKeys + ["position", "stack"]
    /// A theme per style, each with its own keys (`ToastThemeDecoding`).
    static var themeKeys: [String]? { ToastStyle.allCases.map(\.rawValue).sorted() }

    /// More toasts than fit on any screen at 50 pt a pill can only be a mistake.
    static let maxStack = 32

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> ToastPopup {
        let newest = try toast(o, style: nil, context: context)
        let position = try o.optional("position")?.oneOf(ToastPosition.self)
        let stack = try o.optional("stack")?.array(count: 0...maxStack).map { r throws(SpecError) in
            try toast(try r.object(keys: toastKeys), style: newest.style, context: context)
        } ?? []
        var popup = ToastPopup(style: newest.style, preset: newest.preset, icon: newest.icon, title: newest.title, subtitle: newest.subtitle,
                               button: newest.button, position: position, stack: stack)
        if let theme { try ToastThemeDecoding.apply(theme, to: &popup, context: context) }
        return popup
    }

    /// One toast from its object: its style (or `style`, a stack's newest toast's); what each style shows
    /// is the kind's rule (`brokenRule()`), the same for toasts made in Swift. A preset written for a toast
    /// that is no banner is refused here, even "float": a value made in Swift cannot say it.
    private static func toast(_ o: SpecObject, style inherited: ToastStyle?, context: SpecContext) throws(SpecError) -> Toast {
        let style = try o.optional("style")?.oneOf(ToastStyle.self) ?? inherited ?? .pill
        let preset = try o.optional("preset")?.oneOf(BannerPreset.self) ?? .float
        if style != .banner, let p = o.optional("preset") { throw p.error(notABanner("a preset", style)) }
        return Toast(style: style, preset: preset, icon: try o.optional("icon").map { r throws(SpecError) in try ConfirmationPopup.icon(r, files: context.files) },
                     title: try o.optional("title")?.text(context), subtitle: try o.optional("subtitle")?.text(context),
                     button: try o.optional("button")?.nonEmptyText(context))
    }

    /// What each style shows, for the newest toast and each one of the stack, and a status-bar banner's place.
    func brokenRule() -> BrokenKindRule? {
        if newest.style == .banner, newest.preset == .statusBar, let position, position != .top {
            return BrokenKindRule([.key("position")], "a status-bar banner covers the status bar, so it is at the top; found \(SpecWording.quoted(position.rawValue))")
        }
        if let broken = Self.brokenRule(of: newest, at: []) { return broken }
        for (i, toast) in stack.enumerated() {
            if let broken = Self.brokenRule(of: toast, at: [.key("stack"), .index(i)]) { return broken }
        }
        return nil
    }

    private static func brokenRule(of toast: Toast, at steps: [BrokenKindRule.Step]) -> BrokenKindRule? {
        if toast.style != .banner, toast.preset != .float { return BrokenKindRule(steps + [.key("preset")], notABanner("a preset", toast.style)) }
        if toast.style == .banner, toast.preset != .float {
            let shown: [(String, Bool)] = [("icon", toast.icon != nil), ("subtitle", toast.subtitle != nil), ("button", toast.button != nil)]
            if let key = shown.first(where: \.1)?.0 {
                return BrokenKindRule(steps + [.key(key)], "a \(toast.preset.rawValue) banner shows one line, its title; only a float has \(SpecWording.quoted(key))")
            }
            if toast.title == nil { return BrokenKindRule(steps, "missing required key \"title\" (the line a \(toast.preset.rawValue) banner shows)") }
        }
        if toast.style != .banner, toast.button != nil { return BrokenKindRule(steps + [.key("button")], notABanner("a button", toast.style)) }
        if toast.icon == nil, toast.title == nil, toast.subtitle == nil {
            return BrokenKindRule(steps, "a toast shows something: expected \"icon\", \"title\" or \"subtitle\"")
        }
        return nil
    }

    private static func notABanner(_ what: String, _ style: ToastStyle) -> String { "only a banner has \(what); this toast is a \(style.rawValue)" }

    /// A banner takes one button; pills and squares none.
    static func buttons(_ style: ToastStyle) -> ButtonRule {
        style == .banner ? ButtonRule(counts: 0...1, expected: "at most one button (a banner has one)")
            : ButtonRule(counts: 0...0, expected: "no buttons (only a banner toast has one)")
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> ToastPopup {
        var toast = ToastPopup()
        try toast.apply(o)
        if toast.newest.title == nil, toast.newest.subtitle == nil { throw o.error(.title, saying: "a toast shows a title, a subtitle or both; found neither") }
        return toast
    }

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        try o.checkButtons(Self.buttons(newest.style))
        if let s = o.title { newest.title = s }
        if let s = o.message {
            if newest.style == .banner, newest.preset != .float { throw o.error(.message, saying: "a \(newest.preset.rawValue) banner shows one line, its title") }
            newest.subtitle = s
        }
        if let b = o.buttons.first { newest.button = b }
    }
}
