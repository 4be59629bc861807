import PopsnapRaster

/// SVProgressHUD in a spec: `{"kind": "hud", "style": "svprogresshud", "mode": "success", "label": "Saved"}`.
extension SVProgressHUDPopup {
    static let keys = ["kind", "style", "mode", "progress", "label", "look", "foregroundColor", "backgroundColor"]
    static let modes = ["indeterminate", "progress", "info", "success", "error", "text"]
    static let looks = ["light", "dark", "custom"]

    static func decode(_ o: SpecObject, context: SpecContext) throws(SpecError) -> SVProgressHUDPopup {
        let style = HUDStyle.svProgressHUD
        let choices: [String: SVProgressHUDMode] = ["indeterminate": .indeterminate, "progress": .progress(0), "info": .image(.info),
                                                    "success": .image(.success), "error": .image(.error), "text": .text]
        let (chosen, progress) = try style.modeAndProgress(o, choices, determinate: ["progress"])
        var mode = chosen ?? .indeterminate
        if let progress { mode = .progress(progress) }
        let label = try o.optional("label")?.text(context)
        let lookName = try o.optional("look").map { r throws(SpecError) in try style.choice(r, "look", Dictionary(uniqueKeysWithValues: looks.map { ($0, $0) }), of: \.looks) }
        var look: SVProgressHUDLook?
        switch lookName {
        case "light": look = .light
        case "dark": look = .dark
        case "custom":
            // SVProgressHUD.m l.356-357: custom colours default to black on white.
            look = .custom(foreground: try o.optional("foregroundColor")?.color() ?? DynamicColor(.black),
                           background: try o.optional("backgroundColor")?.color() ?? DynamicColor(.white))
        default: look = nil
        }
        if lookName != "custom", let r = o.optional("foregroundColor") ?? o.optional("backgroundColor") {
            throw r.error("the colours are look \"custom\"'s: add \"look\": \"custom\" to use them")
        }
        return SVProgressHUDPopup(mode: mode, status: label, look: look)
    }

    /// Mode text shows the status alone, so it needs one.
    var brokenRule: BrokenKindRule? {
        mode == .text && (status ?? "").isEmpty ? BrokenKindRule([], "mode \"text\" shows the label alone: give a non-empty \"label\"") : nil
    }

    /// SVProgressHUD shows one status, which `--title` or `--message` gives; both would leave one unused.
    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        try o.checkButtons(HUDPopup.buttons)
        if o.title != nil, o.message != nil {
            throw o.error(.title, .message, saying: "SVProgressHUD has one status; give a title or a message, not both")
        }
        if let text = o.message ?? o.title { status = text }
    }
}
