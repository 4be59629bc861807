import PopsnapRaster

extension PopupSpec {
    static let kinds = ["alert", "confirmation", "hud", "system-alert", "custom"]

    /// The keys each kind's `popup` object takes; the decoder checks them and the schema test compares them
    /// with `popsnap.schema.json`.
    static let popupKeys: [String: [String]] = [
        "alert": ["kind", "title", "message", "button", "buttons"],
        "confirmation": ["kind", "icon", "title", "message", "ok", "cancel"],
        "hud": ["kind", "mode", "progress", "label"],
        "system-alert": ["kind", "title", "message", "actions", "stacked"],
        "custom": ["kind", "root"],
    ]

    /// A HUD's modes, in the order of `HUDMode`'s cases.
    static let hudModes = ["indicator", "ring", "pie", "bar", "success", "error"]

    /// The `popup` object, by its `kind`, with the `theme` overrides for that kind.
    static func decodePopup(_ r: SpecReader, theme: SpecReader?, appearance: Appearance, files: SpecFiles,
                            limits: SpecLimits) throws(SpecError) -> Popup {
        guard case let .object(members) = r.node.value, let kindNode = members.first(where: { $0.key == "kind" }) else {
            _ = try r.object(keys: ["kind"])   // the right error: not an object, or no kind
            throw r.error("missing required key \"kind\"")
        }
        let kind = try SpecReader(file: r.file, node: kindNode.value, path: r.path + ".kind").oneOf(Dictionary(uniqueKeysWithValues: kinds.map { ($0, $0) }))
        let o = try r.object(keys: popupKeys[kind]!)
        switch kind {
        case "alert":
            let button: String
            if let one = o.optional("button") {
                if o.contains("buttons") { throw o.error("give \"button\" or \"buttons\", not both") }
                button = try one.string()
            } else if let many = o.optional("buttons") {
                let titles = try many.array().map { b throws(SpecError) in try b.string() }
                if let problem = PopupButtons.problem(titles, kind: kind) { throw many.error(problem) }
                button = titles[0]
            } else {
                throw o.error("missing required key \"button\": an alert has one button")
            }
            var t = AlertTheme()
            if let theme { try ThemeDecoding.alert(&t, theme, appearance: appearance) }
            return .alert(AlertContent(title: try o.required("title").string(), message: try o.required("message").string(), button: button), t)
        case "confirmation":
            var t = ConfirmationTheme()
            if let theme { try ThemeDecoding.confirmation(&t, theme, appearance: appearance) }
            return .confirmation(ConfirmationContent(icon: try o.optional("icon").map { i throws(SpecError) in try icon(i, files: files) },
                                                     title: try o.optional("title")?.string(),
                                                     content: try o.required("message").string(),
                                                     ok: try o.optional("ok")?.nonEmptyString() ?? "OK",
                                                     cancel: try o.optional("cancel")?.nonEmptyString()), t)
        case "hud":
            let modeIndex: [String: Int] = Dictionary(uniqueKeysWithValues: hudModes.enumerated().map { ($1, $0) })
            let mode = try o.optional("mode")?.oneOf(modeIndex) ?? 0
            let progress = try o.optional("progress")?.number(in: 0...1)
            if (1...3).contains(mode), progress == nil { throw o.error("missing required key \"progress\" (0 to 1) for a determinate HUD") }
            if !(1...3).contains(mode), let p = o.optional("progress") { throw p.error("only the ring, pie and bar modes take a progress") }
            let value = progress ?? 0
            let modes: [HUDMode] = [.indicator, .ring(progress: value), .pie(progress: value), .bar(progress: value), .success, .error]
            var t = HUDTheme()
            if let theme { try ThemeDecoding.hud(&t, theme, appearance: appearance) }
            return .hud(HUDContent(mode: modes[mode], label: try o.optional("label")?.string()), t)
        case "system-alert":
            let list = try o.required("actions")
            let actions = try list.array().map { a throws(SpecError) -> AlertAction in
                if case .string = a.node.value { return AlertAction(try a.nonEmptyString()) }
                let ao = try a.object(keys: ["title", "style"])
                let styles = Dictionary(uniqueKeysWithValues: AlertAction.Style.allCases.map { ($0.rawValue, $0) })
                return AlertAction(try ao.required("title").nonEmptyString(), style: try ao.optional("style")?.oneOf(styles) ?? .default)
            }
            if let problem = PopupButtons.problem(actions.map(\.title), kind: kind) { throw list.error(problem) }
            var t = SystemAlertTheme()
            if let theme { try ThemeDecoding.systemAlert(&t, theme, appearance: appearance) }
            return .systemAlert(SystemAlertContent(title: try o.optional("title")?.string(), message: try o.optional("message")?.string(),
                                                   actions: actions, forceStacked: try o.optional("stacked")?.bool() ?? false), t)
        default:
            if let theme { throw theme.error("a custom popup takes its look from its elements, not from a theme") }
            let rootReader = try o.required("root")
            try ElementCensus(rootReader.node).check(rootReader, limits: limits)
            let root = try ElementDecoding(appearance: appearance, files: files).element(rootReader, defaultName: "container")
            return .custom(root, backdrop: nil)
        }
    }

    /// A built-in icon's name, or `{"image": "file.png"}`.
    static func icon(_ r: SpecReader, files: SpecFiles) throws(SpecError) -> IconContent {
        if case .string = r.node.value {
            return .builtIn(try r.oneOf(Dictionary(uniqueKeysWithValues: Icon.allCases.map { ($0.rawValue, $0) })))
        }
        return .image(try files.png(r.object(keys: ["image"]).required("image")))
    }
}
