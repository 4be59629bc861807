import Foundation
import Popsnap
import PopsnapPNG
import PopsnapRaster

/// `popsnap-bench --harness SPEC`: Popsnap's in-process figures for Benchmarks/run, one tab-separated
/// line each (`popsnap`, figure, median ms, extra), the same shape as Benchmarks/peers.py prints.
enum Harness {
    static func run(spec path: String) throws {
        let spec = try PopupSpec.load(contentsOf: path)
        let scene = spec.scene()
        let renderer = try PopupRenderer()
        let raster = try measure("", minimumRuns: 30) { _ = try renderer.render(scene) }
        let image = try renderer.render(scene)
        var fastBytes = 0, smallestBytes = 0
        let fast = try measure("", minimumRuns: 30) { fastBytes = try PNG.encode(image, compression: .fast).count }
        let smallest = try measure("", minimumRuns: 5) { smallestBytes = try PNG.encode(image, compression: .smallest).count }
        let both = try measure("", minimumRuns: 30) { _ = try renderer.png(scene) }
        line("raster", raster, "layout and paint, \(image.width) x \(image.height) px")
        line("png", fast, "\(fastBytes) bytes (.fast)")
        line("png-smallest", smallest, "\(smallestBytes) bytes (.smallest)")
        line("raster+png", both, "\(fastBytes) bytes")
    }

    private static func line(_ figure: String, _ m: Measurement, _ extra: String) {
        print("popsnap\t\(figure)\t" + String(format: "%.3f", m.milliseconds) + "\t\(extra)")
    }
}
