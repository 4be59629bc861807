/// A custom tree's Swift form is its tree in builder syntax.
extension CustomPopup: SwiftConvertible {
    func swiftSource(appearance: Appearance) throws(ConversionError) -> [String] {
        try ElementSource(appearance: appearance).lines(root, defaultName: "container", path: root.name)
    }
}
