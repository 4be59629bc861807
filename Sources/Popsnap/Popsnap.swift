// `import Popsnap` brings the whole pipeline: colours and images, text, layout, PNG.
@_exported import PopsnapLayout
@_exported import PopsnapPNG
@_exported import PopsnapRaster
@_exported import PopsnapText

/// Popsnap: popups from specs to pixels. See `PopupSpec`, `PopupScene` and `PopupRenderer`.
public enum Popsnap {
    /// The version `popsnap --version` prints.
    public static let version = "0.1.0"
}
