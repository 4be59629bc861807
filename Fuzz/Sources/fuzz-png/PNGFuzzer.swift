import FuzzSupport
import PopsnapPNG
import PopsnapRaster

/// Arbitrary bytes through the PNG decoder (premultiplied and straight) and the APNG decoder, as
/// they are and with their chunk CRCs repaired so mutations get past the checksums.
///
/// Smaller limits than the defaults (256 MiB an image, 2 GiB an animation) keep each run fast and
/// within the fuzzer's memory limit; the checks are the same code at any value. The frame limit is
/// the decoder's default.
let limits = ImageLimits(maxSide: 2048, maxBytes: 4 << 20)
let maxTotalBytes = 64 << 20

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = FuzzInput(data, count).all
    let repaired = PNGChunkRepair.repaired(bytes)
    for input in repaired == bytes ? [bytes] : [bytes, repaired] {
        _ = try? PNG.decode(input, limits: limits)
        _ = try? PNG.decodeStraight(input, limits: limits)
        _ = try? APNG.decode(input, limits: limits, maxTotalBytes: maxTotalBytes)
    }
    return 0
}
