import XCTest
@testable import PopsnapRaster
import PopsnapGeometry

final class EdgeCaseTests: XCTestCase {
    func mask(_ p: Path, _ w: Int, _ h: Int) throws -> Mask { try Mask(rasterizing: p, width: w, height: h) }

    // MARK: Path API

    /// CGPath / UIBezierPath / canvas: after close the current point is the subpath's start,
    /// so a following line(to:) draws from there. Here it silently becomes a move.
    func testLineAfterCloseStartsAtSubpathStart() throws {
        var p = Path()
        p.move(to: Point(x: 10, y: 10)); p.line(to: Point(x: 30, y: 10)); p.line(to: Point(x: 30, y: 30)); p.close()
        p.line(to: Point(x: 10, y: 30))          // should draw (10,10) → (10,30)
        let m = try mask(p.stroked(StrokeStyle(width: 2)), 40, 40)
        XCTAssertEqual(m[9, 20], 255)
        XCTAssertEqual(m[10, 20], 255)
    }

    /// addPath of an empty path forgets the current point of `self`.
    func testAddEmptyPathKeepsCurrentPoint() throws {
        var p = Path()
        p.move(to: Point(x: 10, y: 10))
        p.addPath(Path())
        p.line(to: Point(x: 10, y: 30))
        let m = try mask(p.stroked(StrokeStyle(width: 2)), 40, 40)
        XCTAssertEqual(m[10, 20], 255)
    }

    // MARK: CSS radius clamping

    /// CSS: a huge radius is scaled down to fit, giving a capsule. Here a + b overflows to ∞, f = 0, ∞·0 = NaN → 0.
    func testInfiniteOrHugeCornerRadiusGivesCapsule() throws {
        let r = Rect(x: 0, y: 0, width: 40, height: 20)
        let capsule = try mask(.capsule(in: r), 40, 20)
        XCTAssertEqual(capsule[0, 0], 0)
        XCTAssertEqual(try mask(.roundedRect(r, cornerRadius: .infinity), 40, 20)[0, 0], 0)                 // 255: sharp corner
        XCTAssertEqual(try mask(.roundedRect(r, cornerRadius: .greatestFiniteMagnitude), 40, 20)[0, 0], 0)  // 255: sharp corner
        XCTAssertEqual(RoundedRect(rect: r, cornerRadius: 1e308).effectiveRadii, CornerRadii(10))
    }

    /// CGRect is standardized by CG path builders; here .rect draws a negative-width rect but
    /// .roundedRect / .ellipse / draw(image, in:) silently draw nothing.
    func testNegativeWidthRectsAreConsistent() throws {
        let r = Rect(x: 30, y: 5, width: -20, height: 10)
        let plain = try mask(.rect(r), 40, 20)
        XCTAssertEqual(plain[15, 10], 255)
        XCTAssertEqual(try mask(.roundedRect(r, cornerRadius: 2), 40, 20)[15, 10], 255)
        XCTAssertEqual(try mask(.ellipse(in: r), 40, 20)[20, 10], 255)
    }

    // MARK: Strokes

    /// Inside border of a half disc (arc then close): the inner contour's line–arc corner is routed
    /// through the outer vertex, so the hole swallows the border's corner.
    func testInsideStrokeOfLineArcCornerHasNoNotch() throws {
        var half = Path()
        half.arc(center: Point(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi, clockwise: true)
        half.close()
        let m = try mask(half.stroked(StrokeStyle(width: 4, alignment: .inside)), 100, 100)
        // Pixel (78, 51): wholly inside the half disc and within 2 px of the chord: border.
        XCTAssertEqual(m[78, 51], 255)
        XCTAssertEqual(m[21, 51], 255)
    }

    /// An inside border wider than half the shape must stay inside the shape (CALayer fills it).
    func testWideInsideStrokeStaysInsideShape() throws {
        let r = Rect(x: 20, y: 20, width: 10, height: 60)
        let m = try mask(Path.rect(r).stroked(StrokeStyle(width: 12, alignment: .inside)), 60, 100)
        XCTAssertEqual(m[25, 50], 255)                  // inside: covered
        XCTAssertEqual(m[18, 50], 0, "painted left of the shape")
        XCTAssertEqual(m[31, 50], 0, "painted right of the shape")
    }

    /// Round join at a 180° turn should be a half disc, as CGContext draws it.
    func testRoundJoinAtUTurn() throws {
        var p = Path()
        p.move(to: Point(x: 5, y: 10)); p.line(to: Point(x: 20, y: 10)); p.line(to: Point(x: 5, y: 10))
        let m = try mask(p.stroked(StrokeStyle(width: 6, join: .round)), 30, 20)
        XCTAssertEqual(m[21, 10], 255)   // (21.5, 10.5) is 1.6 px from the turn point
    }

    /// CGContext: a zero-length subpath with round caps draws a dot (UIKit spinner dots, "•" separators).
    func testZeroLengthLineWithRoundCapsIsADot() throws {
        let dot = Path.line(from: Point(x: 10, y: 10), to: Point(x: 10, y: 10))
        let m = try mask(dot.stroked(StrokeStyle(width: 6, cap: .round)), 20, 20)
        XCTAssertEqual(m[10, 10], 255)
    }

    /// Under a non-uniform scale the stroke should scale per axis (as CGContext strokes in user space);
    /// here the width is multiplied by √|det| in every direction.
    func testStrokeUnderNonUniformScale() throws {
        var c = try Canvas(width: 60, height: 20)
        c.stroke(.rect(Rect(x: 1, y: 1, width: 10, height: 10)), style: StrokeStyle(width: 1, alignment: .inside),
                 with: .solid(.black), transform: .scale(x: 4, y: 1))
        XCTAssertEqual(c.image[7, 5].a, 255)   // left border 4 px wide: x 4..<8
        XCTAssertEqual(c.image[20, 2].a, 0)    // top border 1 px tall: y 1..<2
    }

    // MARK: Gradients

    /// The 1024-entry table quantizes t to 1/1023: a hard stop moves by up to half a step and a steep
    /// ramp is posterized. Here a 4 px black→white ramp on a 2532 px gradient, checked against the exact colour.
    func testSteepGradientRampMatchesExactInterpolation() throws {
        let w = 2532, a = 0.5, b = 0.5 + 4.0 / Double(w)
        let g = try Gradient(stops: [.init(location: 0, color: .black), .init(location: a, color: .black),
                                     .init(location: b, color: .white), .init(location: 1, color: .white)])
        var c = try Canvas(width: w, height: 1)
        c.fill(.rect(Rect(x: 0, y: 0, width: Double(w), height: 1)), with: .linear(g, start: .zero, end: Point(x: Double(w), y: 0)))
        var worst = 0
        for x in 0..<w {
            let t = (Double(x) + 0.5) / Double(w)
            let exact = Int((255 * min(1, max(0, (t - a) / (b - a)))).rounded())
            worst = max(worst, abs(Int(c.image[x, 0].r) - exact))
        }
        XCTAssertLessThanOrEqual(worst, 1)
    }

    /// A hard stop at 0.3 on a 2532 px gradient: pixel 759 (t = 0.29996) takes the colour after the stop.
    func testHardStopLandsOnTheRightPixel() throws {
        let w = 2532
        let g = try Gradient(stops: [.init(location: 0, color: .black), .init(location: 0.3, color: .black),
                                     .init(location: 0.3, color: .white), .init(location: 1, color: .white)])
        var c = try Canvas(width: w, height: 1)
        c.fill(.rect(Rect(x: 0, y: 0, width: Double(w), height: 1)), with: .linear(g, start: .zero, end: Point(x: Double(w), y: 0)))
        XCTAssertEqual(c.image[759, 0].r, 0)
        XCTAssertEqual(c.image[760, 0].r, 255)
    }

    // MARK: Shadow

    /// A tiny blur (σ just above the 1e-3 cut-off) point-samples the shape: no anti-aliasing,
    /// a jump of ~77/255 against blur 0 (which fills with exact coverage).
    func testTinyBlurShadowIsContinuousWithNoBlur() throws {
        let shape = RoundedRect(rect: Rect(x: 10.3, y: 0, width: 20, height: 10), cornerRadius: 0)
        var a = try Canvas(width: 40, height: 10)
        a.drawShadow(of: shape, Shadow(color: .black, blur: 0))
        var b = try Canvas(width: 40, height: 10)
        b.drawShadow(of: shape, Shadow(color: .black, blur: 0.01))
        XCTAssertLessThanOrEqual(abs(Int(a.image[10, 5].a) - Int(b.image[10, 5].a)), 2)
    }

    // MARK: Input at the limits of Double and Int: each once trapped; now each draws what geometry says

    /// Every pixel of a 4 x 4 canvas, premultiplied, as one list: what a test compares whole.
    func pixels(_ c: Canvas) -> [Pixel] { (0..<16).map { c.image[$0 % 4, $0 / 4] } }

    let clear = Pixel(r: 0, g: 0, b: 0, a: 0)
    let white = Pixel(r: 255, g: 255, b: 255, a: 255)

    /// A rectangle 1e20 px to the right covers none of a 4 x 4 mask.
    func testAPathFarOffTheCanvasCoversNothing() throws {
        let m = try mask(.rect(Rect(x: 1e20, y: 0, width: 10, height: 10)), 4, 4)
        XCTAssertEqual(m.coverage, [UInt8](repeating: 0, count: 16))
    }

    /// A white image stretched over a rect far wider than the canvas still covers all of it: every pixel white.
    func testAnImageInAHugeRectCoversTheCanvas() throws {
        var c = try Canvas(width: 4, height: 4)
        let img = try Image(width: 2, height: 2, fill: .white)
        c.draw(img, in: Rect(x: -1e19, y: 0, width: 1e20, height: 4))
        XCTAssertEqual(pixels(c), [Pixel](repeating: white, count: 16))
    }

    /// An image at a position that is not a number is not drawn.
    func testAnImageAtNaNIsNotDrawn() throws {
        var c = try Canvas(width: 4, height: 4)
        let img = try Image(width: 2, height: 2, fill: .white)
        c.draw(img, at: Point(x: .nan, y: 0.5))
        XCTAssertEqual(pixels(c), [Pixel](repeating: clear, count: 16))
    }

    /// A linear gradient whose end is at infinity has no finite axis: the fill paints nothing.
    func testALinearGradientToInfinityPaintsNothing() throws {
        var c = try Canvas(width: 4, height: 4)
        let g = try Gradient(colors: [.black, .white])
        c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .linear(g, start: .zero, end: Point(x: .infinity, y: 1)))
        XCTAssertEqual(pixels(c), [Pixel](repeating: clear, count: 16))
    }

    /// A radial gradient centred at NaN has no centre: the fill paints nothing.
    func testARadialGradientAtNaNPaintsNothing() throws {
        var c = try Canvas(width: 4, height: 4)
        let g = try Gradient(colors: [.black, .white])
        c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .radial(g, center: Point(x: .nan, y: 0), radius: 2))
        XCTAssertEqual(pixels(c), [Pixel](repeating: clear, count: 16))
    }

    /// A shadow blurred without end spreads its ink over the whole plane: nothing is left on any pixel.
    func testAShadowOfInfiniteBlurLeavesNothing() throws {
        var c = try Canvas(width: 4, height: 4)
        c.drawShadow(of: RoundedRect(rect: Rect(x: 0, y: 0, width: 2, height: 2), cornerRadius: 0), Shadow(color: .black, blur: .infinity))
        XCTAssertEqual(pixels(c), [Pixel](repeating: clear, count: 16))
    }

    /// A mask placed near Int.max lies far off the canvas: nothing is drawn, and the sum does not overflow.
    func testAMaskNearIntMaxIsNotDrawn() throws {
        var c = try Canvas(width: 4, height: 4)
        c.draw(try Mask(width: 4, height: 4, coverage: [UInt8](repeating: 255, count: 16)), x: Int.max - 2, y: 0, color: .black)
        XCTAssertEqual(pixels(c), [Pixel](repeating: clear, count: 16))
    }

    /// Zero-sized canvases and masks are empty, and filling them leaves them so.
    func testZeroSizeCanvasAndMask() throws {
        var c = try Canvas(width: 0, height: 0)
        c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(.black))
        XCTAssertEqual([c.image.width, c.image.height, c.image.pixels.count], [0, 0, 0])
        let m = try mask(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), 0, 0)
        XCTAssertEqual([m.width, m.height, m.coverage.count], [0, 0, 0])
        var d = try Canvas(width: 0, height: 5)
        d.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(.black))
        XCTAssertEqual([d.image.width, d.image.height, d.image.pixels.count], [0, 5, 0])
    }

    // MARK: Sanity checks of things that looked suspicious

    func testImageInRectPartlyOffCanvasMapsColumns() throws {
        var px: [UInt8] = []
        for x in 0..<10 { px += [UInt8(x * 20), UInt8(x * 20), UInt8(x * 20), 255] }
        let img = try Image(width: 10, height: 1, premultipliedRGBA: px)
        var c = try Canvas(width: 10, height: 1)
        c.draw(img, in: Rect(x: -5, y: 0, width: 10, height: 1))
        XCTAssertEqual(c.image[0, 0].r, 100)
        XCTAssertEqual(c.image[4, 0].r, 180)
        XCTAssertEqual(c.image[5, 0].a, 0)
    }

    func testClipIntersection() throws {
        var c = try Canvas(width: 20, height: 20)
        c.clip(to: .rect(Rect(x: 0, y: 0, width: 10, height: 10)))
        c.clip(to: .rect(Rect(x: 5, y: 5, width: 15, height: 15)))
        c.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .solid(.black))
        XCTAssertEqual(c.image[4, 7].a, 0); XCTAssertEqual(c.image[7, 4].a, 0)
        XCTAssertEqual(c.image[7, 7].a, 255); XCTAssertEqual(c.image[12, 7].a, 0)
        let sum = c.image.pixels.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }
        XCTAssertEqual(sum, 25 * 255)
    }

    /// A pixel-aligned rectangle clip keeps no per-pixel coverage; with a soft clip before or after it,
    /// drawing gives exactly what the soft clip alone gives, where the rectangle holds it.
    func testPixelAlignedClipsCombineWithSoftOnes() throws {
        let circle = Path.circle(center: Point(x: 10.3, y: 9.7), radius: 6.2)
        let wide = Path.rect(Rect(x: 2, y: 2, width: 17, height: 16))
        func drawn(_ clips: [Path]) throws -> Image {
            var c = try Canvas(width: 20, height: 20, fill: .white)
            for clip in clips { c.clip(to: clip) }
            c.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .solid(Color(r8: 200, g8: 30, b8: 90).withAlpha(0.8)))
            return c.image
        }
        let soft = try drawn([circle])
        XCTAssertEqual(try drawn([wide, circle]), soft)
        XCTAssertEqual(try drawn([circle, wide]), soft)
        XCTAssertEqual(try drawn([wide, wide]), try drawn([wide]))
        XCTAssertNotEqual(soft, try drawn([wide]))
    }

    /// Only the four whole-pixel sides of an axis-aligned rectangle, going round it, skip the clip's coverage
    /// mask and the rasterizer.
    func testPixelAlignedRectanglesAreRecognised() {
        func lines(_ path: Path) -> [Line] { Flatten.lines(of: path, tolerance: Flatten.defaultTolerance) }
        XCTAssertEqual(Canvas.pixelAlignedRectangle(lines(.rect(Rect(x: 2, y: 3, width: 10, height: 4)))), PixelRect(x: 2, y: 3, width: 10, height: 4))
        XCTAssertNotNil(Canvas.pixelAlignedRectangle(lines(.roundedRect(RoundedRect(rect: Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 0)))))
        XCTAssertNil(Canvas.pixelAlignedRectangle(lines(.rect(Rect(x: 2.5, y: 3, width: 10, height: 4)))))
        XCTAssertNil(Canvas.pixelAlignedRectangle(lines(.roundedRect(RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4)))))
        XCTAssertNil(Canvas.pixelAlignedRectangle(lines(.circle(center: Point(x: 5, y: 5), radius: 4))))
        var l = Path()
        l.move(to: Point(x: 0, y: 0)); l.line(to: Point(x: 4, y: 0)); l.line(to: Point(x: 4, y: 2))
        l.line(to: Point(x: 2, y: 2)); l.line(to: Point(x: 2, y: 4)); l.line(to: Point(x: 0, y: 4)); l.close()
        XCTAssertNil(Canvas.pixelAlignedRectangle(lines(l)), "an L is not its bounding box")
        // The four sides of a box, but both verticals going down: not a closed outline (winding 2 to its right).
        let open = [Line(x0: 0, y0: 0, x1: 0, y1: 4), Line(x0: 6, y0: 0, x1: 6, y1: 4),
                    Line(x0: 0, y0: 0, x1: 6, y1: 0), Line(x0: 6, y0: 4, x1: 0, y1: 4)]
        XCTAssertNil(Canvas.pixelAlignedRectangle(open))
    }

    /// A whole-pixel rectangle is filled without the rasterizer: the pixels must be the rasterizer's (the
    /// same rectangle with one side drawn in two pieces, which the shortcut does not take), with any paint,
    /// opacity, rule, direction and clip, and where the rectangle runs off the canvas.
    func testRectangleShortcutGivesTheRasterizersPixels() throws {
        var screen = try Image(width: 24, height: 20)
        for y in 0..<20 { for x in 0..<24 { screen[x, y] = Pixel(r: UInt8(x * 5), g: UInt8(y * 9), b: 90, a: 200) } }
        let background = Canvas(screen)
        let gradient = try Gradient(colors: [Color(r8: 250, g8: 10, b8: 40).withAlpha(0.7), Color(r8: 0, g8: 200, b8: 255)])
        let paints: [Paint] = [.solid(Color(r8: 30, g8: 120, b8: 240)), .solid(Color(r8: 255, g8: 200, b8: 0).withAlpha(0.5)),
                               .linear(gradient, start: Point(x: 0, y: 2), end: Point(x: 0, y: 18))]
        /// The rectangle's corners in order, the first side once whole and once in two pieces.
        func outline(_ corners: [Point], split: Bool) -> Path {
            var p = Path()
            p.move(to: corners[0])
            if split { p.line(to: Point(x: (corners[0].x + corners[1].x) / 2, y: (corners[0].y + corners[1].y) / 2)) }
            for c in corners.dropFirst() { p.line(to: c) }
            p.close()
            return p
        }
        let clockwise = [Point(x: 3, y: 2), Point(x: 18, y: 2), Point(x: 18, y: 13), Point(x: 3, y: 13)]
        let offCanvas = [Point(x: -3, y: 5), Point(x: -3, y: 25), Point(x: 17, y: 25), Point(x: 17, y: 5)]
        for corners in [clockwise, offCanvas] {
            let whole = outline(corners, split: false), pieces = outline(corners, split: true)
            XCTAssertNotNil(Canvas.pixelAlignedRectangle(Flatten.lines(of: whole, tolerance: Flatten.defaultTolerance)))
            XCTAssertNil(Canvas.pixelAlignedRectangle(Flatten.lines(of: pieces, tolerance: Flatten.defaultTolerance)))
            for paint in paints {
                for rule in [FillRule.nonZero, .evenOdd] {
                    for clipped in [false, true] {
                        var shortcut = background, rasterized = background
                        if clipped {
                            shortcut.clip(to: .circle(center: Point(x: 10, y: 9), radius: 7))
                            rasterized.clip(to: .circle(center: Point(x: 10, y: 9), radius: 7))
                        }
                        shortcut.fill(whole, with: paint, opacity: 0.9, rule: rule)
                        rasterized.fill(pieces, with: paint, opacity: 0.9, rule: rule)
                        XCTAssertEqual(shortcut.image, rasterized.image, "\(paint) \(rule) clipped \(clipped) \(corners[0])")
                        XCTAssertNotEqual(shortcut.image, background.image)
                    }
                }
            }
        }
    }

    /// Opaque source pixels are copied in runs, translucent ones blended: the same as pixel by pixel.
    func testCompositingCopiesOpaqueRunsAndBlendsTheRest() throws {
        var layer = try Image(width: 7, height: 1)
        for (x, p) in [Pixel(r: 255, g: 0, b: 0, a: 255), Pixel(r: 0, g: 0, b: 0, a: 0), Pixel(r: 0, g: 100, b: 0, a: 128),
                       Pixel(r: 1, g: 2, b: 3, a: 255), Pixel(r: 4, g: 5, b: 6, a: 255), Pixel(r: 0, g: 0, b: 60, a: 60),
                       Pixel(r: 9, g: 9, b: 9, a: 255)].enumerated() { layer[x, 0] = p }
        var canvas = try Canvas(width: 7, height: 1, fill: Color(r8: 10, g8: 200, b8: 30))
        canvas.draw(layer, at: .zero)
        let under = Pixel(r: 10, g: 200, b: 30, a: 255)
        XCTAssertEqual((0..<7).map { canvas.image[$0, 0] }, (0..<7).map { x in
            let s = layer[x, 0]
            return s.a == 255 ? s : Blend.pixel(Blend.over(Blend.word(s), Blend.word(under)))
        })
    }
}
