import Testing
@testable import UIKit
import Popsnap
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// An activity indicator draws Popsnap's indicator ticks, or nothing when stopped; a progress view fills
/// its track to its progress.
@MainActor
struct IndicatorAndProgressTests {
    /// Popsnap's own drawing of a ticks indicator in `ink` at `frame` on a transparent 60 x 60 pt canvas.
    func popsnapIndicator(frame: Rect, ink: Color) throws -> Image {
        var mark = Element(.indicator(Element.Indicator(style: .ticks)), name: "indicator", role: "indicator")
        mark.foregroundColor = DynamicColor(ink)
        let grid = PixelGrid(scale: 3)
        let child = LaidOutNode(mark, appearance: .light, contentSize: .large, frame: frame, pixels: grid.pixels(frame))
        let whole = Rect(x: 0, y: 0, width: 60, height: 60)
        let root = LaidOutNode(Element(.box, name: "root", role: "root"), appearance: .light, contentSize: .large, frame: whole,
                               pixels: grid.pixels(whole), children: [child])
        let scene = PopupScene(canvas: Size(width: 60, height: 60), scale: 3, background: .color(DynamicColor(.clear)), popup: root.element)
        return try PopupRenderer().render(scene, laidOut: SceneLayout(root: root, scale: 3))
    }

    @Test func indicatorSizesFollowTheStyle() {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
    }

    @Test func aStoppedIndicatorIsHiddenAndAnAnimatingOneDrawsTheTicks() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame.origin = CGPoint(x: 10, y: 12)
        root.addSubview(spinner)
        let empty = try UIView(frame: root.frame).drawnImage(scale: 3)
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(try root.drawnImage(scale: 3).pixels == empty.pixels, "a stopped indicator that hides draws nothing")

        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        let ink = Color(red: 60 / 255, green: 60 / 255, blue: 68 / 255, alpha: 1)
        let drawn = try root.drawnImage(scale: 3)
        #expect(drawn.pixels == (try popsnapIndicator(frame: Rect(x: 10, y: 12, width: 37, height: 37), ink: ink)).pixels)
        #expect(drawn.pixels != empty.pixels)

        spinner.stopAnimating()
        #expect(try root.drawnImage(scale: 3).pixels == empty.pixels)
        spinner.hidesWhenStopped = false
        spinner.color = .white
        #expect(!spinner.isHidden, "a stopped indicator that does not hide is drawn")
        #expect(try root.drawnImage(scale: 3).pixels == (try popsnapIndicator(frame: Rect(x: 10, y: 12, width: 37, height: 37), ink: .white)).pixels)
    }

    /// Pixels of the middle row (at 3x) where the fill's red covers at least half.
    func filledPixels(at progress: Float) throws -> Int {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: bar.intrinsicContentSize.height)
        bar.progressTintColor = .red
        bar.trackTintColor = .blue
        bar.setProgress(progress, animated: true)
        let image = try bar.drawnImage(scale: 3)
        #expect(image.width == 300 && image.height == 12)
        return (0..<300).filter { image[$0, 6].r >= 128 }.count
    }

    @Test func aProgressViewFillsItsShareOfTheTrack() throws {
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize.height == 4)
        #expect(UIProgressView(frame: .zero).progressViewStyle == .default)
        // 100 pt at 3x is 300 px: none, half and all of it.
        #expect(try filledPixels(at: 0) == 0)
        #expect(try filledPixels(at: 0.5) == 150)
        #expect(try filledPixels(at: 1) == 300)
        // The fill never narrows below its 4 pt height: 2% of 100 pt draws 4 pt (12 px).
        #expect(try filledPixels(at: 0.02) == 12)
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = 3
        #expect(bar.progress == 1, "progress is clamped to 0...1")
    }

    @Test func theTrackShowsUnderTheFill() throws {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        bar.progressTintColor = .red
        bar.trackTintColor = .blue
        bar.progress = 0.5
        let image = try bar.drawnImage(scale: 3)
        #expect(image[75, 6] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[225, 6] == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aBarStyleProgressViewIsNotDrawn() {
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
        #expect(throws: ViewDrawingError.self) { try bar.drawnImage(scale: 3) }
    }
}
