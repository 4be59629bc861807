import PopsnapRaster

extension ColorError {
    /// The difference between `source` words and their palette colours over the rectangle that
    /// `indices` cover, row by row from `start` with `stride` words a row.
    static func measure(_ source: UnsafeBufferPointer<UInt32>, start: Int, stride: Int, width: Int, height: Int,
                        indices: [UInt8], palette: [UInt32]) -> ColorError {
        var sum = Sum()
        for y in 0..<height {
            let row = start + y * stride
            for x in 0..<width { sum.add(source[row + x], palette[Int(indices[y * width + x])]) }
        }
        return sum.error
    }
}
