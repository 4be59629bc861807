/// A colour matrix as Core Image's CIColorMatrix, Flutter's `ColorFilter.matrix` and CSS filters apply
/// one: each of red, green and blue becomes a weighted sum of the three, plus an offset. Alpha is kept.
///
/// A matrix whose rows do not sum to 1 brightens or darkens greys; UIKit's materials do (Flutter's
/// reproduction of them lifts a grey by 17% in light mode and lowers it by 28% in dark), which a plain
/// saturation about luma cannot say. Offsets are in 8-bit levels, as Flutter writes them.
/// ```swift
/// let vivid = ColorMatrix.saturation(1.8).apply(to: image)
/// ```
public struct ColorMatrix: Sendable, Equatable {
    /// The weights of (r, g, b) and the offset (levels, 0–255), for red, green and blue.
    public var red: SIMD4<Double>
    /// Green's weights of (r, g, b) and its offset, as `red` has red's.
    public var green: SIMD4<Double>
    /// Blue's weights of (r, g, b) and its offset, as `red` has red's.
    public var blue: SIMD4<Double>

    /// A matrix of three rows, each (weight of r, weight of g, weight of b, offset in levels);
    /// the identity is `ColorMatrix(red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0])`.
    public init(red: SIMD4<Double>, green: SIMD4<Double>, blue: SIMD4<Double>) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Leaves every pixel as it is.
    public static let identity = ColorMatrix(red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0])

    /// Saturation `s` about the luma `weights` (CIColorControls and the SVG/CSS `saturate` filter use
    /// Rec. 709's, the default): 0 is grey, 1 unchanged, above 1 more vivid. With weights summing to 1 a
    /// grey is kept.
    public static func saturation(_ s: Double, weights w: SIMD3<Double> = [0.2126, 0.7152, 0.0722]) -> ColorMatrix {
        let k = (1 - s) * w
        return ColorMatrix(red: [k.x + s, k.y, k.z, 0], green: [k.x, k.y + s, k.z, 0], blue: [k.x, k.y, k.z + s, 0])
    }

    /// The matrix on a premultiplied pixel: a straight colour c becomes M·c + offset, so its
    /// premultiplied form (c·a) becomes M·(c·a) + offset·a; each channel clamped to 0…alpha.
    public func apply(to p: Pixel) -> Pixel {
        self == .identity ? p : applied(to: p)
    }

    @inline(__always) private func applied(to p: Pixel) -> Pixel {
        let alpha = Double(p.a)
        let c = SIMD4<Double>(Double(p.r), Double(p.g), Double(p.b), alpha / 255)
        func channel(_ row: SIMD4<Double>) -> UInt8 { min(alpha, max(0, (row * c).sum())).roundedByte }
        return Pixel(r: channel(red), g: channel(green), b: channel(blue), a: p.a)
    }


    /// Every pixel of `image` through the matrix.
    public func apply(to image: Image) -> Image {
        guard self != .identity else { return image }
        var out = image
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let q = applied(to: Pixel(r: p[i], g: p[i + 1], b: p[i + 2], a: p[i + 3]))
                p[i] = q.r; p[i + 1] = q.g; p[i + 2] = q.b
                i += 4
            }
        }
        return out
    }
}
