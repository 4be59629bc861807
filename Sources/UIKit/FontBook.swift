import Popsnap
import PopsnapText

/// The one typesetter every label measures and draws with: Popsnap's fonts (the embedded ones, or
/// `POPSNAP_FONTS_DIR`'s), loaded once, so a label and a spec's text are set alike.
enum FontBook {
    static let typesetter: Result<Typesetter, PopsnapError> = Result { () throws(PopsnapError) in try PopupRenderer().typesetter }

    /// The typesetter, or the reason the fonts could not be loaded, worded for the view being drawn.
    static func loaded(for view: String) throws(ViewDrawingError) -> Typesetter {
        switch typesetter {
        case let .success(t): return t
        case let .failure(error): throw ViewDrawingError(view: view, reason: "Popsnap's fonts could not be loaded: \(error)")
        }
    }

    /// Whether `family` is a font Popsnap can set text in (bundled or installed).
    static func hasFamily(_ family: String) -> Bool {
        guard case let .success(t) = typesetter else { return false }
        return (try? t.fonts.font(family: family)) != nil
    }

    /// `text` laid out in `style`, `width` wide at most (nil: one line as long as it is); an empty
    /// layout when the fonts could not be loaded (drawing reports that error).
    static func layout(_ text: String, style: TextStyle, width: Double?, height: Double? = nil) -> TextLayout? {
        guard case let .success(t) = typesetter else { return nil }
        return try? t.layout(text, style: style, width: width, height: height)
    }

    /// The height of one line of `style`.
    static func lineHeight(of style: TextStyle) -> Double {
        layout(" ", style: style, width: nil)?.lineHeight ?? 0
    }
}
