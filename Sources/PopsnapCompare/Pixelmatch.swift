// A port of pixelmatch 7.2.0 (https://github.com/mapbox/pixelmatch), together with ColorDelta.swift,
// Antialiasing.swift and DiffPixels.swift. pixelmatch's licence:
//
//   ISC License
//
//   Copyright (c) 2025, Mapbox
//
//   Permission to use, copy, modify, and/or distribute this software for any purpose
//   with or without fee is hereby granted, provided that the above copyright notice
//   and this permission notice appear in all copies.
//
//   THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH
//   REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND
//   FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT,
//   INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS
//   OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER
//   TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF
//   THIS SOFTWARE.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsnapRaster
import PopsnapGeometry

/// pixelmatch 7.2 (mapbox/pixelmatch, ISC licence), ported to give exactly its mismatch counts and
/// diff images: the YIQ distance against `35215 · threshold²`, anti-aliased pixels detected in
/// either image and forgiven unless `includeAA`, translucent pixels blended over a checkerboard
/// (or white), and the faded grey diff image with red, yellow and alternative marks.
///
/// ```swift
/// let a = try StraightImage(contentsOf: "expected.png"), b = try StraightImage(contentsOf: "actual.png")
/// var diff: StraightImage?
/// let mismatched = try Pixelmatch.compare(a, b, options: MatchOptions(threshold: 0.05), diff: &diff)
/// try diff?.write(to: "diff.png")
/// ```
public enum Pixelmatch {
    /// The number of mismatched pixels; different sizes throw `CompareError.sizeMismatch`.
    ///
    /// ```swift
    /// let count = try Pixelmatch.compare(a, b)
    /// ```
    public static func compare(_ a: StraightImage, _ b: StraightImage,
                               options: MatchOptions = MatchOptions()) throws(CompareError) -> Int {
        try checkSizes(a, b)
        return tally(a, b, options: options, output: nil).count
    }

    /// The number of mismatched pixels, drawing pixelmatch's diff image into `diff`: a new
    /// transparent image of the same size when `diff` is nil, else drawn over what it holds, as
    /// pixelmatch draws over its `output` (which shows with `diffMask`, where only marks are drawn).
    ///
    /// ```swift
    /// var diff: StraightImage?
    /// let count = try Pixelmatch.compare(a, b, options: MatchOptions(diffMask: true), diff: &diff)
    /// ```
    public static func compare(_ a: StraightImage, _ b: StraightImage, options: MatchOptions = MatchOptions(),
                               diff: inout StraightImage?) throws(CompareError) -> Int {
        try checkSizes(a, b)
        // Taken out of the optional so the pixels have one owner and are drawn in place, not copied.
        var output: StraightImage
        if let given = diff.take() {
            output = given
        } else {
            // The size of an image that exists: its bytes were counted when it was made.
            output = try! StraightImage(width: a.width, height: a.height)
        }
        guard output.width == a.width, output.height == a.height else {
            let size = output.size
            diff = output
            throw .diffSizeMismatch(diff: size, images: a.size)
        }
        let result = output.rgba.withUnsafeMutableBufferPointer { tally(a, b, options: options, output: $0.baseAddress) }
        diff = output
        return result.count
    }

    static func checkSizes(_ a: StraightImage, _ b: StraightImage) throws(CompareError) {
        guard a.width == b.width, a.height == b.height else {
            throw .sizeMismatch(expected: a.size, actual: b.size)
        }
    }

    /// What one pass finds: the mismatched pixels and the rectangle holding them.
    struct Tally {
        var count = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        @inline(__always)
        mutating func add(x: Int, y: Int) {
            count += 1
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }

        var bounds: PixelRect? {
            count == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }

    /// pixelmatch's loop over two images of one size; draws into `output` (width * height * 4
    /// bytes) when given. One pass, no allocation: pixels are read in place.
    static func tally(_ a: StraightImage, _ b: StraightImage, options: MatchOptions,
                      output: UnsafeMutablePointer<UInt8>?) -> Tally {
        let width = a.width, height = a.height
        return a.rgba.withUnsafeBufferPointer { bufferA in
            b.rgba.withUnsafeBufferPointer { bufferB in
                guard let img1 = bufferA.baseAddress, let img2 = bufferB.baseAddress, width > 0, height > 0 else {
                    return Tally()
                }
                return tally(img1, img2, width: width, height: height, options: options, output: output)
            }
        }
    }

    private static func tally(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, width: Int, height: Int,
                              options: MatchOptions, output: UnsafeMutablePointer<UInt8>?) -> Tally {
        let count = width * height
        let drawsBase = output != nil && !options.diffMask
        let alpha = options.alpha

        // Fast path: identical buffers differ nowhere; the diff is the grey copy alone.
        if memcmp(img1, img2, count * 4) == 0 {
            if drawsBase, let output { DiffPixels.drawGrayRow(img1, bytes: 0..<(count * 4), alpha: alpha, output) }
            return Tally()
        }

        // Squared distance allowed, in pixelmatch's order: (35215 · t) · t.
        let maxDelta = ColorDelta.maxYIQDelta * options.threshold * options.threshold
        let checkerboard = options.alphaBackground == .checkerboard
        let aaColor = options.aaColor, diffColor = options.diffColor
        let altColor = options.diffColorAlt ?? options.diffColor
        let words1 = UnsafeRawPointer(img1), words2 = UnsafeRawPointer(img2)
        var tally = Tally()

        for y in 0..<height {
            // A row with the same bytes in both images has no mismatch to look for: only its grey copy.
            let row = (y * width * 4)..<((y + 1) * width * 4)
            if memcmp(img1 + row.lowerBound, img2 + row.lowerBound, row.count) == 0 {
                if drawsBase, let output { DiffPixels.drawGrayRow(img1, bytes: row, alpha: alpha, output) }
                continue
            }
            for x in 0..<width {
                let pos = (y * width + x) * 4
                // Equal words have a distance of 0, never above the threshold: skip the arithmetic.
                if words1.loadUnaligned(fromByteOffset: pos, as: UInt32.self) == words2.loadUnaligned(fromByteOffset: pos, as: UInt32.self) {
                    if drawsBase, let output { DiffPixels.drawGray(img1, pos, alpha: alpha, output) }
                    continue
                }
                let delta = ColorDelta.delta(img1, img2, pos, pos, checkerboard: checkerboard)
                if abs(delta) > maxDelta {
                    let antialiased = !options.includeAA
                        && (Antialiasing.isAntialiased(img1, x1: x, y1: y, width: width, height: height,
                                                       a32: words1, b32: words2, checkerboard: checkerboard)
                            || Antialiasing.isAntialiased(img2, x1: x, y1: y, width: width, height: height,
                                                          a32: words2, b32: words1, checkerboard: checkerboard))
                    if antialiased {
                        // Forgiven; a mask shows differences only, so it leaves these out.
                        if drawsBase, let output { DiffPixels.draw(output, pos, aaColor) }
                    } else {
                        if let output { DiffPixels.draw(output, pos, delta < 0 ? altColor : diffColor) }
                        tally.add(x: x, y: y)
                    }
                } else if drawsBase, let output {
                    DiffPixels.drawGray(img1, pos, alpha: alpha, output)
                }
            }
        }
        return tally
    }
}
