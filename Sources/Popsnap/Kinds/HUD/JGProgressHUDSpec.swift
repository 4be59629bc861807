/// JGProgressHUD in a spec: `{"kind": "hud", "style": "jgprogresshud", "mode": "ring", "progress": 0.3, "label": "Loading"}`.
extension JGProgressHUDPopup {
    static let keys = ["kind", "style", "mode", "progress", "label", "details", "look"]
    static let modes = ["indeterminate", "pie", "ring", "success", "error", "text"]
    static let looks = NameTable(JGProgressHUDLook.self).names

    static func decode(_ o: SpecObject, context: SpecContext) throws(SpecError) -> JGProgressHUDPopup {
        let style = HUDStyle.jgProgressHUD
        let choices: [String: JGProgressHUDMode] = ["indeterminate": .indeterminate, "pie": .pie(0), "ring": .ring(0),
                                                    "success": .success, "error": .error, "text": .text]
        let (chosen, progress) = try style.modeAndProgress(o, choices, determinate: ["pie", "ring"])
        var mode = chosen ?? .indeterminate
        switch (mode, progress) {
        case let (.pie, p?): mode = .pie(p)
        case let (.ring, p?): mode = .ring(p)
        default: break
        }
        let label = try o.optional("label")?.text(context), details = try o.optional("details")?.text(context)
        let look = try o.optional("look").map { r throws(SpecError) in
            try style.choice(r, "look", NameTable(JGProgressHUDLook.self).byName, of: \.looks)
        }
        return JGProgressHUDPopup(mode: mode, label: label, details: details, look: look)
    }

    /// Mode text shows the labels alone, so it needs one.
    var brokenRule: BrokenKindRule? {
        mode == .text && (label ?? "").isEmpty && (details ?? "").isEmpty
            ? BrokenKindRule([], "mode \"text\" shows the labels alone: give a non-empty \"label\" or \"details\"") : nil
    }

    /// JGProgressHUD has two labels: `--title` is its text and `--message` its detail text.
    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        try o.checkButtons(HUDPopup.buttons)
        if let text = o.title { label = text }
        if let text = o.message { details = text }
    }
}
