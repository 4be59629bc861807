import PopsnapGeometry
/// The four corner radii of a rounded rectangle, each independent.
public struct CornerRadii: Equatable, Hashable, Sendable {
    /// Each corner's radius, in the rectangle's units, never negative.
    public var topLeft, topRight, bottomRight, bottomLeft: Double

    /// Radii for each corner, clockwise from the top left; a negative one is 0.
    ///
    /// ```swift
    /// let sheetTop = CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0)
    /// ```
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = max(0, topLeft); self.topRight = max(0, topRight)
        self.bottomRight = max(0, bottomRight); self.bottomLeft = max(0, bottomLeft)
    }

    /// The same radius at every corner.
    public init(_ r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// Square corners.
    public static let zero = CornerRadii(0)

    /// The radii scaled down together until adjacent ones fit each side, as CSS does
    /// (CSS Backgrounds 3, "Overlapping Curves").
    public func clamped(to size: Size) -> CornerRadii {
        // Divided through by the larger radius first, so radii near Double's limit (or infinite) cannot overflow.
        func ratio(_ side: Double, _ a: Double, _ b: Double) -> Double {
            let m = max(a, b)
            guard m > 0 else { return 1 }
            if m.isInfinite { return a.isInfinite && b.isInfinite ? side / 2 / m : 0 }
            let sum = a / m + b / m
            return sum * m > side ? side / m / sum : 1
        }
        let f = min(ratio(size.width, topLeft, topRight), ratio(size.width, bottomLeft, bottomRight),
                    ratio(size.height, topLeft, bottomLeft), ratio(size.height, topRight, bottomRight))
        guard f < 1 else { return self }
        func scaled(_ r: Double) -> Double {
            // An infinite radius takes the most its sides allow.
            r.isInfinite ? min(size.width, size.height) / 2 : r * f
        }
        return CornerRadii(topLeft: scaled(topLeft), topRight: scaled(topRight), bottomRight: scaled(bottomRight), bottomLeft: scaled(bottomLeft))
    }

    /// Each radius less `d`, never below zero: the inner edge of a border `d` wide (CALayer.borderWidth).
    public func inset(by d: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft - d, topRight: topRight - d, bottomRight: bottomRight - d, bottomLeft: bottomLeft - d)
    }
}

/// A rectangle with rounded corners; radii are clamped to the size when used.
public struct RoundedRect: Equatable, Hashable, Sendable {
    /// The rectangle before rounding.
    public var rect: Rect
    /// The corners' radii as asked for; `effectiveRadii` are those drawn.
    public var radii: CornerRadii
    /// How the corners turn: quarter circles, or Apple's continuous curve.
    public var curve: CornerCurve

    /// `rect` with each corner rounded by its radius in `radii`, turning as `curve` says.
    public init(rect: Rect, radii: CornerRadii, curve: CornerCurve = .circular) {
        self.rect = rect
        self.radii = radii
        self.curve = curve
    }

    /// `rect` with every corner rounded by `cornerRadius`, as CALayer.cornerRadius rounds a layer.
    public init(rect: Rect, cornerRadius: Double, curve: CornerCurve = .circular) {
        self.init(rect: rect, radii: CornerRadii(cornerRadius), curve: curve)
    }

    /// The radii after CSS clamping.
    public var effectiveRadii: CornerRadii { radii.clamped(to: rect.size) }

    /// The inner edge of a border `d` wide: the rectangle inset by `d`, the radii reduced by `d`. Exact for
    /// circular corners; a continuous border's inner edge is its outline's offset, as the stroker draws it.
    public func inset(by d: Double) -> RoundedRect {
        RoundedRect(rect: rect.insetBy(d), radii: effectiveRadii.inset(by: d), curve: curve)
    }

    /// The continuous corners' outlines, top-left first and clockwise, for clamped radii `k` of a
    /// standardized rectangle; nil for a corner drawn as an exact quarter circle (or none).
    ///
    /// A corner's room along a side is its share of that side, in proportion to the radii at its ends
    /// (half the side when they are equal), so neighbouring corners meet at most and never overlap.
    func continuousCorners(_ k: CornerRadii) -> [ContinuousCorner?] {
        let w = rect.standardized.width, h = rect.standardized.height
        func share(_ side: Double, _ r: Double, _ other: Double) -> Double { side * (r / (r + other)) }
        func corner(_ r: Double, across: Double, down: Double) -> ContinuousCorner? {
            r > 0 ? ContinuousCorner.fitting(radius: r, room: min(share(w, r, across), share(h, r, down))) : nil
        }
        return [corner(k.topLeft, across: k.topRight, down: k.bottomLeft), corner(k.topRight, across: k.topLeft, down: k.bottomRight),
                corner(k.bottomRight, across: k.bottomLeft, down: k.topRight), corner(k.bottomLeft, across: k.bottomRight, down: k.topLeft)]
    }
}

extension Path {
    /// A rectangle, clockwise on screen from its top-left corner.
    public static func rect(_ rect: Rect) -> Path {
        let r = rect.standardized
        var p = Path()
        p.move(to: Point(x: r.minX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.maxY))
        p.line(to: Point(x: r.minX, y: r.maxY))
        p.close()
        return p
    }

    /// A rounded rectangle, clockwise on screen from its top side: exact quarter circles, or Apple's
    /// continuous corners.
    public static func roundedRect(_ rr: RoundedRect) -> Path {
        let r = rr.rect.standardized, k = RoundedRect(rect: r, radii: rr.radii).effectiveRadii
        guard !r.isEmpty else { return Path() }
        if rr.curve == .continuous { return continuousRoundedRect(r, k) }
        var p = Path()
        p.move(to: Point(x: r.minX + k.topLeft, y: r.minY))
        p.line(to: Point(x: r.maxX - k.topRight, y: r.minY))
        p.corner(Point(x: r.maxX - k.topRight, y: r.minY + k.topRight), k.topRight, from: -.pi / 2)
        p.line(to: Point(x: r.maxX, y: r.maxY - k.bottomRight))
        p.corner(Point(x: r.maxX - k.bottomRight, y: r.maxY - k.bottomRight), k.bottomRight, from: 0)
        p.line(to: Point(x: r.minX + k.bottomLeft, y: r.maxY))
        p.corner(Point(x: r.minX + k.bottomLeft, y: r.maxY - k.bottomLeft), k.bottomLeft, from: .pi / 2)
        p.line(to: Point(x: r.minX, y: r.minY + k.topLeft))
        p.corner(Point(x: r.minX + k.topLeft, y: r.minY + k.topLeft), k.topLeft, from: .pi)
        p.close()
        return p
    }

    /// A quarter circle turning clockwise from `angle`; nothing for a sharp corner.
    private mutating func corner(_ center: Point, _ radius: Double, from angle: Double) {
        guard radius > 0 else { return }
        append(Arc(center: center, u: Point(x: radius, y: 0), v: Point(x: 0, y: radius), start: angle, sweep: .pi / 2))
    }

    /// The continuous rounded rectangle of the standardized `r` with clamped radii `k`; a corner too round
    /// for its room is an exact quarter circle, as the circular path draws it.
    private static func continuousRoundedRect(_ r: Rect, _ k: CornerRadii) -> Path {
        let outlines = RoundedRect(rect: r, radii: k).continuousCorners(k)
        // Top-right first: each corner's point, the directions the outline arrives and leaves in, its
        // radius and the angle its quarter circle starts at.
        let corners = [
            (Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1), k.topRight, -Double.pi / 2, outlines[1]),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0), k.bottomRight, 0, outlines[2]),
            (Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1), k.bottomLeft, .pi / 2, outlines[3]),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0), k.topLeft, .pi, outlines[0]),
        ]
        var p = Path()
        for (at, arrive, leave, radius, angle, outline) in corners {
            // Corner coordinates (u back along the arriving side, v along the leaving one) on the canvas.
            func place(_ q: Point) -> Point { at - arrive * q.x + leave * q.y }
            if let c = outline {
                p.line(to: place(c.start))
                for piece in c.cubics { p.cubic(to: place(piece.end), control1: place(piece.c1), control2: place(piece.c2)) }
            } else if radius > 0 {
                p.append(Arc(center: place(Point(x: radius, y: radius)), u: Point(x: radius, y: 0), v: Point(x: 0, y: radius), start: angle, sweep: .pi / 2))
            } else {
                p.line(to: at)
            }
        }
        p.close()
        return p
    }

    /// A rounded rectangle with one radius at every corner.
    ///
    /// ```swift
    /// let alert = Path.roundedRect(Rect(x: 0, y: 0, width: 810, height: 372), cornerRadius: 42, curve: .continuous)
    /// ```
    public static func roundedRect(_ r: Rect, cornerRadius: Double, curve: CornerCurve = .circular) -> Path {
        roundedRect(RoundedRect(rect: r, cornerRadius: cornerRadius, curve: curve))
    }

    /// The ellipse inscribed in `r`.
    public static func ellipse(in rect: Rect) -> Path {
        let r = rect.standardized
        var p = Path()
        guard !r.isEmpty else { return p }
        p.append(Arc(center: Point(x: r.midX, y: r.midY), u: Point(x: r.width / 2, y: 0), v: Point(x: 0, y: r.height / 2),
                     start: 0, sweep: 2 * .pi))
        p.close()
        return p
    }

    /// A closed circle about `center` of `radius`.
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// An open circular arc, to be stroked (progress rings, spinner tracks).
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true) -> Path {
        var p = Path()
        p.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        return p
    }

    /// A rectangle whose shorter sides are half circles.
    public static func capsule(in r: Rect) -> Path {
        roundedRect(r, cornerRadius: min(r.width, r.height) / 2)
    }

    /// A straight line, to be stroked (spinner spokes, separators).
    public static func line(from a: Point, to b: Point) -> Path {
        var p = Path()
        p.move(to: a)
        p.line(to: b)
        return p
    }
}
