#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import PopsnapGeometry

// Here rather than in PopsnapGeometry, which imports nothing but Swift: sine and cosine come from libm.
extension Transform {
    /// A rotation by `angle` radians, clockwise on screen (y down).
    public static func rotation(_ angle: Double) -> Transform {
        let (s, c) = (sin(angle), cos(angle))
        return Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
}
