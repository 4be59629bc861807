import Foundation
import Popsnap
import PopsnapRaster

/// Blur figures beside the plain render of the seed alert (`plainRender`, spec to PNG bytes): a
/// full-screen Gaussian at 3x (UIKit radius 30 pt = σ 90 px), on one thread and split over two, and the
/// same alert over a screenshot rendered whole with and without its backdrop blurred by 30 pt, as
/// `popsnap render` draws it.
func benchmarkBlur(screen image: Image, plainRender: Measurement, spec: PopupSpec, renderer: PopupRenderer) throws {
    print(String(repeating: "-", count: 100))
    let blur = GaussianBlur(sigma: 90)
    let one = measure("Gaussian blur σ 90 px of 1170x2532, 1 thread", minimumRuns: 5) { _ = blur.apply(to: image) }
    let mp = Double(image.width * image.height) / 1e6
    report(one, megapixels: mp, extra: String(format: "%.2fx the plain render", one.milliseconds / plainRender.milliseconds))
    let two = measure("Gaussian blur σ 90 px of 1170x2532, 2 threads", minimumRuns: 5) {
        _ = blur.apply(to: image) { n, body in DispatchQueue.concurrentPerform(iterations: n, execute: body) }
    }
    report(two, megapixels: mp, extra: String(format: "%.2fx the plain render", two.milliseconds / plainRender.milliseconds))
    // Over a screenshot (this very alert, full size), so the blur works on every pixel.
    var plain = spec.scene()
    plain.background = .image(image)
    var blurred = spec
    blurred.backdrop = .blurred(nil, radius: 30)
    var scene = blurred.scene()
    scene.background = .image(image)
    let overScreenshot = try measure("seed alert over a screenshot: render to PNG bytes", minimumRuns: 9) { _ = try renderer.png(plain) }
    report(overScreenshot, megapixels: mp)
    let whole = try measure("the same, backdrop blur 30 pt: render to PNG bytes", minimumRuns: 9) { _ = try renderer.png(scene) }
    report(whole, megapixels: mp, extra: String(format: "%.2fx the unblurred render", whole.milliseconds / overScreenshot.milliseconds))
}
