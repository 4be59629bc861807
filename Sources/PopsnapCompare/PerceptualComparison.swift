import PopsnapRaster

/// Perceptual mode, swift-snapshot-testing's `perceptualPrecision`: a pixel differs when its ΔE94
/// (`DeltaE94`) from the reference's exceeds a threshold; the diff image is drawn as exact mode draws it.
///
/// Pixels are straight RGBA8, and ΔE94 knows no alpha, so each pair is blended over white and over black
/// and the larger of the two differences counts: a pixel matches only if it looks alike on light and dark
/// backgrounds. A transparent pixel against an opaque one is then 100 apart, whatever its colour
/// (opaque white shows over black, opaque black over white), while two fully transparent pixels match
/// whatever colour their bytes hold. Opaque pairs are compared as they are.
enum PerceptualComparison {
    /// Counts and bounds of the pixels more than `maxDeltaE` apart; `a` and `b` have one size, `output` that size too.
    static func tally(_ a: StraightImage, _ b: StraightImage, maxDeltaE: Double, options: MatchOptions,
                      output: UnsafeMutablePointer<UInt8>?) -> Pixelmatch.Tally {
        let drawsBase = output != nil && !options.diffMask
        var tally = Pixelmatch.Tally()
        a.rgba.withUnsafeBufferPointer { bufferA in
            b.rgba.withUnsafeBufferPointer { bufferB in
                guard let img1 = bufferA.baseAddress, let img2 = bufferB.baseAddress else { return }
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        let pos = (y * a.width + x) * 4
                        if deltaE(img1, img2, pos) > maxDeltaE {
                            tally.add(x: x, y: y)
                            if let output { DiffPixels.draw(output, pos, options.diffColor) }
                        } else if drawsBase, let output {
                            DiffPixels.drawGray(img1, pos, alpha: options.alpha, output)
                        }
                    }
                }
            }
        }
        return tally
    }

    /// ΔE94 from the pixel at byte `pos` of `reference` to the one at `pos` of `other`, the larger over
    /// white and over black.
    static func deltaE(_ reference: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, _ pos: Int) -> Double {
        // Most pixels of a snapshot are unchanged: no colour maths for them.
        if (0..<4).allSatisfy({ reference[pos + $0] == other[pos + $0] }) { return 0 }
        let a1 = Double(reference[pos + 3]) / 255, a2 = Double(other[pos + 3]) / 255
        if a1 == 0 && a2 == 0 { return 0 }
        func over(_ background: Double) -> Double {
            func lab(_ p: UnsafePointer<UInt8>, _ alpha: Double) -> DeltaE94.Lab {
                let blend = { (c: UInt8) in Double(c) * alpha + background * (1 - alpha) }
                return DeltaE94.lab(blend(p[pos]), blend(p[pos + 1]), blend(p[pos + 2]))
            }
            return DeltaE94.delta(lab(reference, a1), lab(other, a2))
        }
        let overWhite = over(255)
        return a1 == 1 && a2 == 1 ? overWhite : max(overWhite, over(0))
    }
}
