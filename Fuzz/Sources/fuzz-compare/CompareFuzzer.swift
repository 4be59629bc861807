import FuzzSupport
import PopsnapRaster
import PopsnapCompare

/// Two small images made of the fuzzer's bytes, compared by pixelmatch and exactly, with the diff
/// image, pixelmatch's in-place diff and the side-by-side; the first bytes choose sizes and options.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let flags = input.byte()
    // Up to 16 x 16; the second image usually has the first's size, sometimes not (a failed result).
    let width = Int(input.byte() % 17), height = Int(input.byte() % 17)
    let otherSize = flags & 1 == 0 ? (width, height) : (Int(input.byte() % 17), Int(input.byte() % 17))
    var options = MatchOptions(
        threshold: Double(input.byte()) / 255,
        includeAA: flags & 2 != 0,
        alpha: Double(Int8(bitPattern: input.byte())) / 64,
        diffColorAlt: flags & 4 == 0 ? nil : RGB(input.byte(), input.byte(), input.byte()),
        diffMask: flags & 8 != 0,
        alphaBackground: flags & 16 == 0 ? .checkerboard : .white)
    options.diffColor = RGB(input.byte(), input.byte(), input.byte())
    let tolerance = Tolerance(maxDiffPixels: flags & 32 == 0 ? nil : Int(input.byte()),
                              maxDiffRatio: flags & 64 == 0 ? nil : Double(input.byte()) / 255)
    func image(_ w: Int, _ h: Int) -> StraightImage {
        var rgba = input.take(w * h * 4)
        // Short inputs are padded with a pattern, not zeros, so even they give two different images.
        while rgba.count < w * h * 4 { rgba.append(UInt8(truncatingIfNeeded: rgba.count &* 37)) }
        return try! StraightImage(width: w, height: h, rgba: rgba)
    }
    let a = image(width, height), b = image(otherSize.0, otherSize.1)
    let result = ImageComparison.compare(a, b, match: ImageMatch(options: options, tolerance: tolerance, exact: flags & 128 != 0))
    _ = result.description
    var diff: StraightImage?
    _ = try? Pixelmatch.compare(a, b, options: options, diff: &diff)
    _ = SideBySide.compose([a, b] + (diff.map { [$0] } ?? []))
    return 0
}
