#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import PopsnapGeometry

/// Turns a path and a stroke style into the outline of the stroke, to be filled with the non-zero rule.
///
/// Lines offset to lines and circular arcs to circular arcs, so the outlines of rounded rectangles,
/// circles and arcs are exact (a border's inner corners get radius r − w, or a sharp corner when
/// r ≤ w, as CALayer draws them). Other curves are flattened first and offset as polylines.
/// A closed subpath gives two contours of opposite direction (a ring); an open one gives one contour
/// round both sides and its caps.
struct Stroker {
    let style: StrokeStyle
    let tolerance: Double

    func outline(of path: Path) -> Path {
        var out = Path()
        guard style.width > 0, style.width.isFinite else { return out }
        for sub in subpaths(of: path) {
            if sub.pieces.isEmpty {
                // A subpath drawn to where it started: CGContext draws a dot for round and square caps.
                if let dot = sub.dot { emit(cap(at: dot, direction: Point(x: 1, y: 0)) + cap(at: dot, direction: Point(x: -1, y: 0)), closed: true, into: &out) }
                continue
            }
            if sub.closed {
                let area = sub.pieces.reduce(0) { $0 + $1.doubleArea }
                let inward = area >= 0 ? 1.0 : -1.0
                let w = style.width
                let (a, b): (Double, Double)
                switch style.alignment {
                case .inside: (a, b) = (0, w * inward)
                case .outside: (a, b) = (-w * inward, 0)
                case .center: (a, b) = (w / 2, -w / 2)
                }
                let outer = offsetContour(sub.pieces, by: a, closed: true)
                let inner = offsetContour(sub.pieces, by: b, closed: true)
                emit(outer, closed: true, into: &out)
                // An inner edge that turned inside out (a border wider than half the shape) leaves no hole.
                let innerArea = inner.reduce(0) { $0 + $1.doubleArea }
                if b == 0 || innerArea * area > 0 {
                    emit(inner.reversed().map(\.reversed), closed: true, into: &out)
                }
            } else {
                let h = style.width / 2
                var behind: [[StrokePiece]] = []
                var contour = offsetContour(sub.pieces, by: h, closed: false, behind: &behind)
                contour += cap(at: sub.pieces.last!.end, direction: sub.pieces.last!.endTangent)
                contour += offsetContour(sub.pieces, by: -h, closed: false, behind: &behind).reversed().map(\.reversed)
                contour += cap(at: sub.pieces[0].start, direction: sub.pieces[0].startTangent * -1)
                emit(contour, closed: true, into: &out)
                for sector in behind { emit(sector, closed: true, into: &out) }
            }
        }
        return out
    }

    struct Subpath {
        var pieces: [StrokePiece] = []
        var closed = false
        /// Where a subpath that drew only zero-length segments stands, to draw as a dot.
        var dot: Point?
    }

    /// Splits a path into pieces: lines, circular arcs, and curves flattened into lines.
    func subpaths(of path: Path) -> [Subpath] {
        var result: [Subpath] = []
        var current = Subpath()
        var start = Point.zero, last = Point.zero
        var drew = false
        func line(to p: Point) {
            if (p - last).length > 1e-12 { current.pieces.append(.line(last, p)) }
            last = p
            drew = true
        }
        func finish(closed: Bool) {
            if closed { line(to: start) }
            current.closed = closed
            if current.pieces.isEmpty && drew && !closed && style.cap != .butt { current.dot = start }
            if !current.pieces.isEmpty || current.dot != nil { result.append(current) }
            current = Subpath()
            drew = false
        }
        for e in path.elements {
            switch e {
            case let .move(p):
                finish(closed: false)
                start = p; last = p
            case let .line(p):
                line(to: p)
            case let .quad(c, p):
                Flatten.quad(from: last, c, p, tolerance: tolerance, into: line)
            case let .cubic(c1, c2, p):
                Flatten.cubic(from: last, c1, c2, p, tolerance: tolerance, into: line)
            case let .arc(a):
                if let circle = a.circle, a.sweep != 0 {
                    let s = circle.angle0 + circle.direction * a.start
                    let piece = StrokePiece.arc(center: a.center, radius: circle.radius, start: s, sweep: circle.direction * a.sweep)
                    current.pieces.append(piece)
                    last = piece.end
                } else {
                    Flatten.arc(a, tolerance: tolerance, into: line)
                }
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// The pieces moved `d` along their left normals, joined at every corner.
    ///
    /// An arc offset past its centre: in a closed contour (a border) it is dropped and its neighbours
    /// meet directly, the sharp inner corner CALayer draws; in an open one its side passes through the
    /// centre and the sector beyond the centre, if any, is added to `behind`, to be drawn as a contour
    /// of its own (`StrokePiece.offsetPastCentre`).
    func offsetContour(_ pieces: [StrokePiece], by d: Double, closed: Bool) -> [StrokePiece] {
        var unused: [[StrokePiece]] = []
        return offsetContour(pieces, by: d, closed: closed, behind: &unused)
    }

    func offsetContour(_ pieces: [StrokePiece], by d: Double, closed: Bool, behind: inout [[StrokePiece]]) -> [StrokePiece] {
        if d == 0 { return pieces }
        var kept: [(original: StrokePiece, offset: [StrokePiece])] = []
        for p in pieces {
            if let o = p.offset(by: d) {
                kept.append((p, [o]))
            } else if !closed, let past = p.offsetPastCentre(by: d) {
                kept.append((p, past.side))
                if let sector = past.behind { behind.append(sector) }
            }
        }
        guard !kept.isEmpty else { return [] }
        var offsets = kept.map(\.offset)
        var joins = [[StrokePiece]](repeating: [], count: offsets.count)
        let n = offsets.count
        for i in 0..<n where i > 0 || closed {
            let prev = (i + n - 1) % n
            // Only true offset lines may be trimmed where they cross; a side through a centre is not one.
            let trim = kept[prev].original.isLine && kept[i].original.isLine
            let (a, b, bridge) = join(offsets[prev].last!, offsets[i][0], at: kept[i].original.start,
                                      tangentIn: kept[prev].original.endTangent, tangentOut: kept[i].original.startTangent,
                                      d: d, trim: trim)
            offsets[prev][offsets[prev].count - 1] = a
            offsets[i][0] = b
            joins[i] = bridge
        }
        var out: [StrokePiece] = []
        for i in 0..<n {
            out += joins[i]
            out += offsets[i]
        }
        return out
    }

    /// Two offset pieces meeting at `vertex`, perhaps trimmed, and the pieces that bridge them.
    private func join(_ a: StrokePiece, _ b: StrokePiece, at vertex: Point,
                      tangentIn: Point, tangentOut: Point, d: Double, trim: Bool) -> (StrokePiece, StrokePiece, [StrokePiece]) {
        let cross = tangentIn.cross(tangentOut), dot = tangentIn.dot(tangentOut)
        if abs(cross) < 1e-9 && dot > 0 { return (a, b, []) }
        let side: Double = d > 0 ? 1 : -1
        // A full U-turn has no inner side: both offsets go round the end.
        let uTurn = abs(cross) < 1e-9
        if uTurn || cross * d < 0 {
            let nA = tangentIn.perpendicular * side, nB = tangentOut.perpendicular * side
            switch style.join {
            case .round:
                let start = atan2(nA.y, nA.x)
                // Round the front of the turn: from the left side that is clockwise-negative, as in `cap`.
                let sweep = uTurn ? -side * .pi : atan2(nA.cross(nB), nA.dot(nB))
                return (a, b, [.arc(center: vertex, radius: abs(d), start: start, sweep: sweep)])
            case .miter:
                let cosHalf = ((1 + dot) / 2).squareRoot()
                if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                    let m = vertex + (nA + nB).normalized * (abs(d) / cosHalf)
                    return (a, b, [.line(a.end, m), .line(m, b.start)])
                }
                return (a, b, [])
            case .bevel:
                return (a, b, [])
            }
        }
        // Inner side: trim two lines to where they cross; otherwise pass through the vertex, which
        // leaves a small overlap inside the stroke that the non-zero rule fills once.
        if trim, case let .line(a0, a1) = a, case let .line(b0, b1) = b,
           let (ta, tb) = intersection(a0, a1, b0, b1), ta > 0, ta <= 1, tb >= 0, tb < 1 {
            let p = a0 + (a1 - a0) * ta
            return (.line(a0, p), .line(p, b1), [])
        }
        return (a, b, [.line(a.end, vertex), .line(vertex, b.start)])
    }

    /// Parameters along both lines where they cross, nil when parallel.
    private func intersection(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point) -> (Double, Double)? {
        let r = a1 - a0, s = b1 - b0
        let den = r.cross(s)
        guard abs(den) > 1e-12 else { return nil }
        let q = b0 - a0
        return (q.cross(s) / den, q.cross(r) / den)
    }

    /// The cap at the end of an open contour, from its left side round to its right; `direction` points out.
    private func cap(at p: Point, direction t: Point) -> [StrokePiece] {
        let h = style.width / 2
        let left = p + t.perpendicular * h, right = p - t.perpendicular * h
        switch style.cap {
        case .butt:
            return []
        case .round:
            let n = t.perpendicular
            return [.arc(center: p, radius: h, start: atan2(n.y, n.x), sweep: -.pi)]
        case .square:
            return [.line(left, left + t * h), .line(left + t * h, right + t * h), .line(right + t * h, right)]
        }
    }

    /// Appends a contour, bridging any gap between consecutive pieces with a line.
    private func emit(_ contour: [StrokePiece], closed: Bool, into path: inout Path) {
        guard let first = contour.first else { return }
        path.move(to: first.start)
        for piece in contour {
            switch piece {
            case let .line(a, b):
                path.line(to: a)
                path.line(to: b)
            case let .arc(c, r, s, sw):
                path.append(Arc(center: c, u: Point(x: r, y: 0), v: Point(x: 0, y: r), start: s, sweep: sw))
            }
        }
        path.close()
    }
}

extension Path {
    /// The outline of this path stroked with `style`, to fill with the non-zero rule.
    public func stroked(_ style: StrokeStyle, tolerance: Double = Path.defaultFlatteningTolerance) -> Path {
        Stroker(style: style, tolerance: tolerance).outline(of: self)
    }
}

extension Canvas {
    /// Strokes `path` with `paint`; the stroke is outlined in the path's own coordinates, then the outline
    /// is mapped by `transform` to device pixels, so a non-uniform scale widens it as it should.
    public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint, opacity: Double = 1,
                                transform: Transform = .identity) {
        let scale = transform.maxScale
        guard scale > 0, scale.isFinite else { return }
        let outline = Stroker(style: style, tolerance: flatteningTolerance / scale).outline(of: path)
        fill(lines: Flatten.lines(of: outline.applying(transform), tolerance: flatteningTolerance), with: paint,
             opacity: opacity, rule: .nonZero, transform: transform)
    }
}
