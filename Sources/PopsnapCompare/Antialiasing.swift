// Part of the pixelmatch 7.2.0 port: see the licence notice in Pixelmatch.swift.

/// pixelmatch's anti-aliasing detector, after Vysniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009): a differing pixel is forgiven when it sits on a brightness slope between a
/// darker and a brighter neighbour, one of which is a flat region (3+ equal neighbours) in both images.
///
/// The neighbours are visited column by column (x outer, y inner) as pixelmatch does: with ties,
/// the first darkest and first brightest neighbour found are the ones checked. This runs for every
/// differing pixel, twice, so the loops are plain counters and equal words skip the arithmetic.
enum Antialiasing {
    /// Whether the pixel at (x1, y1) of `img` looks anti-aliased; `a32` and `b32` are both images
    /// (in either order) as 32-bit words, for the flat-region test.
    static func isAntialiased(_ img: UnsafePointer<UInt8>, x1: Int, y1: Int, width: Int, height: Int,
                              a32: UnsafeRawPointer, b32: UnsafeRawPointer, checkerboard: Bool) -> Bool {
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        let pos = (y1 &* width &+ x1) &* 4
        let words = UnsafeRawPointer(img)
        let center = words.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
        // A pixel on the image's border starts with one equal neighbour, as pixelmatch counts it.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                defer { y &+= 1 }
                if x == x1 && y == y1 { continue }
                let other = (y &* width &+ x) &* 4
                // Equal pixels have a brightness difference of exactly 0.
                let delta = words.loadUnaligned(fromByteOffset: other, as: UInt32.self) == center
                    ? 0 : ColorDelta.brightness(img, pos, other, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes &+= 1
                    // More than two equal neighbours: a flat region, not an edge.
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
            x &+= 1
        }
        // A slope needs both a darker and a brighter neighbour.
        if minDelta == 0 || maxDelta == 0 { return false }

        return (hasManySiblings(a32, x1: minX, y1: minY, width: width, height: height)
                && hasManySiblings(b32, x1: minX, y1: minY, width: width, height: height))
            || (hasManySiblings(a32, x1: maxX, y1: maxY, width: width, height: height)
                && hasManySiblings(b32, x1: maxX, y1: maxY, width: width, height: height))
    }

    /// Whether the pixel at (x1, y1) has 3+ neighbours of exactly its RGBA value (a border pixel starts at one).
    static func hasManySiblings(_ img: UnsafeRawPointer, x1: Int, y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        let value = img.loadUnaligned(fromByteOffset: (y1 &* width &+ x1) &* 4, as: UInt32.self)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if (x != x1 || y != y1) && img.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self) == value {
                    zeroes &+= 1
                    if zeroes > 2 { return true }
                }
                y &+= 1
            }
            x &+= 1
        }
        return false
    }
}
