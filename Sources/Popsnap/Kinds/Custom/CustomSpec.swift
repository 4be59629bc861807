/// A custom element tree in a spec (`"kind": "custom", "root": {...}`); options cannot describe one.
extension CustomPopup: SpecKind {
    static let name = "custom"
    static let keys = ["kind", "root"]
    static let themeKeys: [String]? = nil
    static let describedByOptions = false
    static let elementsPath = "popup.root"

    static func decode(_ o: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> CustomPopup {
        if let theme { throw theme.error("a custom popup takes its look from its elements, not from a theme") }
        let rootReader = try o.required("root")
        try ElementCensus(rootReader.node).check(rootReader, limits: context.limits)
        return CustomPopup(root: try ElementDecoding(context: context).element(rootReader, defaultName: "container"))
    }

    static func make(options o: SpecOverrides) throws(PopsnapError) -> CustomPopup {
        throw o.error(.kind, saying: "a custom popup is an element tree, which only a spec file can hold")
    }

    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        try o.refuseText(saying: "a custom popup's text is in its elements; change it in the spec file")
    }
}
