/// A custom tree's Swift form is its tree in builder syntax, `Popup { … }`, its dynamic look (system
/// colours, light and dark pairs, text styles, materials) written as the spec gave it, so the source
/// serves every appearance and text size.
extension CustomPopup: SwiftLeaf {
    func swiftExpression(_ writer: ValueSource, place: String) throws(ConversionError) -> String {
        let lines = try ElementSource(appearance: nil, writer: writer).lines(root, defaultName: "container", path: root.name)
        return (["Popup {"] + lines.map { "    " + $0 } + ["}"]).joined(separator: "\n")
    }
}
