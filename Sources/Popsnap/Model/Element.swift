import PopsnapLayout
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// One element of a popup: what it is and shows (`content`: a stack, an overlay, a text, a button, an
/// icon, an image, a spacer, a box, an activity indicator or a progress), how it is laid out (`layout`),
/// how it looks (`look`) and what VoiceOver reads (`accessibility`). Every popup kind is a tree of these,
/// so the presets are data, and a custom popup written in JSON is drawn by exactly the same code. The
/// fields of `layout`, `look` and `accessibility` read and write as the element's own (`title.padding`).
///
/// ```swift
/// var title = Element(.text(Element.Label("Error", style: TextStyle(size: 23, weight: .bold, alignment: .center))),
///                     name: "title", role: "title")
/// title.foregroundColor = .white
/// title.padding = EdgeInsets(top: 4, bottom: 4)
/// ```
@dynamicMemberLookup
public struct Element: Sendable {
    /// What the element is and shows, with the fields only that kind has (a text's string and font, a
    /// stack's spacing); the compiler keeps each field with its kind.
    public var content: Content
    /// This element's segment of its path ("title" in "container/title").
    public var name: String
    /// What the element is for ("container", "title", "message", "button", …), reported by `popsnap layout`.
    public var role: String
    /// The spec field the element shows, as a JSON path (`popup.title`, `popup.actions[1]`,
    /// `popup.root.children[2]`), so a report can say what to edit (a field left to its default names the key
    /// that would set it); nil where no field makes it (a separator, a spacer, a tree built in Swift).
    public var specPath: String?
    /// The elements inside this one, in stack order (top to bottom, leading to trailing, back to front).
    /// Only stacks and overlays place children (`validate()` says so of any other), as only a stack view
    /// arranges its subviews.
    public var children: [Element] = []
    /// Its size, padding, margin and place in its stack.
    public var layout = LayoutStyle()
    /// Its background, corners, border, shadow, clipping, opacity and colour.
    public var look = Look()
    /// What VoiceOver reads of it.
    public var accessibility = Accessibility()

    /// An element showing `content`, with no children and the default layout, look and accessibility;
    /// `name` is its segment of the paths `preorder` gives, `role` what it is for.
    /// ```swift
    /// var message = Element(.text(Element.Label("The file could not be saved.")), name: "message", role: "message")
    /// message.padding = EdgeInsets(top: 4, bottom: 4)
    /// ```
    public init(_ content: Content, name: String, role: String) {
        self.content = content
        self.name = name
        self.role = role
    }

    /// What the element is, as a spec's `"type"` names it.
    public var kind: Kind { content.kind }

    /// The string a text or a button shows; nil for one that shows nothing, and for every other kind.
    public var text: String? { content.label?.text }

    /// The font a text or a button sets its string in, which may follow the user's text size; nil for
    /// every other kind. A laid-out node's `textStyle` is this font resolved for the scene.
    public var font: DynamicFont? { content.label?.font }

    /// A label or a button with its text; absent when `text` is nil, as the seeds drop a nil title.
    public static func text(_ kind: TextKind = .text, name: String, role: String, _ text: String?, style: TextStyle, color: Color,
                            specPath: String? = nil) -> Element {
        let label = Label(text, style: style)
        var e = Element(kind == .text ? .text(label) : .button(label), name: name, role: role)
        e.specPath = specPath
        e.isPresent = text != nil
        e.foregroundColor = DynamicColor(color)
        return e
    }

    /// Which of the two text-showing contents `text(_:name:role:_:style:color:specPath:)` makes.
    public enum TextKind: Sendable {
        /// A label (`Content.text`).
        case text
        /// A button's title (`Content.button`).
        case button
    }

    /// The element's layout fields, read and written as its own (`element.padding`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<LayoutStyle, Value>) -> Value {
        get { layout[keyPath: field] }
        set { layout[keyPath: field] = newValue }
    }

    /// The element's look fields, read and written as its own (`element.cornerRadius`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<Look, Value>) -> Value {
        get { look[keyPath: field] }
        set { look[keyPath: field] = newValue }
    }

    /// The element's accessibility fields, read and written as its own (`element.accessibilityLabel`).
    public subscript<Value>(dynamicMember field: WritableKeyPath<Accessibility, Value>) -> Value {
        get { accessibility[keyPath: field] }
        set { accessibility[keyPath: field] = newValue }
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
    /// The border's colour, in each appearance.
    public var color: DynamicColor
    /// A border `width` points thick in `color`, as `layer.borderWidth` and `layer.borderColor`.
    /// ```swift
    /// box.border = Border(width: 1, color: DynamicColor.separator)
    /// ```
    public init(width: Double, color: DynamicColor) {
        self.width = width
        self.color = color
    }

    /// A border `width` points thick in `color` in both appearances.
    /// ```swift
    /// box.border = Border(width: 1, color: Color(white: 0, alpha: 0.1))
    /// ```
    public init(width: Double, color: Color) {
        self.init(width: width, color: DynamicColor(color))
    }
}

/// A drop shadow, as CALayer's shadow properties (radius in points, as shadowRadius).
public struct ShadowStyle: Sendable, Equatable {
    /// The shadow's colour in each appearance, its alpha the shadow's opacity (CALayer.shadowColor times
    /// shadowOpacity).
    public var color: DynamicColor
    /// How far the shadow is moved from the element, in points (CALayer.shadowOffset; positive y is down).
    public var offset: Point
    /// The blur radius in points, as CALayer.shadowRadius (drawn as a blur of twice it).
    public var radius: Double
    /// The shape that casts the shadow, in points from the element's top-left corner, as
    /// CALayer.shadowPath gives it; nil: the element's own rounded frame.
    public var path: RoundedRect?
    /// A shadow `radius` points soft, moved `offsetX` and `offsetY` points (0 by default).
    /// ```swift
    /// card.shadow = ShadowStyle(color: DynamicColor(Color(white: 0, alpha: 0.3)), offsetY: 2, radius: 8)
    /// ```
    public init(color: DynamicColor, offsetX: Double = 0, offsetY: Double = 0, radius: Double) {
        self.color = color
        offset = Point(x: offsetX, y: offsetY)
        self.radius = radius
    }

    /// A shadow in `color` in both appearances.
    /// ```swift
    /// card.shadow = ShadowStyle(color: Color(white: 0, alpha: 0.3), offsetY: 2, radius: 8)
    /// ```
    public init(color: Color, offsetX: Double = 0, offsetY: Double = 0, radius: Double) {
        self.init(color: DynamicColor(color), offsetX: offsetX, offsetY: offsetY, radius: radius)
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
    /// The element as the layout engine sees it: its content (a stack, overlay, text, image size,
    /// spacer or plain box) with its `sizing`, `padding`, `margin`, presence and `alignSelf`.
    public var box: LayoutBox {
        LayoutBox(content: content.layoutContent, sizing: layout.sizing, padding: layout.padding, margin: layout.margin,
                  isPresent: layout.isPresent, alignSelf: layout.alignSelf, compressible: layout.compressible)
    }

    /// The element and every present element under it, parents first, each with its path
    /// ("container/buttons/ok").
    public func preorder(parentPath: String = "") -> [(path: String, element: Element)] {
        guard layout.isPresent else { return [] }
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
