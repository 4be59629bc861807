import PopsnapRaster

extension PopupView {
    /// What fills the element's bounds: a colour, a gradient, a blur material or glass.
    ///
    /// ```swift
    /// VStack { Text("Hi") }.background(.systemBackground)
    /// VStack { Text("Hi") }.background(.thinMaterial)
    /// ```
    public func background(_ style: some ShapeStyle) -> ModifiedView<Self> {
        modified { e, _ in e.background = style.dynamicFill }
    }

    /// Liquid Glass behind the element, as SwiftUI's `glassEffect(_:)`.
    ///
    /// ```swift
    /// Rectangle().frame(width: 200, height: 56).cornerRadius(28).glassEffect(.clear)
    /// ```
    public func glassEffect(_ glass: Glass = .regular) -> ModifiedView<Self> {
        background(glass)
    }

    /// Rounds the element's corners and cuts its children by them (CALayer.masksToBounds), as SwiftUI's
    /// `clipShape`.
    ///
    /// ```swift
    /// VStack { Text("Hi") }.clipShape(.rect(cornerRadius: 14, style: .continuous))
    /// ```
    public func clipShape(_ shape: RoundedRectangle) -> ModifiedView<Self> {
        modified { e, _ in (e.cornerRadius, e.cornerCurve, e.clipsContent) = (shape.cornerRadius, shape.style, true) }
    }

    /// Rounds the element's background, border and shadow, as CALayer.cornerRadius does; unlike SwiftUI's
    /// `cornerRadius`, it does not cut the children (`clipShape` does).
    ///
    /// ```swift
    /// Button("All").cornerRadius(15)
    /// ```
    public func cornerRadius(_ radius: Double, style: CornerCurve = .circular) -> ModifiedView<Self> {
        modified { e, _ in (e.cornerRadius, e.cornerCurve) = (radius, style) }
    }

    /// A border inside the bounds, over the content (CALayer.borderWidth), following the corners.
    ///
    /// ```swift
    /// Button("View Receipt").border(.systemGreen, width: 1.5)
    /// ```
    public func border(_ color: some ColorStyle, width: Double = 1) -> ModifiedView<Self> {
        modified { e, _ in e.border = Border(width: width, color: color.dynamicColor) }
    }

    /// A drop shadow, as SwiftUI's `shadow(color:radius:x:y:)` (the radius is CALayer's shadowRadius).
    ///
    /// ```swift
    /// VStack { Text("Hi") }.shadow(color: Color.black.withAlpha(0.25), radius: 16, y: 8)
    /// ```
    public func shadow(color: some ColorStyle, radius: Double, x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
        modified { e, _ in e.shadow = ShadowStyle(color: color.dynamicColor, offsetX: x, offsetY: y, radius: radius) }
    }

    /// A drop shadow in SwiftUI's default colour, black at 33% (`shadow(color:radius:x:y:)`'s default,
    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`, developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)).
    ///
    /// ```swift
    /// VStack { Text("Hi") }.shadow(radius: 16, y: 8)
    /// ```
    public func shadow(radius: Double, x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
        shadow(color: Color.black.withAlpha(0.33), radius: radius, x: x, y: y)
    }

    /// The element and its children drawn at `opacity`, as one layer.
    ///
    /// ```swift
    /// Text("Disabled").opacity(0.4)
    /// ```
    public func opacity(_ opacity: Double) -> ModifiedView<Self> {
        modified { e, _ in e.opacity = opacity }
    }
}
