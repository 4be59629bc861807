/// Where a stroke lies relative to a closed path.
public enum StrokeAlignment: String, Sendable {
    /// Within the shape, like CALayer.borderWidth: the outer edge is the path itself.
    case inside
    /// Half in, half out, like CGContext's strokes.
    case center
    /// Outside the shape: the inner edge is the path itself.
    case outside
}

/// How the ends of an open path are drawn.
public enum LineCap: String, Sendable {
    /// Flat at the end point; a half disc beyond it; a half square beyond it (CGLineCap's).
    case butt, round, square
}

/// How a stroke turns a sharp corner on its outer side.
public enum LineJoin: String, Sendable {
    /// A sharp point (up to `miterLimit`); an arc about the corner; the corner cut straight (CGLineJoin's).
    case miter, round, bevel
}

/// The geometry of a stroke.
///
/// ```swift
/// let border = StrokeStyle(width: 2, alignment: .inside)            // a popup's border
/// let spoke = StrokeStyle(width: 3, cap: .round)                    // an activity-indicator spoke
/// ```
/// Alignment applies to closed subpaths; open ones are always stroked centred.
public struct StrokeStyle: Equatable, Sendable {
    /// The stroke's width, in the path's units.
    public var width: Double
    /// Where a closed subpath's stroke lies: inside, centred on, or outside the path.
    public var alignment: StrokeAlignment
    /// How open subpaths end.
    public var cap: LineCap
    /// How segments meet at a corner.
    public var join: LineJoin
    /// The longest miter, as a multiple of the width, before a miter join becomes a bevel (CGContext's default is 10).
    public var miterLimit: Double

    /// A stroke `width` wide; the other settings default as CGContext's do (centred, butt caps,
    /// miter joins up to 10 widths).
    public init(width: Double, alignment: StrokeAlignment = .center, cap: LineCap = .butt,
                join: LineJoin = .miter, miterLimit: Double = 10) {
        self.width = width
        self.alignment = alignment
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
