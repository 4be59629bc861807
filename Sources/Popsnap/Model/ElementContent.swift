import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

extension Element {
    /// What an element is and shows. Each case carries the fields only that kind has, so a font can
    /// only be given to a text, a spacing only to a stack: the compiler, not a table, keeps them apart.
    public enum Content: Sendable {
        /// Children in a column, placed across by the stack's alignment.
        case vstack(Stack<HorizontalAlignment>)
        /// Children in a row, placed across by the stack's alignment.
        case hstack(Stack<VerticalAlignment>)
        /// Children on one another, back to front, placed by both alignments.
        case overlay(Overlay)
        /// A paragraph, as a UILabel.
        case text(Label)
        /// A button's title, as a UIButton's label (read by VoiceOver as a button).
        case button(Label)
        /// A symbol scaled into the frame, in the element's colour.
        case icon(Symbol)
        /// A picture at its size unless sized, fitted to the frame.
        case image(Picture)
        /// Empty space: `length` points along its stack, or the space left when nil.
        case spacer(length: Double?)
        /// A plain rectangle, for its background and border.
        case box
        /// An activity indicator, as UIActivityIndicatorView.
        case indicator(Indicator)
        /// A determinate progress, as UIProgressView or a HUD's ring.
        case progress(Progress)

        /// Its kind, as a spec's `"type"` names it.
        public var kind: Kind {
            switch self {
            case .vstack: .vstack
            case .hstack: .hstack
            case .overlay: .overlay
            case .text: .text
            case .button: .button
            case .icon: .icon
            case .image: .image
            case .spacer: .spacer
            case .box: .box
            case .indicator: .indicator
            case .progress: .progress
            }
        }

        /// A text's or a button's paragraph; nil for every other kind.
        public var label: Label? {
            switch self {
            case let .text(l), let .button(l): l
            default: nil
            }
        }

        /// Changes a text's or a button's label; every other kind has none, and is left as it is.
        mutating func changeLabel(_ change: (inout Label) -> Void) {
            switch self {
            case var .text(l): change(&l); self = .text(l)
            case var .button(l): change(&l); self = .button(l)
            default: break
            }
        }

        /// Shapes drawn in place of the built-in look of an icon, indicator or progress; nil otherwise.
        public var drawing: CustomDrawing? {
            switch self {
            case let .icon(s): if case let .drawn(d) = s { d } else { nil }
            case let .indicator(i): i.drawing
            case let .progress(p): p.drawing
            default: nil
            }
        }

        /// How the layout engine sizes and places it.
        var layoutContent: LayoutContent {
            switch self {
            case let .vstack(s): .vstack(spacing: s.spacing, alignment: s.alignment, distribution: s.distribution)
            case let .hstack(s): .hstack(spacing: s.spacing, alignment: s.alignment, distribution: s.distribution)
            case let .overlay(o): .overlay(alignment: o.horizontal, vertical: o.vertical, wholePointCentre: o.centresOnWholePoints)
            case .text, .button: .text
            case let .image(p): .image(p.size)
            case let .spacer(length): .spacer(length)
            case .icon, .box, .indicator, .progress: .box
            }
        }
    }

    /// What an element is, as a spec's `"type"` names it by its raw value.
    public enum Kind: String, Sendable, CaseIterable {
        /// See the `Content` case of the same name.
        case vstack, hstack, overlay, text, button, icon, image, spacer, box, indicator, progress

        /// Stacks and overlays: the kinds that place children.
        public var isContainer: Bool { self == .vstack || self == .hstack || self == .overlay }
    }

    /// Shapes in the element's own points drawn in place of an icon's, indicator's or progress's built-in
    /// look (a HUD library's rings and marks), made when the element is painted from its colour, progress
    /// and indicator phase, so animations and recolouring reach them as they reach the built-in ones.
    public typealias CustomDrawing = @Sendable (_ ink: Color, _ progress: Double, _ phase: Int) -> Drawing

    /// What a stack's alignment across it can be: `.fill` stretches its children.
    public protocol StackAlignment: Sendable, Equatable {
        /// Stretched across the stack, the default.
        static var fill: Self { get }
    }

    /// A stack's spacing, alignment across it and distribution along it, as UIStackView's.
    public struct Stack<Alignment: StackAlignment>: Sendable, Equatable {
        /// Points between neighbouring children.
        public var spacing: Double
        /// Where children sit across the stack; `.fill` stretches them.
        public var alignment: Alignment
        /// How the stack shares its length among its children.
        public var distribution: Distribution

        /// Children `spacing` points apart (0 by default), stretched across unless `alignment` says otherwise,
        /// keeping their lengths unless `distribution` says otherwise.
        /// ```swift
        /// let buttons = Element(.hstack(Element.Stack(spacing: 8, distribution: .fillEqually)), name: "buttons", role: "buttons")
        /// ```
        public init(spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill) {
            self.spacing = spacing
            self.alignment = alignment
            self.distribution = distribution
        }
    }

    /// How an overlay places its children, across and down.
    public struct Overlay: Sendable, Equatable {
        /// Where children sit across; `.fill` stretches them.
        public var horizontal: HorizontalAlignment
        /// Where children sit up and down; `.fill` stretches them.
        public var vertical: VerticalAlignment
        /// Centred children sit at whole-point offsets, rounding down, as seed 002's layoutSubviews does.
        public var centresOnWholePoints: Bool

        /// Children placed by `horizontal` and `vertical` (stretched by default).
        /// ```swift
        /// let badge = Element(.overlay(Element.Overlay(horizontal: .trailing, vertical: .top)), name: "badge", role: "badge")
        /// ```
        public init(horizontal: HorizontalAlignment = .fill, vertical: VerticalAlignment = .fill, centresOnWholePoints: Bool = false) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.centresOnWholePoints = centresOnWholePoints
        }
    }

    /// A text's or a button's string and its font, which may follow the user's text size (a text style's
    /// font is resolved for the scene's content size when it is laid out).
    public struct Label: Sendable, Equatable {
        /// The string shown; nil shows nothing.
        public var text: String?
        /// Font, size in points, weight, line height and alignment, and the text style it follows, if any.
        public var font: DynamicFont

        /// `text` in `font`: `Element.Label("Saved", font: .headline)`.
        public init(_ text: String?, font: DynamicFont) {
            self.text = text
            self.font = font
        }

        /// `text` in a fixed `style` (17 pt regular unless given).
        /// ```swift
        /// let title = Element.Label("Saved", style: TextStyle(size: 17, weight: .semibold))
        /// ```
        public init(_ text: String?, style: TextStyle = TextStyle(size: 17)) {
            self.init(text, font: DynamicFont(style))
        }
    }

    /// What an icon draws: one of Popsnap's symbols, or shapes made in code.
    public enum Symbol: Sendable {
        /// A built-in symbol.
        case icon(Icon)
        /// Shapes made when painted (`CustomDrawing`).
        case drawn(CustomDrawing)
    }

    /// An image's pixels: decoded already, or a PNG file decoded when drawn, at the size it is drawn
    /// (what a spec's `"image"` names).
    public enum Picture: Sendable {
        /// Decoded pixels.
        case pixels(Image)
        /// A PNG file.
        case file(ImageFile)

        /// Its size in pixels, which is its natural size in points.
        var size: Size {
            switch self {
            case let .pixels(i): Size(width: Double(i.width), height: Double(i.height))
            case let .file(f): Size(width: Double(f.width), height: Double(f.height))
            }
        }
    }

    /// An activity indicator's look and which of its spokes is brightest.
    public struct Indicator: Sendable {
        /// The spokes of iOS 13 and before, or the ticks of iOS 14 and later.
        public var style: IndicatorStyle
        /// Which spoke is brightest (an animation advances it).
        public var phase: Int
        /// Shapes drawn instead of the spokes or ticks; nil draws `style`.
        public var drawing: CustomDrawing?

        /// An indicator in `style` (spokes by default) at `phase` (0 by default).
        /// ```swift
        /// let spinner = Element(.indicator(Element.Indicator(style: .ticks)), name: "spinner", role: "indicator")
        /// ```
        public init(style: IndicatorStyle = .spokes, phase: Int = 0, drawing: CustomDrawing? = nil) {
            self.style = style
            self.phase = phase
            self.drawing = drawing
        }
    }

    /// A determinate progress: its value and how it is drawn.
    public struct Progress: Sendable {
        /// The progress, 0...1.
        public var value: Double
        /// How `value` is drawn.
        public var style: ProgressStyle
        /// Shapes drawn instead of `style`'s; nil draws `style`.
        public var drawing: CustomDrawing?

        /// `value` (0...1) drawn as `style` (a ring by default).
        /// ```swift
        /// let ring = Element(.progress(Element.Progress(0.4)), name: "ring", role: "progress")
        /// ```
        public init(_ value: Double, style: ProgressStyle = .ring, drawing: CustomDrawing? = nil) {
            self.value = value
            self.style = style
            self.drawing = drawing
        }
    }
}

extension HorizontalAlignment: Element.StackAlignment {}
extension VerticalAlignment: Element.StackAlignment {}
