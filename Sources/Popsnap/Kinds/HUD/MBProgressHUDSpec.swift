/// MBProgressHUD in a spec: `"kind": "hud", "style": "mbprogresshud"`, its own keys and theme.
extension MBProgressHUDPopup {
    static let keys = ["kind", "style", "mode", "progress", "label", "details", "cancelButton", "icon"]

    /// MBProgressHUDMode's cases (MBProgressHUD.h:39-52) by their names less the prefix, each made from the
    /// spec's progress (the determinate ones) or icon (the custom view).
    static let modeMakers: [String: @Sendable (_ progress: Double, _ icon: Icon) -> MBProgressHUDMode] = [
        "indeterminate": { _, _ in .indeterminate },
        "determinate": { p, _ in .determinate(progress: p) },
        "determinateHorizontalBar": { p, _ in .determinateHorizontalBar(progress: p) },
        "annularDeterminate": { p, _ in .annularDeterminate(progress: p) },
        "customView": { _, icon in .customView(icon) },
        "text": { _, _ in .text },
    ]
    static var modes: [String] { modeMakers.keys.sorted() }
    static let determinateModes = ["annularDeterminate", "determinate", "determinateHorizontalBar"]
    /// The demo's custom view is a check mark (Demo/HudDemo/MBHudDemoViewController.m, customViewExample).
    static let defaultIcon = Icon.success
    /// One button, MBProgressHUD's `button` (the demo's Cancel); `--button` gives its title.
    static let buttons = ButtonRule(counts: 0...1, expected: "at most one button (MBProgressHUD has one, for cancelling)")

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> MBProgressHUDPopup {
        let named: [String: String] = Dictionary(uniqueKeysWithValues: modes.map { ($0, $0) })
        let mode: String = try o.optional("mode").map { r throws(SpecError) in try HUDStyle.mbProgressHUD.choice(r, "mode", named, of: \.modes) } ?? "indeterminate"
        let progress = try o.optional("progress")?.number(in: 0...1)
        let determinate = determinateModes.contains(mode)
        if determinate, progress == nil { throw o.error("missing required key \"progress\" (0 to 1) for the \(mode) mode") }
        if !determinate, let p = o.optional("progress") {
            throw p.error("only the \(SpecWording.list(determinateModes, or: false)) modes take a progress")
        }
        let icons = NameTable(Icon.self).byName
        let icon = try o.optional("icon")?.oneOf(icons)
        if mode != "customView", let i = o.optional("icon") { throw i.error("only the customView mode takes an icon") }
        var t = MBProgressHUDTheme()
        if let theme { try ThemeDecoding.apply(&t, theme, context: context, themeSetters) }
        return MBProgressHUDPopup(mode: modeMakers[mode]!(progress ?? 0, icon ?? defaultIcon),
                                  label: try o.optional("label")?.text(context), details: try o.optional("details")?.text(context),
                                  button: try o.optional("cancelButton")?.nonEmptyText(context), theme: t)
    }

    /// `--title` is the label, `--message` the details label and a `--button` the button, as MBProgressHUD
    /// has all three.
    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        try o.checkButtons(Self.buttons)
        if let s = o.title { label = s }
        if let s = o.message { details = s }
        if let s = o.buttons.first { button = s }
    }

    static var themeSetters: [String: ThemeDecoding.Setter<MBProgressHUDTheme>] {
        typealias D = ThemeDecoding
        return [
            "material": D.material(\.material), "background": D.flatBackground(\.background, replacing: \.material),
            "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve), "margin": D.length(\.margin), "spacing": D.length(\.spacing),
            "minimumWidth": D.length(\.minimumWidth), "minimumHeight": D.length(\.minimumHeight), "square": D.bool(\.square),
            "contentColor": D.color(\.contentColor), "labelFont": D.font(\.labelFont), "detailsFont": D.font(\.detailsFont),
            "buttonFont": D.font(\.buttonFont), "backdrop": D.optionalColor(\.backdrop),
        ]
    }
}
