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
    static let source = "<options>"

    func error(_ option: String, _ message: String) -> PopsnapError {
        .spec(SpecError(file: Self.source, path: option, message: message))
    }
}

extension PopupSpec {
    /// The spec in `file` with `overrides` applied, or, without a file, the popup the options describe.
    public static func make(file: String?, overrides o: SpecOverrides) throws(PopsnapError) -> PopupSpec {
        var spec: PopupSpec
        if let file {
            if let kind = o.kind { throw o.error("--kind", "with a spec file the kind is the file's; found --kind \(kind)") }
            spec = try load(contentsOf: file, appearance: o.appearance)
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
        return spec
    }

    private static func fromOptions(kind: String, _ o: SpecOverrides) throws(PopsnapError) -> PopupSpec {
        switch kind {
        case "alert":
            guard o.buttons.count == 1 else {
                throw o.error("--button", "expected one --button for an alert (seed 000's has one), found \(o.buttons.count)")
            }
            return PopupSpec(popup: .alert(AlertContent(title: o.title ?? "", message: o.message ?? "", button: o.buttons[0]), AlertTheme()))
        case "confirmation":
            guard let message = o.message else { throw o.error("--message", "a confirmation needs --message") }
            guard o.buttons.count <= 2 else { throw o.error("--button", "expected at most two buttons (cancel, then OK), found \(o.buttons.count)") }
            let ok = o.buttons.last ?? "OK", cancel = o.buttons.count == 2 ? o.buttons[0] : nil
            return PopupSpec(popup: .confirmation(ConfirmationContent(title: o.title, content: message, ok: ok, cancel: cancel), ConfirmationTheme()))
        case "hud":
            guard o.buttons.isEmpty else { throw o.error("--button", "a HUD has no buttons") }
            return PopupSpec(popup: .hud(HUDContent(label: o.message ?? o.title), HUDTheme()))
        case "system-alert":
            guard !o.buttons.isEmpty else { throw o.error("--button", "a system alert needs at least one --button") }
            let actions = o.buttons.map { AlertAction($0, style: $0.lowercased() == "cancel" ? .cancel : .default) }
            return PopupSpec(popup: .systemAlert(SystemAlertContent(title: o.title, message: o.message, actions: actions), SystemAlertTheme()))
        default:
            throw o.error("--kind", "expected alert, confirmation, hud or system-alert, found \"\(kind)\"")
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
                guard o.buttons.count == 1 else { throw o.error("--button", "an alert has one button, found \(o.buttons.count)") }
                c.button = o.buttons[0]
            }
            popup = .alert(c, t)
        case .confirmation(var c, let t):
            if let s = o.title { c.title = s }
            if let s = o.message { c.content = s }
            if !o.buttons.isEmpty {
                guard o.buttons.count <= 2 else { throw o.error("--button", "expected at most two buttons (cancel, then OK), found \(o.buttons.count)") }
                c.ok = o.buttons.last!
                c.cancel = o.buttons.count == 2 ? o.buttons[0] : nil
            }
            popup = .confirmation(c, t)
        case .hud(var c, let t):
            guard o.buttons.isEmpty else { throw o.error("--button", "a HUD has no buttons") }
            if let s = o.message ?? o.title { c.label = s }
            popup = .hud(c, t)
        case .systemAlert(var c, let t):
            if let s = o.title { c.title = s }
            if let s = o.message { c.message = s }
            if !o.buttons.isEmpty { c.actions = o.buttons.map { AlertAction($0, style: $0.lowercased() == "cancel" ? .cancel : .default) } }
            popup = .systemAlert(c, t)
        case .custom:
            throw o.error("--title", "a custom popup's text is in its elements; change it in the spec file")
        }
    }
}
