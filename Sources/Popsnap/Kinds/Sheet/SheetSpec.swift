import PopsnapJSON

/// A sheet in a spec (`"kind": "sheet", "detent": "medium" | "large" | POINTS, "grabber": true, "root": TREE`,
/// the root a custom tree as `"kind": "custom"` takes) and in options (`--kind sheet`: `--title` and
/// `--message` at the top of a default tree, one `--button` at its bottom).
extension SheetPopup: SpecKind {
    static let name = "sheet"
    static let keys = ["kind", "detent", "grabber", "root"]
    static let elementsPath = "popup.root"

    /// The rules of the popup it holds, at `root`.
    func brokenRule() -> BrokenKindRule? {
        (root as? any SpecKind)?.brokenRule().map { BrokenKindRule([.key("root")] + $0.steps, $0.message) }
    }
    /// The default tree has one button at most.
    static let buttons = ButtonRule(counts: 0...1, expected: "at most one button (a sheet's default content has one, at its bottom)")

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> SheetPopup {
        let rootReader = try o.required("root")
        try ElementCensus(rootReader.node).check(rootReader, limits: context.limits)
        let root = try ElementDecoding(context: context).element(rootReader, defaultName: "content")
        var popup = SheetPopup(detent: try o.optional("detent").map(detent) ?? .medium, grabber: try o.optional("grabber")?.bool() ?? false,
                               root: CustomPopup(root: root))
        if let theme { try ThemeDecoding.apply(&popup.theme, &popup.glassTheme, themeSetters, theme, context: context) }
        return popup
    }

    /// `"medium"`, `"large"`, or a height in points above the bottom safe area.
    private static func detent(_ r: SpecReader) throws(SpecError) -> SheetDetent {
        if case .number = r.node.value { return .height(try r.number(in: 1...10_000)) }
        guard case .string = r.node.value else { throw r.error(expected: "\"medium\", \"large\" or a height in points") }
        switch try r.oneOf(SheetDetent.Name.self) {
        case .medium: return .medium
        case .large: return .large
        }
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> SheetPopup {
        try o.checkButtons(buttons)
        return SheetPopup(root: CustomPopup(root: SheetOptionsContent.root(title: o.title, message: o.message, button: o.buttons.first)))
    }

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        try o.refuseText(saying: "a sheet's text is in its root tree; change it in the spec file")
    }

    /// The keys of a spec's `theme`, each set in both looks' themes, so one spec draws either (a key one
    /// look does not draw changes only the other).
    static var themeSetters: [String: ThemeDecoding.Setter<SheetTheme>] {
        typealias D = ThemeDecoding
        return [
            "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve), "background": D.color(\.background),
            "topGap": D.length(\.topGap), "grabberWidth": D.length(\.grabber.width), "grabberHeight": D.length(\.grabber.height),
            "grabberTop": D.length(\.grabber.top), "grabberColor": D.color(\.grabber.color), "backdrop": D.color(\.backdrop),
            "presentingScale": scale(\.presentingScale), "presentingCornerRadius": D.length(\.presentingCornerRadius),
            "material": D.material(\.material), "floatingInset": D.length(\.floatingInset),
        ]
    }

    /// A fraction of the screen's size, more than 0 and at most 1.
    private static func scale<T>(_ kp: WritableKeyPath<T, Double>) -> ThemeDecoding.Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in
            let s = try r.number(in: 0...1)
            guard s > 0 else { throw r.error("expected a number more than 0 and at most 1, found 0") }
            t[keyPath: kp] = s
        }
    }

    static var themeKeys: [String]? { themeSetters.keys.sorted() }
}
