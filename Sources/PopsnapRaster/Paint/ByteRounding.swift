extension Double {
    /// A channel value of 0 to 255 rounded half away from zero, as `rounded()` rounds it, without its call
    /// into libm (a tenth of a material's or glass's time, once a channel a pixel): the truncation to an
    /// integer is exact, and so is the fraction it leaves.
    @inline(__always) var roundedByte: UInt8 {
        let whole = Int(self)
        return UInt8(self - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}
