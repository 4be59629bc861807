import PopsnapRaster

/// One of Popsnap's vector icons drawn to fill its frame, in its foreground colour (a spec's `icon`).
///
/// ```swift
/// Icon(.success).foregroundStyle(.systemGreen).frame(width: 64, height: 64)
/// ```
extension Icon: PopupView {
    /// The icon itself, as a view reads: `Icon(.success)`.
    public init(_ icon: Icon) {
        self = icon
    }

    /// An icon element drawing this icon.
    public func elements(for traits: Traits) -> [Element] {
        [Element(unnamed: .icon(.icon(self)))]
    }
}

/// A picture, as SwiftUI's `Image`, from pixels or a PNG file decoded when drawn at the size drawn; it is
/// `ImageView` because `Image` is the pixel type.
///
/// ```swift
/// ImageView(try ImageFile(contentsOf: "logo.png")).frame(width: 120, height: 40)
/// ```
public struct ImageView: PopupView {
    let picture: Element.Picture

    /// Pixels of your own: `ImageView(try PNG.decode(bytes))`.
    public init(_ image: Image) {
        picture = .pixels(image)
    }

    /// A PNG file, decoded when drawn: `ImageView(try ImageFile(contentsOf: "logo.png"))`.
    public init(_ file: ImageFile) {
        picture = .file(file)
    }

    /// An image element.
    public func elements(for traits: Traits) -> [Element] { [Element(unnamed: .image(picture))] }
}

/// Empty space in a stack, as SwiftUI's `Spacer`: `Spacer()` takes the space left (shared with other
/// flexible spacers); unlike SwiftUI's `minLength`, `Spacer(length:)` is exactly that long.
///
/// ```swift
/// VStack { Text("Title"); Spacer(length: 4); Button("OK") }
/// ```
public struct Spacer: PopupView {
    let length: Double?

    /// `Spacer()` takes the space left; `Spacer(length: 4)` is 4 points.
    public init(length: Double? = nil) {
        self.length = length
    }

    /// A spacer element.
    public func elements(for traits: Traits) -> [Element] {
        [Element(unnamed: .spacer(length: length))]
    }
}

/// A box that draws only its look (background, border, shadow), as SwiftUI's `Rectangle` (a spec's `box`).
///
/// ```swift
/// Rectangle().frame(height: 90).background(LinearGradient(colors: [.systemBlue, .systemGreen]))
/// ```
public struct Rectangle: PopupView {
    /// `Rectangle()`, sized and coloured by its modifiers.
    public init() {}

    /// A box element.
    public func elements(for traits: Traits) -> [Element] { [Element(unnamed: .box)] }
}

/// A box with rounded corners, as SwiftUI's `RoundedRectangle`; also the shape `.clipShape(.rect(…))` cuts by.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 10).frame(width: 44, height: 44).background(.systemRed)
/// ```
public struct RoundedRectangle: PopupView {
    /// The corners' radius in points.
    public var cornerRadius: Double
    /// How the corners turn: `.circular` or Apple's `.continuous`.
    public var style: CornerCurve

    /// `RoundedRectangle(cornerRadius: 10, style: .continuous)`.
    public init(cornerRadius: Double, style: CornerCurve = .circular) {
        (self.cornerRadius, self.style) = (cornerRadius, style)
    }

    /// The shape for `.clipShape(.rect(cornerRadius: 14, style: .continuous))`.
    public static func rect(cornerRadius: Double, style: CornerCurve = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A box element with these corners.
    public func elements(for traits: Traits) -> [Element] {
        var e = Element(unnamed: .box)
        (e.cornerRadius, e.cornerCurve) = (cornerRadius, style)
        return [e]
    }
}

/// Progress, as SwiftUI's `ProgressView`: `ProgressView(value:)` a determinate ring (or pie, bar, …, by
/// `.progressViewStyle`), `ProgressView()` the activity indicator.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.bar).frame(width: 120, height: 4)
/// ```
public struct ProgressView: PopupView {
    let value: Double?

    /// The activity indicator (UIActivityIndicatorView).
    public init() {
        value = nil
    }

    /// A determinate progress from 0 to 1.
    public init(value: Double) {
        self.value = value
    }

    /// An indicator element, or a progress element with the value.
    public func elements(for traits: Traits) -> [Element] {
        [Element(unnamed: value.map { .progress(Element.Progress($0)) } ?? .indicator(Element.Indicator()))]
    }
}

extension PopupView {
    /// How a determinate `ProgressView` draws its value.
    ///
    /// ```swift
    /// ProgressView(value: 0.4).progressViewStyle(.pie)
    /// ```
    public func progressViewStyle(_ style: ProgressStyle) -> ModifiedView<Self> {
        modified { e, _ in if case var .progress(p) = e.content { p.style = style; e.content = .progress(p) } }
    }

    /// Which of the activity indicator's spokes is brightest (a spec's `phase`; animations advance it).
    ///
    /// ```swift
    /// ProgressView().indicatorPhase(3)
    /// ```
    public func indicatorPhase(_ phase: Int) -> ModifiedView<Self> {
        modified { e, _ in if case var .indicator(i) = e.content { i.phase = phase; e.content = .indicator(i) } }
    }

    /// How the activity indicator draws its spokes or ticks.
    ///
    /// ```swift
    /// ProgressView().indicatorStyle(.ticks)
    /// ```
    public func indicatorStyle(_ style: IndicatorStyle) -> ModifiedView<Self> {
        modified { e, _ in if case var .indicator(i) = e.content { i.style = style; e.content = .indicator(i) } }
    }
}
