import PopsnapRaster
import PopsnapGeometry

/// Where two renders of one scene differ: every pixel whose premultiplied RGBA is not the same, in
/// screen coordinates. Rendering twice with one thing changed (a node's fill colour, a label's colour)
/// finds exactly the pixels that thing reaches, whatever is painted around it.
public struct ChangedPixels: Sendable {
    /// The changed pixels, row by row, left to right.
    public let points: [PixelPoint]

    /// The pixels where `a` and `b` differ, each image placed on the screen with its pixel (0, 0) at its
    /// origin; where only one of them reaches, the other counts as transparent (a render whose bounds
    /// grew or shrank differs there).
    public init(_ a: Image, at originA: PixelPoint = PixelPoint(x: 0, y: 0), _ b: Image, at originB: PixelPoint = PixelPoint(x: 0, y: 0)) {
        if a.width == b.width && a.height == b.height && originA == originB {
            var found: [PixelPoint] = []
            a.pixels.withUnsafeBytes { pa in
                b.pixels.withUnsafeBytes { pb in
                    let wa = pa.bindMemory(to: UInt32.self), wb = pb.bindMemory(to: UInt32.self)
                    for i in 0..<wa.count where wa[i] != wb[i] {
                        found.append(PixelPoint(x: originA.x + i % a.width, y: originA.y + i / a.width))
                    }
                }
            }
            points = found
            return
        }
        func word(_ image: Image, _ origin: PixelPoint, _ x: Int, _ y: Int) -> [UInt8] {
            let lx = x - origin.x, ly = y - origin.y
            guard lx >= 0, ly >= 0, lx < image.width, ly < image.height else { return [0, 0, 0, 0] }
            let i = (ly * image.width + lx) * 4
            return Array(image.pixels[i..<i + 4])
        }
        let area = PixelRect(x: originA.x, y: originA.y, width: a.width, height: a.height)
            .union(PixelRect(x: originB.x, y: originB.y, width: b.width, height: b.height))
        var found: [PixelPoint] = []
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where word(a, originA, x, y) != word(b, originB, x, y) { found.append(PixelPoint(x: x, y: y)) }
        }
        points = found
    }

    /// The pixels of `image` with any paint (premultiplied, so any alpha), `image`'s pixel (0, 0) being
    /// the screen's `origin`: what a render over transparency painted.
    public init(painted image: Image, origin: PixelPoint = PixelPoint(x: 0, y: 0)) {
        // A transparent image of a size that already exists is within every limit.
        self.init(try! Image(width: image.width, height: image.height), at: origin, image, at: origin)
    }

    public var isEmpty: Bool { points.isEmpty }

    /// The smallest rectangle holding every changed pixel; nil when nothing changed.
    public var bounds: PixelRect? {
        guard let first = points.first else { return nil }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in points {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// The changed pixels that lie outside `rect`.
    public func outside(_ rect: PixelRect) -> [PixelPoint] {
        points.filter { !rect.contains($0) }
    }

    /// The runs of `rowBands` at least 40% as tall as the tallest: the lines of a changed label. A shorter
    /// run is a mark apart from its letters (the dot of a "?" alone on a line, an Arabic kasra below).
    public var lineBands: [ClosedRange<Int>] {
        let bands = rowBands
        let tallest = bands.map(\.count).max() ?? 0
        return bands.filter { Double($0.count) >= 0.4 * Double(tallest) }
    }

    /// Runs of consecutive rows holding a change, top to bottom.
    public var rowBands: [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for y in Set(points.map(\.y)).sorted() {
            if let last = bands.last, last.upperBound == y - 1 { bands[bands.count - 1] = last.lowerBound...y } else { bands.append(y...y) }
        }
        return bands
    }
}

/// A pixel's column and row.
public struct PixelPoint: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public var description: String { "(\(x), \(y))" }
}

extension PixelRect {
    /// Whether the pixel is one of the rectangle's.
    public func contains(_ p: PixelPoint) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }
}
