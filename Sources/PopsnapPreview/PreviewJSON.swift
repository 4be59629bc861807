import PopsnapFiles
import PopsnapJSON

/// JSON text for the preview's answers: strings quoted with a name's bytes that are not UTF-8 shown as
/// `\xFF`, as messages show them.
enum PreviewJSON {
    static func string(_ s: String) -> String { JSONQuoting.quoted(FileNameBytes.shown(s)) }

    static func strings(_ list: [String]) -> String { "[" + list.map(string).joined(separator: ", ") + "]" }

    /// `{"a": …, "b": …}` from pairs already written as JSON values, in their order.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }
}
