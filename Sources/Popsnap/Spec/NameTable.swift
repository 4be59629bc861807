/// The names of an enum whose raw values are what specs and the command line spell: the table a name is
/// looked up in and the wording of the choices, one reader for the spec decoder and the CLI alike.
///
/// ```swift
/// NameTable(Orientation.self).byName["landscape"]   // .landscape
/// NameTable(Orientation.self).oneOf                 // one of "landscape", "portrait"
/// ```
public struct NameTable<Value: CaseIterable & RawRepresentable> where Value.RawValue == String {
    /// Every case by its name.
    public let byName: [String: Value]
    /// The names in the order the cases are declared, as help lists them.
    public let names: [String]

    /// The table of `type`'s cases, by their raw values.
    public init(_ type: Value.Type = Value.self) {
        names = Value.allCases.map(\.rawValue)
        byName = Dictionary(uniqueKeysWithValues: Value.allCases.map { ($0.rawValue, $0) })
    }

    /// `one of "a", "b", "c"`, sorted so that a message is the same on every run.
    public var oneOf: String { SpecWording.oneOf(names) }
}
