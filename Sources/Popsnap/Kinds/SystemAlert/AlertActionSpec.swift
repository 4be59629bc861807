import PopsnapJSON
/// UIAlertController's actions in a spec and in options, read one way for each of its styles (the system
/// alert and the action sheet): a spec's `actions` and `--button`s.
extension AlertAction {
    /// A spec's `actions`: each a title (a default-style action) or `{"title", "style", "preferred"}`; how
    /// many a kind takes, and which may be preferred, are its own rules (`SpecKind.brokenRule()`), checked on
    /// the values whoever made them.
    static func list(_ list: SpecReader, context: SpecContext) throws(SpecError) -> [AlertAction] {
        let styles = NameTable(Style.self).byName
        let actions = try list.array().map { a throws(SpecError) -> AlertAction in
            if case .string = a.node.value { return AlertAction(try a.nonEmptyText(context)) }
            let ao = try a.object(keys: ["title", "style", "preferred"])
            return AlertAction(try ao.required("title").nonEmptyText(context), style: try ao.optional("style")?.oneOf(styles) ?? .default,
                               preferred: try ao.optional("preferred")?.bool() ?? false)
        }
        return actions
    }

    /// Actions from `--button`s, checked against `rule`: one titled "Cancel" gets the cancel style.
    static func list(_ o: SpecOverrides, rule: ButtonRule) throws(PopsnapError) -> [AlertAction] {
        try o.checkButtons(rule)
        return o.buttons.map { AlertAction($0, style: $0.lowercased() == "cancel" ? .cancel : .default) }
    }
}

/// A kind of UIAlertController's, titled, with a message and actions: `--title`, `--message` and
/// `--button` replace them alike in an alert and an action sheet.
protocol AlertControllerKind: SpecKind {
    var title: String? { get set }
    var message: String? { get set }
    var actions: [AlertAction] { get set }
    /// How many actions it takes.
    static var buttons: ButtonRule { get }
}

extension AlertControllerKind {
    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        if let s = o.title { title = s }
        if let s = o.message { message = s }
        if !o.buttons.isEmpty { actions = try AlertAction.list(o, rule: Self.buttons) }
    }
}

extension SystemAlertPopup: AlertControllerKind {}
extension ActionSheetPopup: AlertControllerKind {}
