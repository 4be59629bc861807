import PopsnapRaster

extension Element {
    /// How an element looks, whatever its content: what fills it, its corners, border, shadow, clipping,
    /// opacity and the colour its text or symbol is drawn in. Its colours and fills are dynamic (a system
    /// colour keeps both appearances' values, a material is named), resolved for the scene's appearance when
    /// it is laid out (`LaidOutNode.look`). Read and written as the element's own fields.
    public struct Look: Sendable, Equatable {
        /// What fills the element's bounds under its content; nil (the default) leaves them clear.
        public var background: DynamicFill?
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
        /// The colour a text, a button's title, an icon, an indicator or a progress is drawn in (black unless
        /// set), as a label's `textColor` or a view's `tintColor`.
        public var foregroundColor = DynamicColor(.black)

        /// The defaults: clear, square, unbordered, opaque, drawn in black.
        public init() {}
    }
}
