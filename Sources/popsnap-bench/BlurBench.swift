import Foundation
import PopsnapRaster

/// Blur figures beside the plain render of the seed alert (`plainRender`, spec to PNG bytes): a
/// full-screen Gaussian at 3x (UIKit radius 30 pt = σ 90 px), on one thread and split over two.
func benchmarkBlur(screen image: Image, plainRender: Measurement) {
    print(String(repeating: "-", count: 100))
    let blur = GaussianBlur(sigma: 90)
    let one = measure("Gaussian blur σ 90 px of 1170x2532, 1 thread", minimumRuns: 5) { _ = blur.apply(to: image) }
    let mp = Double(image.width * image.height) / 1e6
    report(one, megapixels: mp, extra: String(format: "%.2fx the plain render", one.milliseconds / plainRender.milliseconds))
    let two = measure("Gaussian blur σ 90 px of 1170x2532, 2 threads", minimumRuns: 5) {
        _ = blur.apply(to: image) { n, body in DispatchQueue.concurrentPerform(iterations: n, execute: body) }
    }
    report(two, megapixels: mp, extra: String(format: "%.2fx the plain render", two.milliseconds / plainRender.milliseconds))
}
