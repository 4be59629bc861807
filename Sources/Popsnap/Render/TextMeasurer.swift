import PopsnapLayout
import PopsnapText

/// The texts of a scene measured for the layout engine through the typesetter, each text and width
/// once (a stack asks its children's sizes more than once). Used by one layout, on one thread.
final class TextMeasurer {
    let typesetter: Typesetter
    private var cache: [Key: TextLayout] = [:]
    /// The first typesetting error, raised after layout (measuring cannot throw).
    private(set) var error: TextError?

    private struct Key: Hashable {
        let text: String
        let style: TextStyle
        let width: Double?
    }

    init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// A label as wide as its text when it fits; wrapped text takes the width offered.
    func size(of text: String, style: TextStyle, width: Double?) -> Size {
        let key = Key(text: text, style: style, width: width)
        if let cached = cache[key] { return Size(width: cached.size.width, height: cached.size.height) }
        do {
            let l = try typesetter.layout(text, style: style, width: width)
            cache[key] = l
            return Size(width: l.size.width, height: l.size.height)
        } catch {
            if self.error == nil { self.error = error }
            return .zero
        }
    }

    /// The paragraph as drawn in a frame: `height` given, it shrinks or truncates to fit it.
    func layout(_ text: String, style: TextStyle, width: Double, height: Double?) throws(TextError) -> TextLayout {
        if height == nil, let cached = cache[Key(text: text, style: style, width: width)] { return cached }
        return try typesetter.layout(text, style: style, width: width, height: height)
    }
}
