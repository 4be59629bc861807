/// The built-in vector icons, drawn to fill their frame.
public enum Icon: String, Sendable, CaseIterable {
    case info, warning, error, success, question
}
