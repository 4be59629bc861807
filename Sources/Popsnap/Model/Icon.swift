/// The built-in vector icons, drawn to fill their frame.
public enum Icon: String, Sendable, CaseIterable {
    /// `info`: a white "i" on a disc of the icon's colour; `warning`: a white "!" on a triangle; `error`: a
    /// white cross on a disc; `success`: a white check mark on a disc; `question`: a white "?" on a disc.
    /// A spec names them by these raw values.
    case info, warning, error, success, question
}
