import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// One element of a popup: a stack, an overlay, a text, a button, an icon, an image, a spacer, a box or an
/// activity indicator, with its layout and its look. Every popup kind is a tree of these, so the presets
/// are data, and a custom popup written in JSON is drawn by exactly the same code.
///
/// ```swift
/// var title = Element(kind: .text, name: "title", role: "title")
/// title.text = "Error"
/// title.textStyle = TextStyle(size: 23, weight: .bold, alignment: .center)
/// title.textColor = .white
/// ```
public struct Element: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case vstack, hstack, overlay, text, button, icon, image, spacer, box, indicator, progress
    }

    public var kind: Kind
    /// This element's segment of its path ("title" in "container/title").
    public var name: String
    /// What the element is for ("container", "title", "message", "button", …), reported by `popsnap layout`.
    public var role: String
    public var children: [Element] = []

    // Layout.
    public var spacing: Double = 0
    public var horizontalAlignment: HorizontalAlignment = .fill
    public var verticalAlignment: VerticalAlignment = .fill
    public var distribution: Distribution = .fill
    public var sizing = Sizing()
    public var padding = EdgeInsets.zero
    /// Absent elements collapse, as views removed from a UIStackView.
    public var isPresent = true
    /// Where the element sits across its stack, overriding the stack's alignment.
    public var alignSelf: CrossAlignment?
    /// A spacer's fixed length; nil for one that takes the space left.
    public var length: Double?

    // Look.
    public var background: Fill?
    public var cornerRadius: Double = 0
    public var border: Border?
    public var shadow: ShadowStyle?
    /// Children are cut by the element's rounded bounds (CALayer.masksToBounds).
    public var clipsContent = false
    public var opacity: Double = 1

    // Content.
    public var text: String?
    public var textStyle = TextStyle(size: 17)
    public var textColor = Color.black
    public var icon: Icon?
    public var iconColor = Color.black
    public var image: Image?
    /// A progress value, 0...1, for `.progress` elements; the look is `progressStyle`.
    public var progress: Double = 0
    public var progressStyle: ProgressStyle = .ring
    /// For `.indicator`: which spoke is brightest (the animation advances it).
    public var indicatorPhase = 0

    public init(kind: Kind, name: String, role: String) {
        self.kind = kind
        self.name = name
        self.role = role
    }

    /// A label or a button with its text; absent when `text` is nil, as the seeds drop a nil title.
    public static func text(_ kind: Kind = .text, name: String, role: String, _ text: String?, style: TextStyle, color: Color) -> Element {
        var e = Element(kind: kind, name: name, role: role)
        e.text = text
        e.isPresent = text != nil
        e.textStyle = style
        e.textColor = color
        return e
    }
}

/// What fills an element's bounds.
public enum Fill: Sendable, Equatable {
    case color(Color)
    /// Colours evenly spaced from top to bottom.
    case verticalGradient([Color])
}

/// A border drawn inside the bounds, over the content, as CALayer.borderWidth.
public struct Border: Sendable, Equatable {
    public var width: Double
    public var color: Color
    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}

/// A drop shadow, as CALayer's shadow properties (radius in points, as shadowRadius).
public struct ShadowStyle: Sendable, Equatable {
    public var color: Color
    public var offset: (x: Double, y: Double)
    public var radius: Double
    public init(color: Color, offsetX: Double = 0, offsetY: Double = 0, radius: Double) {
        self.color = color
        offset = (offsetX, offsetY)
        self.radius = radius
    }
    public static func == (a: ShadowStyle, b: ShadowStyle) -> Bool {
        a.color == b.color && a.offset == b.offset && a.radius == b.radius
    }
}

/// The look of a determinate progress element.
public enum ProgressStyle: String, Sendable, CaseIterable {
    case ring, pie, bar
}
