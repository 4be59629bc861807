import PopsnapRaster
import PopsnapGeometry

/// An element's look resolved for a scene's appearance: what the painter draws, every colour and fill
/// fixed (`Element.Look` keeps them dynamic).
///
/// ```swift
/// let look = ResolvedLook(card.look, appearance: .dark)
/// look.background   // systemBackground's dark value, as a `Fill`
/// ```
public struct ResolvedLook: Sendable, Equatable {
    /// What fills the bounds under the content; nil leaves them clear.
    public var background: Fill?
    /// The corner radius in points, as `layer.cornerRadius`.
    public var cornerRadius: Double
    /// How the corners turn (CALayer.cornerCurve).
    public var cornerCurve: CornerCurve
    /// Which corners `cornerRadius` rounds (CALayer.maskedCorners).
    public var maskedCorners: CornerMask
    /// The border drawn inside the bounds over the content; nil for none.
    public var border: Stroke?
    /// The drop shadow of the rounded bounds; nil for none.
    public var shadow: Shadow?
    /// Children are cut by the rounded bounds (CALayer.masksToBounds).
    public var clipsContent: Bool
    /// Group opacity, 0...1, as CALayer.opacity.
    public var opacity: Double
    /// The colour of a text, a button's title, an icon, an indicator or a progress.
    public var foregroundColor: Color

    /// A border in its resolved colour.
    public struct Stroke: Sendable, Equatable {
        /// Points, inside the bounds.
        public var width: Double
        /// The border's colour.
        public var color: Color
    }

    /// A drop shadow in its resolved colour.
    public struct Shadow: Sendable, Equatable {
        /// The shadow's colour, its alpha the shadow's opacity.
        public var color: Color
        /// How far it is moved, in points (positive y is down).
        public var offset: Point
        /// The blur radius in points, as CALayer.shadowRadius.
        public var radius: Double
        /// The shape casting it, in points from the element's top-left corner; nil: the element's frame.
        public var path: RoundedRect?
    }

    /// `look` with its colours and fills in `appearance`.
    public init(_ look: Element.Look, appearance: Appearance) {
        background = look.background?.resolved(for: appearance)
        cornerRadius = look.cornerRadius
        cornerCurve = look.cornerCurve
        maskedCorners = look.maskedCorners
        border = look.border.map { Stroke(width: $0.width, color: $0.color.resolved(for: appearance)) }
        shadow = look.shadow.map { Shadow(color: $0.color.resolved(for: appearance), offset: $0.offset, radius: $0.radius, path: $0.path) }
        clipsContent = look.clipsContent
        opacity = look.opacity
        foregroundColor = look.foregroundColor.resolved(for: appearance)
    }
}
