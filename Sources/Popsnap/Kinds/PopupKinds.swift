import PopsnapJSON
/// The kinds a spec's `popup.kind` and `--kind` can name. Adding a kind is adding its folder and its line here.
public enum PopupKinds {
    static let all: [any SpecKind.Type] = [AlertPopup.self, ConfirmationPopup.self, HUDPopup.self, SystemAlertPopup.self, CustomPopup.self, ActionSheetPopup.self,
                                           SheetPopup.self, ToastPopup.self, NotificationPopup.self]

    /// Every kind a spec's `popup.kind` names: "alert", "confirmation", "hud", "system-alert", "custom", "action-sheet", "sheet", "toast"
    /// and "notification".
    public static var names: [String] { all.map { $0.name } }

    static let byName: [String: any SpecKind.Type] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The kinds `--kind` takes: those the options alone describe.
    public static var optionNames: [String] { all.filter { $0.describedByOptions }.map { $0.name } }

    /// The `popup` object, by its `kind`, with the spec's `theme` for that kind.
    static func decode(_ r: SpecReader, theme: SpecReader?, context: SpecContext) throws(SpecError) -> any SpecKind {
        guard case let .object(members) = r.node.value, let kindNode = members.first(where: { $0.key == "kind" }) else {
            _ = try r.object(keys: ["kind"])   // the right error: not an object, or no kind
            throw r.error("missing required key \"kind\"")
        }
        let kind = try SpecReader(file: r.file, node: kindNode.value, path: r.path + ".kind").oneOf(byName)
        let popup = try kind.decode(try r.object(keys: kind.keys), theme: theme, context: context)
        if let broken = popup.brokenRule() { throw broken.error(in: r) }
        return popup
    }
}
