// Popsnap: popups from specs to pixels. Start at `PopupSpec` (what to draw), `PopupScene` (it laid out
// for a screen) and `PopupRenderer` (its pixels).

/// The version of this build of Popsnap, the one `popsnap --version` prints. Not named `Popsnap`: a type
/// named like its module hides the module, so `Popsnap.PopupSpec` would not compile.
public enum PopsnapVersion {
    /// "0.1.0".
    public static let current = "0.1.0"
}
