import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

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
    /// What an element is, which decides how `box` lays it out and how the painter draws it; a spec's
    /// `"kind"` names one by its raw value.
    public enum Kind: String, Sendable, CaseIterable {
        /// `vstack` / `hstack`: children in a column or a row, `spacing` points apart; `overlay`: children
        /// stacked on one another, placed by both alignments; `text` / `button`: a paragraph of `text`;
        /// `icon`: an `Icon` in `iconColor`; `image`: `image` or `imageFile` at its size unless sized;
        /// `spacer`: `length` points, or the space left; `box`: a plain rectangle for its background and
        /// border; `indicator`: an activity indicator; `progress`: a determinate `progress` in `progressStyle`.
        case vstack, hstack, overlay, text, button, icon, image, spacer, box, indicator, progress
    }

    /// What the element is (see `Kind`); set by `init(kind:name:role:)`.
    public var kind: Kind
    /// This element's segment of its path ("title" in "container/title").
    public var name: String
    /// What the element is for ("container", "title", "message", "button", …), reported by `popsnap layout`.
    public var role: String
    /// The spec field the element shows, as a JSON path (`popup.title`, `popup.actions[1]`,
    /// `popup.root.children[2]`), so a report can say what to edit (a field left to its default names the key
    /// that would set it); nil where no field makes it (a separator, a spacer, a tree built in Swift).
    public var specPath: String?
    /// The elements inside this one, in stack order (top to bottom, leading to trailing, back to front).
    public var children: [Element] = []

    // Layout.
    /// Points between neighbouring children of a stack (0 by default); overlays ignore it.
    public var spacing: Double = 0
    /// Where children sit across a `.vstack`, or across an `.overlay`; `.fill` (the default) stretches them.
    public var horizontalAlignment: HorizontalAlignment = .fill
    /// Where children sit across an `.hstack`, or up and down an `.overlay`; `.fill` (the default) stretches them.
    public var verticalAlignment: VerticalAlignment = .fill
    /// How a stack shares its length among its children, as UIStackView.Distribution (`.fill` by default).
    public var distribution: Distribution = .fill
    /// Fixed, minimum and maximum width and height and an aspect ratio, in points; unconstrained by default.
    public var sizing = Sizing()
    /// Points between the element's frame and its content or children (zero by default).
    public var padding = EdgeInsets.zero
    /// A text placed by its baselines rather than by its line box; nil places it by its line box.
    public var baselines: BaselineInsets?
    /// Space between the element's frame and its place in its stack: insets a design writes as
    /// constraints between views (seed 000's message 15 pt from the container's edges).
    public var margin = EdgeInsets.zero
    /// Absent elements collapse, as views removed from a UIStackView.
    public var isPresent = true
    /// Where the element sits across its stack, overriding the stack's alignment.
    public var alignSelf: CrossAlignment?
    /// A spacer's fixed length; nil for one that takes the space left.
    public var length: Double?
    /// An overlay centres its children at whole-point offsets, rounding down, as seed 002's layoutSubviews does.
    public var centresOnWholePoints = false
    /// In a row too narrow for its children, this one gives up the excess, as a UIKit label of low
    /// compression resistance does (a notification's title beside its time); false by default.
    public var compressible = false

    // Look.
    /// What fills the element's bounds under its content; nil (the default) leaves them clear.
    public var background: Fill?
    /// The corner radius in points, as `layer.cornerRadius` (0, square, by default); background, border,
    /// clip and shadow all follow it.
    public var cornerRadius: Double = 0
    /// How the corners turn (CALayer.cornerCurve): circular unless set, as `layer.cornerRadius` draws.
    /// Fill, border, clip and shadow all follow it.
    public var cornerCurve: CornerCurve = .circular
    /// Which corners `cornerRadius` rounds (CALayer.maskedCorners): all unless set; the others stay square.
    public var maskedCorners = CornerMask.all
    /// A border drawn inside the bounds on top of the children; nil (the default) draws none.
    public var border: Border?
    /// A drop shadow of the rounded bounds, drawn before the background; nil (the default) casts none.
    public var shadow: ShadowStyle?
    /// Children are cut by the element's rounded bounds (CALayer.masksToBounds).
    public var clipsContent = false
    /// Group opacity, 0...1 (1 by default): the element and its children are composed apart, then faded
    /// together, as CALayer.opacity.
    public var opacity: Double = 1
    /// The look a spec wrote, resolved into the fields above and `textColor`, `iconColor`, `textStyle`
    /// when the scene is made; empty for an element built for known traits.
    public var dynamicLook = DynamicLook()

    // Content.
    /// The string a `.text` or `.button` element shows; nil shows nothing.
    public var text: String?
    /// Font, size in points, weight, line height and alignment of `text` (17 pt regular unless set).
    public var textStyle = TextStyle(size: 17)
    /// The colour `text` is drawn in (black unless set).
    public var textColor = Color.black
    /// The symbol an `.icon` element draws, scaled into its frame; nil draws nothing.
    public var icon: Icon?
    /// The colour an `.icon`, `.indicator` or `.progress` element is drawn in (black unless set).
    public var iconColor = Color.black
    /// The decoded pixels an `.image` element draws; nil falls back to `imageFile`.
    public var image: Image?
    /// For `.image` elements without `image`: a PNG file decoded when drawn, at the size it is drawn
    /// (what a spec's `"image"` names).
    public var imageFile: ImageFile?
    /// A progress value, 0...1, for `.progress` elements; the look is `progressStyle`.
    public var progress: Double = 0
    /// How a `.progress` element draws `progress` (a ring unless set).
    public var progressStyle: ProgressStyle = .ring
    /// For `.indicator`: which spoke is brightest (the animation advances it).
    public var indicatorPhase = 0
    /// For `.indicator`: the spokes of iOS 13 and before, or the ticks of iOS 14 and later.
    public var indicatorStyle: IndicatorStyle = .spokes
    /// For `.icon`, `.indicator` and `.progress`: shapes in the element's own points drawn in place of the
    /// kind's built-in look (a HUD library's rings and marks), made when the element is painted from its
    /// `iconColor`, `progress` and `indicatorPhase`, so animations and recolouring reach them as they reach
    /// the built-in ones.
    public var drawing: (@Sendable (_ ink: Color, _ progress: Double, _ phase: Int) -> Drawing)?

    // Accessibility: what VoiceOver reads. nil and empty values are derived as UIKit derives them
    // (`VoiceOverElement`): a label's text, a button's title, "In progress" for an activity indicator.
    /// What VoiceOver says for the element (UIAccessibility.accessibilityLabel); nil: its text, or its
    /// children's labels.
    public var accessibilityLabel: String?
    /// Its current value, read after the label ("Progress: 50%"); nil: a progress element's percentage.
    public var accessibilityValue: String?
    /// Traits added to those the element's kind has (a text's `.staticText`, a button's `.button`).
    public var accessibilityTraits: AccessibilityTraits = []
    /// Whether VoiceOver stops on the element; nil: as UIKit decides (texts with text, buttons, indicators,
    /// progress, images and icons given a label). An element VoiceOver stops on covers its children.
    public var isAccessibilityElement: Bool?
    /// Neither the element nor anything under it is read (UIAccessibility.accessibilityElementsHidden).
    public var accessibilityElementsHidden = false

    /// An element of `kind` with no children and the defaults above; `name` is its segment of the paths
    /// `preorder` gives, `role` what it is for.
    /// ```swift
    /// var message = Element(kind: .text, name: "message", role: "message")
    /// message.text = "The file could not be saved."
    /// message.padding = EdgeInsets(top: 4, bottom: 4)
    /// ```
    public init(kind: Kind, name: String, role: String) {
        self.kind = kind
        self.name = name
        self.role = role
    }

    /// A label or a button with its text; absent when `text` is nil, as the seeds drop a nil title.
    public static func text(_ kind: Kind = .text, name: String, role: String, _ text: String?, style: TextStyle, color: Color,
                            specPath: String? = nil) -> Element {
        var e = Element(kind: kind, name: name, role: role)
        e.specPath = specPath
        e.text = text
        e.isPresent = text != nil
        e.textStyle = style
        e.textColor = color
        return e
    }
}

/// What fills an element's bounds.
public enum Fill: Sendable, Equatable {
    /// One solid colour.
    case color(Color)
    /// Colours evenly spaced from top to bottom.
    case verticalGradient([Color])
    /// A blur material: the screen behind (with its dimming) blurred, through a colour matrix, and tinted.
    case material(Material)
    /// Liquid Glass: the screen behind blurred, refracted at the edge, veiled, tinted and rimmed.
    case glass(GlassEffect)

    /// Whether painting it needs the screen behind the popup.
    var readsBackdrop: Bool {
        switch self {
        case .material, .glass: return true
        case .color, .verticalGradient: return false
        }
    }
}

/// A border drawn inside the bounds, over the content, as CALayer.borderWidth.
public struct Border: Sendable, Equatable {
    /// The border's thickness in points, drawn inside the bounds; 0 draws nothing.
    public var width: Double
    /// The border's colour.
    public var color: Color
    /// A border `width` points thick in `color`, as `layer.borderWidth` and `layer.borderColor`.
    /// ```swift
    /// box.border = Border(width: 1, color: Color(white: 0, alpha: 0.1))
    /// ```
    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}

/// A drop shadow, as CALayer's shadow properties (radius in points, as shadowRadius).
public struct ShadowStyle: Sendable, Equatable {
    /// The shadow's colour, its alpha the shadow's opacity (CALayer.shadowColor times shadowOpacity).
    public var color: Color
    /// How far the shadow is moved from the element, in points (CALayer.shadowOffset; positive y is down).
    public var offset: Point
    /// The blur radius in points, as CALayer.shadowRadius (drawn as a blur of twice it).
    public var radius: Double
    /// A shadow `radius` points soft, moved `offsetX` and `offsetY` points (0 by default).
    /// ```swift
    /// card.shadow = ShadowStyle(color: Color(white: 0, alpha: 0.3), offsetY: 2, radius: 8)
    /// ```
    public init(color: Color, offsetX: Double = 0, offsetY: Double = 0, radius: Double) {
        self.color = color
        offset = Point(x: offsetX, y: offsetY)
        self.radius = radius
    }
}

/// The look of an activity indicator.
public enum IndicatorStyle: String, Sendable, CaseIterable {
    /// 12 spokes, as UIActivityIndicatorView drew them until iOS 13 (seed 002's WhiteLarge).
    case spokes
    /// 8 rounded ticks, as UIActivityIndicatorView draws them since iOS 14.
    case ticks
}

/// The look of a determinate progress element.
public enum ProgressStyle: String, Sendable, CaseIterable {
    /// `ring`: an arc clockwise from the top over a faint (25%) track; `pie`: a wedge inside a circle
    /// outline; `bar`: a capsule filled from the left over a faint track.
    case ring, pie, bar
    /// MBProgressHUD's round view, its annular variant and its bar, drawn as the library draws them.
    case mbProgressHUDRound, mbProgressHUDAnnular, mbProgressHUDBar
}

extension Element {
    /// The element as the layout engine sees it: its kind's content (a stack, overlay, text, image size,
    /// spacer or plain box) with its `sizing`, `padding`, `margin`, presence and `alignSelf`.
    public var box: LayoutBox {
        let content: LayoutContent
        switch kind {
        case .vstack: content = .vstack(spacing: spacing, alignment: horizontalAlignment, distribution: distribution)
        case .hstack: content = .hstack(spacing: spacing, alignment: verticalAlignment, distribution: distribution)
        case .overlay: content = .overlay(alignment: horizontalAlignment, vertical: verticalAlignment, wholePointCentre: centresOnWholePoints)
        case .text, .button: content = .text
        case .image:
            let size = image.map { ($0.width, $0.height) } ?? imageFile.map { ($0.width, $0.height) }
            content = size.map { .image(Size(width: Double($0.0), height: Double($0.1))) } ?? .box
        case .spacer: content = .spacer(length)
        case .icon, .box, .indicator, .progress: content = .box
        }
        return LayoutBox(content: content, sizing: sizing, padding: padding, margin: margin, isPresent: isPresent, alignSelf: alignSelf, compressible: compressible)
    }

    /// The element and every present element under it, parents first, each with its path
    /// ("container/buttons/ok").
    public func preorder(parentPath: String = "") -> [(path: String, element: Element)] {
        guard isPresent else { return [] }
        let path = path(under: parentPath)
        return [(path, self)] + children.flatMap { $0.preorder(parentPath: path) }
    }

    /// This element's path below the element at `parentPath` ("" for the root).
    func path(under parentPath: String) -> String {
        parentPath.isEmpty ? name : parentPath + "/" + name
    }

    /// The same tree with `change` applied to every element.
    public func mapped(_ change: (inout Element) -> Void) -> Element {
        mapped { _, e in change(&e) }
    }

    /// The same tree with `change` applied to every element (absent ones too), given the element's path
    /// as `preorder` and `popsnap layout` name it.
    public func mapped(parentPath: String = "", _ change: (_ path: String, inout Element) -> Void) -> Element {
        var e = self
        let path = path(under: parentPath)
        change(path, &e)
        e.children = e.children.map { $0.mapped(parentPath: path, change) }
        return e
    }
}
