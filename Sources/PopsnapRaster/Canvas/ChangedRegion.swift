#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsnapGeometry

/// The smallest rectangle outside which two same-sized images are equal.
///
/// An APNG or GIF frame after the first stores only this rectangle: a spinner turning on a still
/// screen costs the spinner's box, not the screen. Pixels are compared premultiplied, as Image
/// holds them, which is exact: equal premultiplied pixels encode to equal file samples.
///
/// ```swift
/// ChangedRegion.between(frame0, frame1)   // (12, 40, 90 x 90 px), or nil when they are equal
/// ```
public enum ChangedRegion {
    /// The rectangle outside which `old` and `new` (of one size) are equal; nil when they are equal.
    public static func between(_ old: Image, _ new: Image) -> PixelRect? {
        precondition(old.width == new.width && old.height == new.height, "images of different sizes")
        let width = new.width, height = new.height
        guard width > 0, height > 0 else { return nil }
        return old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                // One UInt32 a pixel, as PopsnapRaster's compositing reads them.
                a.withMemoryRebound(to: UInt32.self) { wa in
                    b.withMemoryRebound(to: UInt32.self) { wb in
                        bounds(wa.baseAddress!, wb.baseAddress!, width: width, height: height)
                    }
                }
            }
        }
    }

    private static func bounds(_ wa: UnsafePointer<UInt32>, _ wb: UnsafePointer<UInt32>, width: Int, height: Int) -> PixelRect? {
        // Whole rows first, with memcmp: most rows of a screen are usually untouched.
        func rowDiffers(_ y: Int) -> Bool { memcmp(wa + y * width, wb + y * width, width * 4) != 0 }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<height).last(where: rowDiffers)!

        // Then columns, pixel by pixel, each row only searched beyond the edges found so far.
        var left = width, right = -1
        for y in top...bottom {
            let ra = wa + y * width, rb = wb + y * width
            var x = 0
            while x < left, ra[x] == rb[x] { x += 1 }
            if x < left { left = x }
            var r = width - 1
            while r > right, ra[r] == rb[r] { r -= 1 }
            if r > right { right = r }
        }
        // Rows top and bottom differ, so left <= right here.
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
