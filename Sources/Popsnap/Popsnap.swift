/// Popsnap: popups from specs to pixels. See `PopupSpec`, `PopupScene` and `PopupRenderer`.
public enum Popsnap {
    /// The version `popsnap --version` prints.
    public static let version = "0.1.0"
}
