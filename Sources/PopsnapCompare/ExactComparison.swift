#if canImport(Glibc)
import PopsnapRaster
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exact mode: a pixel differs when any of its four channels (straight, at the source's depth: RGBA16
/// when either image came from a 16-bit file, an 8-bit sample counting as v * 257) does, with no threshold and no
/// anti-aliasing forgiveness; the diff image is drawn as pixelmatch draws its own (grey copy and
/// `diffColor` marks, or marks alone with `diffMask`).
enum ExactComparison {
    /// Counts and bounds of the pixels whose bytes differ; `a` and `b` have one size, `output` that size too.
    static func tally(_ a: StraightImage, _ b: StraightImage, options: MatchOptions,
                      output: UnsafeMutablePointer<UInt8>?) -> Pixelmatch.Tally {
        if a.rgba16 != nil || b.rgba16 != nil { return wideTally(a, b, options: options, output: output) }
        let width = a.width, height = a.height
        let drawsBase = output != nil && !options.diffMask
        return a.rgba.withUnsafeBufferPointer { bufferA in
            b.rgba.withUnsafeBufferPointer { bufferB in
                guard let img1 = bufferA.baseAddress, let img2 = bufferB.baseAddress else { return Pixelmatch.Tally() }
                let words1 = UnsafeRawPointer(img1), words2 = UnsafeRawPointer(img2)
                var tally = Pixelmatch.Tally()
                for y in 0..<height {
                    // A row with the same bytes in both images: nothing to mark, only its grey copy.
                    let row = (y * width * 4)..<((y + 1) * width * 4)
                    if memcmp(img1 + row.lowerBound, img2 + row.lowerBound, row.count) == 0 {
                        if drawsBase, let output { DiffPixels.drawGrayRow(img1, bytes: row, alpha: options.alpha, output) }
                        continue
                    }
                    for x in 0..<width {
                        let pos = (y * width + x) * 4
                        if words1.loadUnaligned(fromByteOffset: pos, as: UInt32.self) != words2.loadUnaligned(fromByteOffset: pos, as: UInt32.self) {
                            tally.add(x: x, y: y)
                            if let output { DiffPixels.draw(output, pos, options.diffColor) }
                        } else if drawsBase, let output {
                            DiffPixels.drawGray(img1, pos, alpha: options.alpha, output)
                        }
                    }
                }
                return tally
            }
        }
    }

    /// `tally` at 16 bits a sample; the grey copy is drawn from the 8-bit pixels, as the diff image has 8.
    private static func wideTally(_ a: StraightImage, _ b: StraightImage, options: MatchOptions,
                                  output: UnsafeMutablePointer<UInt8>?) -> Pixelmatch.Tally {
        let samplesA = a.rgba16 ?? a.rgba.map { UInt16($0) * 257 }
        let samplesB = b.rgba16 ?? b.rgba.map { UInt16($0) * 257 }
        let drawsBase = output != nil && !options.diffMask
        var tally = Pixelmatch.Tally()
        a.rgba.withUnsafeBufferPointer { base in
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let pos = (y * a.width + x) * 4
                    if samplesA[pos..<pos + 4] != samplesB[pos..<pos + 4] {
                        tally.add(x: x, y: y)
                        if let output { DiffPixels.draw(output, pos, options.diffColor) }
                    } else if drawsBase, let output, let pixels = base.baseAddress {
                        DiffPixels.drawGray(pixels, pos, alpha: options.alpha, output)
                    }
                }
            }
        }
        return tally
    }
}
