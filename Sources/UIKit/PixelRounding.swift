extension Double {
    /// This length in points as whole pixels at `scale`, rounded as UIKit rounds layout: to the nearest,
    /// halves up (a billionth of a pixel of slack, so a half computed as 0.4999999 still rounds up).
    func pixelCount(scale: Double) -> Int {
        Int((self * scale + 0.5 + 1e-9).rounded(.down))
    }
}
