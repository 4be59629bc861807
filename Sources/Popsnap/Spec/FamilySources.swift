import PopsnapJSON

/// Where a spec names its font families: every `family` member's string, by its lower-cased name, at its
/// first place in the file (an error there with no message yet).
enum FamilySources {
    static func find(in r: SpecReader) -> [String: SpecError] {
        var places: [String: SpecError] = [:]
        collect(r, into: &places)
        return places
    }

    /// Objects and arrays nest no deeper than the parser allowed, so the recursion is bounded.
    private static func collect(_ r: SpecReader, into places: inout [String: SpecError]) {
        switch r.node.value {
        case .object:
            for (key, value) in (try? r.members()) ?? [] {
                if key == "family", case let .string(name) = value.node.value {
                    if places[name.lowercased()] == nil { places[name.lowercased()] = value.error("") }
                } else {
                    collect(value, into: &places)
                }
            }
        case .array:
            for element in (try? r.array()) ?? [] { collect(element, into: &places) }
        default:
            break
        }
    }
}
