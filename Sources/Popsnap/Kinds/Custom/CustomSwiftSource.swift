/// A custom tree's Swift form is its tree in builder syntax, its dynamic look resolved for the spec's traits
/// (the builder's values are fixed colours and sizes; what a name like `systemBackground` would give in
/// the other appearance is not written back).
extension CustomPopup: SwiftConvertible {
    func swiftSource(traits: Traits) throws(ConversionError) -> [String] {
        try ElementSource(appearance: traits.appearance).lines(element(traits: traits), defaultName: "container", path: root.name)
    }
}
