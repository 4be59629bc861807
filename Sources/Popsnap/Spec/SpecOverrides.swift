import PopsnapPNG
import PopsnapRaster

/// What command-line options say about a popup: alone they describe one; with a spec file they change it.
public struct SpecOverrides: Sendable {
    public var scale: Int?
    public var device: String?
    public var size: (width: Int, height: Int)?
    public var appearance: Appearance?
    public var kind: String?
    public var title: String?
    public var message: String?
    public var buttons: [String] = []
    /// A colour, or the path of a PNG screenshot.
    public var background: String?

    public init() {}

    /// Where option errors point: the options, not a file.
    public static let source = "<options>"

    func error(_ option: String, _ message: String) -> PopsnapError {
        .spec(SpecError(file: Self.source, path: option, message: message))
    }
}

extension PopupSpec {
    /// The spec in `file` with `overrides` applied, or, without a file, the popup the options describe;
    /// `limits` are checked on the result, before anything is laid out or painted.
    public static func make(file: String?, overrides o: SpecOverrides, limits: SpecLimits = .default) throws(PopsnapError) -> PopupSpec {
        var spec: PopupSpec
        if let file {
            if let kind = o.kind { throw o.error("--kind", "with a spec file the kind is the file's; found --kind \(kind)") }
            spec = try read(contentsOf: file, appearance: o.appearance, limits: limits)
            try spec.apply(text: o)
        } else {
            guard let kind = o.kind else { throw o.error("--kind", "expected a spec file or --kind (alert, confirmation, hud or system-alert)") }
            spec = try fromOptions(kind: kind, o)
        }
        if let a = o.appearance { spec.appearance = a }
        if let s = o.scale {
            guard (1...3).contains(s) else { throw o.error("--scale", "expected 1, 2 or 3, found \(s)") }
            spec.scale = s
        }
        if let d = o.device {
            guard let device = Device(rawValue: d) else {
                throw o.error("--device", "expected one of \(Device.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(d)\"")
            }
            spec.canvas = device.size
        }
        if let s = o.size { spec.canvas = (Double(s.width), Double(s.height)) }
        if let b = o.background {
            if b.lowercased().hasSuffix(".png") {
                spec.inputFiles.append(b)
                do { spec.background = .image(try PNG.read(contentsOf: b)) } catch { throw o.error("--background", "expected a PNG file, but \(error)") }
            } else {
                do { spec.background = .color(try Color(parsing: b, appearance: spec.appearance)) } catch {
                    throw o.error("--background", "expected a colour or a PNG file, found \"\(b)\"")
                }
            }
        }
        _ = try PopupRenderer.pixelSize(of: spec.scene())
        // Checked on the final canvas and scale, so `--scale 1` can bring a spec within the budget.
        do { try SpecBudget.check(spec, limits: limits, file: file ?? SpecOverrides.source) } catch { throw .spec(error) }
        return spec
    }

    private static func fromOptions(kind: String, _ o: SpecOverrides) throws(PopsnapError) -> PopupSpec {
        guard PopupSpec.kinds.contains(kind), kind != "custom" else {
            throw o.error("--kind", "expected alert, confirmation, hud or system-alert, found \"\(kind)\"")
        }
        // Without a file a confirmation's OK is "OK" unless given; every other count is the kind's rule.
        if kind != "confirmation" || !o.buttons.isEmpty { try o.checkButtons(kind: kind) }
        switch kind {
        case "alert":
            return PopupSpec(popup: .alert(AlertContent(title: o.title ?? "", message: o.message ?? "", button: o.buttons[0]), AlertTheme()))
        case "confirmation":
            guard let message = o.message else { throw o.error("--message", "a confirmation needs --message") }
            let ok = o.buttons.last ?? "OK", cancel = o.buttons.count == 2 ? o.buttons[0] : nil
            return PopupSpec(popup: .confirmation(ConfirmationContent(title: o.title, content: message, ok: ok, cancel: cancel), ConfirmationTheme()))
        case "hud":
            return PopupSpec(popup: .hud(HUDContent(label: try o.hudLabel()), HUDTheme()))
        default:
            return PopupSpec(popup: .systemAlert(SystemAlertContent(title: o.title, message: o.message, actions: o.actions), SystemAlertTheme()))
        }
    }

    /// Options that change a spec file's text.
    private mutating func apply(text o: SpecOverrides) throws(PopsnapError) {
        guard o.title != nil || o.message != nil || !o.buttons.isEmpty else { return }
        switch popup {
        case .alert(var c, let t):
            if let s = o.title { c.title = s }
            if let s = o.message { c.message = s }
            if !o.buttons.isEmpty {
                try o.checkButtons(kind: "alert")
                c.button = o.buttons[0]
            }
            popup = .alert(c, t)
        case .confirmation(var c, let t):
            if let s = o.title { c.title = s }
            if let s = o.message { c.content = s }
            if !o.buttons.isEmpty {
                try o.checkButtons(kind: "confirmation")
                c.ok = o.buttons.last!
                c.cancel = o.buttons.count == 2 ? o.buttons[0] : nil
            }
            popup = .confirmation(c, t)
        case .hud(var c, let t):
            try o.checkButtons(kind: "hud")
            if let label = try o.hudLabel() { c.label = label }
            popup = .hud(c, t)
        case .systemAlert(var c, let t):
            if let s = o.title { c.title = s }
            if let s = o.message { c.message = s }
            if !o.buttons.isEmpty {
                try o.checkButtons(kind: "system-alert")
                c.actions = o.actions
            }
            popup = .systemAlert(c, t)
        case .custom:
            let given = [("--title", o.title != nil), ("--message", o.message != nil), ("--button", !o.buttons.isEmpty)]
            throw o.error(given.filter(\.1).map(\.0).joined(separator: ", "),
                          "a custom popup's text is in its elements; change it in the spec file")
        }
    }
}

extension SpecOverrides {
    /// The `--button`s against the kind's rule, the same one a spec's buttons meet.
    func checkButtons(kind: String) throws(PopsnapError) {
        if let problem = PopupButtons.problem(buttons, kind: kind) { throw error("--button", problem) }
    }

    /// A HUD shows one label, which `--title` or `--message` gives; both would leave one unused.
    func hudLabel() throws(PopsnapError) -> String? {
        if title != nil, message != nil {
            throw error("--title, --message", "a HUD has one label; give --title or --message, not both")
        }
        return message ?? title
    }

    /// A system alert's actions from `--button`s: one titled "Cancel" gets the cancel style.
    var actions: [AlertAction] {
        buttons.map { AlertAction($0, style: $0.lowercased() == "cancel" ? .cancel : .default) }
    }
}
