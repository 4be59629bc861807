import PopsnapLayout
import PopsnapText
import PopsnapGeometry

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

    /// A label as wide as its text when it fits; wrapped text takes the width offered. Placed by its
    /// baselines, it is as tall as they ask.
    func size(of text: String, style: TextStyle, width: Double?, baselines: BaselineInsets? = nil) -> Size {
        let key = Key(text: text, style: style, width: width)
        let l: TextLayout
        if let cached = cache[key] { l = cached } else {
            do {
                l = try typesetter.layout(text, style: style, width: width)
                cache[key] = l
            } catch {
                if self.error == nil { self.error = error }
                return .zero
            }
        }
        let height = baselines.map { $0.height(firstBaseline: l.firstBaseline, lastBaseline: l.lastBaseline) } ?? l.size.height
        return Size(width: l.size.width, height: height)
    }

    /// The paragraph as drawn in a frame: `height` given, it shrinks or truncates to fit it.
    func layout(_ text: String, style: TextStyle, width: Double, height: Double?) throws(TextError) -> TextLayout {
        if height == nil, let cached = cache[Key(text: text, style: style, width: width)] { return cached }
        return try typesetter.layout(text, style: style, width: width, height: height)
    }
}
