import Foundation
import PopsnapPNG
import PopsnapRaster
import PopsnapText
import Popsnap
import PopsnapSnapshot
import PopsnapFiles
import PopsnapCompare
import PopsnapGeometry

// popsnap-bench: the figures behind Benchmarks/README.md's performance table. Build in release:
//   swift run -c release popsnap-bench
// Each line is the median of repeated runs on one core. `--harness SPEC` prints only the figures
// Benchmarks/run compares with the peer libraries (see Harness.swift).

// As the CLI runs: images reuse freed heap pages instead of fresh mappings (AllocatorTuning).
AllocatorTuning.install()
if let i = CommandLine.arguments.firstIndex(of: "--harness") {
    try Harness.run(spec: i + 1 < CommandLine.arguments.count ? CommandLine.arguments[i + 1] : "Snapshots/alert.json")
    exit(0)
}

let screen = (width: 1170, height: 2532)           // iPhone 15-class portrait at 3x
let screenMP = Double(screen.width * screen.height) / 1e6
let scale = 3.0

/// Seed 000's container: 293 pt wide; 186 pt tall for a message of up to three lines; a 2 pt white border.
let containerPoints = Rect(x: (390 - 293) / 2, y: (844 - 186) / 2, width: 293, height: 186)
let container = Rect(x: containerPoints.x * scale, y: containerPoints.y * scale,
                     width: containerPoints.width * scale, height: containerPoints.height * scale)
let blue = Color(r8: 0x1E, g8: 0x6F, b8: 0xD9)

print("popsnap-bench: \(ProcessInfo.processInfo.processorCount) cores visible, single-threaded figures")
print(String(repeating: "-", count: 100))

var canvas = try Canvas(width: screen.width, height: screen.height, fill: .white)

var plain = try Image(width: screen.width, height: screen.height)
report(measure("fill 1170x2532 (Image.fill)") {
    plain.fill(Color(white: 0.95))
}, megapixels: screenMP)

report(measure("backdrop: black 30% over 1170x2532") {
    canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height))),
                with: .solid(Color.black.withAlpha(0.3)))
}, megapixels: screenMP)

let box = RoundedRect(rect: container, cornerRadius: 0)
report(measure("seed alert container 879x558 px: fill + 6 px inside border") {
    canvas.fill(.roundedRect(box), with: .solid(blue))
    canvas.stroke(.roundedRect(box), style: StrokeStyle(width: 2 * scale, alignment: .inside), with: .solid(.white))
}, megapixels: Double(879 * 558) / 1e6)

let rounded = RoundedRect(rect: container, cornerRadius: 14 * scale)
report(measure("rounded container (r 42 px): fill + 6 px inside border") {
    canvas.fill(.roundedRect(rounded), with: .solid(blue))
    canvas.stroke(.roundedRect(rounded), style: StrokeStyle(width: 2 * scale, alignment: .inside), with: .solid(.white))
}, megapixels: Double(879 * 558) / 1e6)

let continuous = RoundedRect(rect: container, cornerRadius: 14 * scale, curve: .continuous)
report(measure("continuous corners (r 42 px): fill + 6 px inside border") {
    canvas.fill(.roundedRect(continuous), with: .solid(blue))
    canvas.stroke(.roundedRect(continuous), style: StrokeStyle(width: 2 * scale, alignment: .inside), with: .solid(.white))
}, megapixels: Double(879 * 558) / 1e6)

let sky = try Gradient(colors: [Color(r8: 0x4A, g8: 0x90, b8: 0xE2), Color(r8: 0xF5, g8: 0xF7, b8: 0xFA)])
report(measure("app screen: vertical linear gradient 1170x2532") {
    canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height))),
                with: .linear(sky, start: .zero, end: Point(x: 0, y: Double(screen.height))))
}, megapixels: screenMP)

let layer = canvas.image
report(measure("composite a 1170x2532 layer at 50% opacity") {
    canvas.draw(layer, at: .zero, opacity: 0.5)
}, megapixels: screenMP)

report(measure("shadow of the rounded container, blur 30 px") {
    canvas.drawShadow(of: rounded, Shadow(color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 6), blur: 30))
})
report(measure("shadow of the container with continuous corners, blur 30 px") {
    canvas.drawShadow(of: continuous, Shadow(color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 6), blur: 30))
})

// The seed alert scene without its text (text arrives with PopsnapText): app screen, backdrop, container.
func renderScene() throws -> Image {
    var scene = try Canvas(width: screen.width, height: screen.height)
    scene.fill(.rect(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height))),
               with: .linear(sky, start: .zero, end: Point(x: 0, y: Double(screen.height))))
    scene.fill(.rect(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height))), with: .solid(Color.black.withAlpha(0.3)))
    scene.fill(.roundedRect(box), with: .solid(blue))
    scene.clip(to: .roundedRect(box))
    let yellow = Color(red: 1, green: 1, blue: 0)
    scene.fill(.rect(Rect(x: container.x + 6, y: container.y + 6, width: container.width - 12, height: 55 * scale)), with: .solid(yellow))
    scene.fill(.rect(Rect(x: container.x + 6, y: container.maxY - 6 - 44 * scale, width: container.width - 12, height: 44 * scale)), with: .solid(yellow))
    scene.resetClip()
    scene.stroke(.roundedRect(box), style: StrokeStyle(width: 2 * scale, alignment: .inside), with: .solid(.white))
    return scene.image
}

report(try measure("seed alert scene, no text: gradient, backdrop, container") { _ = try renderScene() }, megapixels: screenMP)

let scene = try renderScene()
for (name, compression) in [("fast", PNGCompression.fast), ("smallest", PNGCompression.smallest)] {
    var size = 0
    let m = try measure("PNG encode 1170x2532 popup, .\(name)", minimumRuns: 7) {
        size = try PNG.encode(scene, compression: compression).count
    }
    report(m, megapixels: screenMP, extra: "\(size) bytes")
}
let encoded = try PNG.encode(scene)
report(try measure("PNG decode of the .fast file", minimumRuns: 7) { _ = try PNG.decode(encoded) }, megapixels: screenMP)

// Typesetting: seed 000's texts (title bold 23, message semibold 16 in 293 − 2·15 = 263 pt, button bold 23).
print(String(repeating: "-", count: 100))
let typesetter = try Typesetter()
let seedMessage = "Sorry, that email address is already used!"
let messageStyle = TextStyle(size: 16, weight: .semibold, alignment: .center)
let titleStyle = TextStyle(size: 23, weight: .bold, alignment: .center, maxLines: 1, minimumScaleFactor: 0.5)
report(try measure("shape + lay out the seed alert message (263 pt)") {
    _ = try typesetter.layout(seedMessage, style: messageStyle, width: 263)
})
let words = ["popup", "alert", "message", "button", "snapshot", "render", "layout", "glyph", "shadow", "border"]
let longText = (0..<10_000).map { words[($0 * 7) % words.count] }.joined(separator: " ")
let tenThousandWords = try measure("shape + lay out 10,000 words (\(longText.utf8.count / 1000) KB) in 263 pt", minimumRuns: 5) {
    _ = try typesetter.layout(longText, style: messageStyle, width: 263)
}
report(tenThousandWords, extra: String(format: "%.1f µs/word", tenThousandWords.milliseconds * 1000 / 10_000))
let hundredK = String(repeating: "lorem ipsum dolor sit amet ", count: 3704)
let tenK = String(hundredK.prefix(10_000))
let t10 = try measure("", minimumRuns: 5) { _ = try typesetter.layout(tenK, style: messageStyle, width: 263) }
let t100 = try measure("lay out 100,000 characters (linear: compare with 10,000)", minimumRuns: 3) {
    _ = try typesetter.layout(hundredK, style: messageStyle, width: 263)
}
report(t100, extra: String(format: "10,000: %.2f ms, ratio %.1f", t10.milliseconds, t100.milliseconds / t10.milliseconds))

let title = try typesetter.layout("Error", style: titleStyle, width: 289)
let message = try typesetter.layout(seedMessage, style: messageStyle, width: 263)
let button = try typesetter.layout("OK", style: TextStyle(size: 23, weight: .bold, alignment: .center), width: 289)
let cache = GlyphCache()
var textCanvas = try Canvas(width: screen.width, height: screen.height, fill: blue)
@MainActor func drawSeedTexts() {
    title.draw(on: &textCanvas, at: Point(x: (containerPoints.x + 2) * scale, y: (containerPoints.y + 2) * scale), pixelsPerPoint: scale, color: .white, cache: cache)
    message.draw(on: &textCanvas, at: Point(x: (containerPoints.x + 15) * scale, y: (containerPoints.y + 65) * scale), pixelsPerPoint: scale, color: .white, cache: cache)
    button.draw(on: &textCanvas, at: Point(x: (containerPoints.x + 2) * scale, y: (containerPoints.maxY - 46) * scale), pixelsPerPoint: scale, color: .white, cache: cache)
}
let coldStart = ContinuousClock.now
drawSeedTexts()
report(Measurement(name: "draw the seed alert's text at 3x, empty glyph cache (once)", median: ContinuousClock.now - coldStart, runs: 1))
report(measure("draw the seed alert's text at 3x, warm glyph cache") { drawSeedTexts() })
let stats = cache.statistics
print(String(format: "glyph cache: %d hits, %d misses, hit rate %.2f%%", stats.hits, stats.misses,
             100 * Double(stats.hits) / Double(max(1, stats.hits + stats.misses))))

// The whole seed alert (spec Snapshots/alert.json's popup on a 390 x 844 pt screen at 3x: 1170 x 2532), by stage.
print(String(repeating: "-", count: 100))
var alertSpec = PopupSpec(popup: AlertPopup(title: "Error", message: seedMessage))
alertSpec.screen = .size(Size(width: 390, height: 844))
let alertScene = alertSpec.scene()
let renderer = PopupRenderer(typesetter: typesetter)
let layoutTime = try measure("seed alert: layout (shaping and measuring its texts)") { _ = try renderer.layout(alertScene) }
let rasterTime = try measure("seed alert: layout + raster (screen, backdrop, container, text)") { _ = try renderer.render(alertScene) }
let alertImage = try renderer.render(alertScene)
let encodeTime = try measure("seed alert: PNG encode (.fast)", minimumRuns: 9) { _ = try PNG.encode(alertImage) }
let totalTime = try measure("seed alert: full render to PNG bytes", minimumRuns: 9) { _ = try renderer.png(alertScene) }
report(layoutTime)
report(Measurement(name: "seed alert: raster alone (difference)", median: rasterTime.median - layoutTime.median, runs: rasterTime.runs))
report(encodeTime)
report(totalTime, megapixels: screenMP)

try benchmarkBlur(screen: alertImage, plainRender: totalTime, spec: alertSpec, renderer: renderer)

// Animation: seed 000's cross-dissolve, 0.3 s at 60 fps, at 3x (19 frames of 1170 x 2532).
print(String(repeating: "-", count: 100))
let crossfade = try AnimationRenderer(renderer: renderer).frames(of: alertScene, transition: .crossfade(curve: .easeInOut),
                                                                 timeline: try Timeline(duration: 0.3, fps: 60))
let compose = try measure("crossfade: compose one frame from cached layers (frame 9)") { _ = try crossfade.frame(9) }
report(compose, megapixels: screenMP)
let frame9 = try crossfade.frame(9)
report(try measure("crossfade: encode one frame (.fast)", minimumRuns: 9) { _ = try PNG.encode(frame9) }, megapixels: screenMP)
report(try measure("crossfade: one frame from scratch (layout, paint, encode)", minimumRuns: 9) { _ = try renderer.png(alertScene) })
func allFrames(jobs: Int) throws -> Measurement {
    try measure("crossfade: 19 frames composed and encoded, \(jobs) thread\(jobs == 1 ? "" : "s")", minimumRuns: 3, budget: .seconds(2)) {
        try crossfade.forEachFrame(jobs: jobs, transform: { (_, image: Image) throws(PopsnapError) -> [UInt8] in
            try image.png(.fast)
        }) { (_: Int, _: [UInt8]) throws(PopsnapError) in }
    }
}
let one = try allFrames(jobs: 1), two = try allFrames(jobs: 2)
report(one)
report(two, extra: String(format: "%.2fx one thread", one.milliseconds / two.milliseconds))
let scratch = try measure("crossfade: 19 frames each rendered from scratch, 1 thread", minimumRuns: 3, budget: .seconds(2)) {
    for _ in 0..<19 { _ = try renderer.png(alertScene) }
}
report(scratch, extra: String(format: "cached layers: %.2fx faster", scratch.milliseconds / one.milliseconds))

// A zoomed popup (appear's 1.2 → 1): painted again at its size, or resampled from a layer painted at 1.2x?
let zoom = 1.1
let painted = try renderer.popupLayer(alertScene, zoom: zoom)
let large = try renderer.popupLayer(alertScene, zoom: 1.2)
report(try measure("appear frame: popup painted again at zoom 1.1") { _ = try renderer.popupLayer(alertScene, zoom: zoom) })
func resampled() throws -> Image {
    var c = try Canvas(width: painted.image.width, height: painted.image.height)
    // The 1.2x layer shrunk to 1.1x about the same centre, into the painted layer's frame.
    let k = zoom / 1.2
    let cx = Double(large.x) + Double(large.image.width) / 2, cy = Double(large.y) + Double(large.image.height) / 2
    let w = Double(large.image.width) * k, h = Double(large.image.height) * k
    c.draw(large.image, in: Rect(x: cx - w / 2 - Double(painted.x), y: cy - h / 2 - Double(painted.y), width: w, height: h))
    return c.image
}
report(try measure("appear frame: 1.2x layer resampled to zoom 1.1") { _ = try resampled() })
let shrunk = try resampled()
var differing = 0, total = 0
for i in stride(from: 3, to: shrunk.pixels.count, by: 4) where shrunk.pixels[i] > 0 || painted.image.pixels[i] > 0 {
    total += 1
    if (0..<4).contains(where: { abs(Int(shrunk.pixels[i - 3 + $0]) - Int(painted.image.pixels[i - 3 + $0])) > 8 }) { differing += 1 }
}
print(String(format: "resampled vs painted: %.1f%% of the popup's pixels differ by more than 8/255 (text and edges soften)", 100 * Double(differing) / Double(max(1, total))))
// UIKit on Linux: the seed alert written as views and anchors, laid out by Auto Layout.
print(String(repeating: "-", count: 100))
UIKitBench.run()
// Snapshot comparison: pixelmatch on two 1170 x 2532 renders of the seed alert, with the diff image
// (ImageComparison, what a snapshot test runs) and counting alone (Pixelmatch.compare).
print(String(repeating: "-", count: 100))
let expectedShot = StraightImage(alertImage)
let identicalShot = StraightImage(alertImage)               // equal pixels, a separate buffer
var onePercentShot = expectedShot                            // a 351 x 84 px block (0.995%) inverted
for y in 1200..<1284 {
    for x in 400..<751 {
        let p = onePercentShot.pixel(x: x, y: y)
        onePercentShot.setPixel(x: x, y: y, (255 - p.r, 255 - p.g, 255 - p.b, p.a))
    }
}
let allDifferentShot = try StraightImage(width: expectedShot.width, height: expectedShot.height,
                                         rgba: expectedShot.rgba.enumerated().map { $0.offset % 4 == 3 ? $0.element : 255 - $0.element })
for (name, actual) in [("identical", identicalShot), ("1% different", onePercentShot), ("all different", allDifferentShot)] {
    var differing = 0
    let withDiff = measure("compare 1170x2532, \(name), with diff image", minimumRuns: 9) {
        let result = ImageComparison.compare(expectedShot, actual)
        differing = result.comparison?.differentPixels ?? -1
        _ = result.diff   // drawn on demand: asked for here, as a failing snapshot's artifacts ask for it
    }
    report(withDiff, megapixels: screenMP, extra: "\(differing) px differ")
    let countOnly = try measure("compare 1170x2532, \(name), count only", minimumRuns: 9) {
        differing = try Pixelmatch.compare(expectedShot, actual)
    }
    report(countOnly, megapixels: screenMP, extra: "\(differing) px differ")
}

// `popsnap-bench --write DIR` also saves the benchmarked scene, to look at what was measured.
if let i = CommandLine.arguments.firstIndex(of: "--write"), i + 1 < CommandLine.arguments.count {
    let folder = CommandLine.arguments[i + 1]
    try PNG.write(scene, to: folder + "/bench-scene.png")
    // The comparison's images, for timing pixelmatch's Python port on them (Tests/Scripts/bench_pixelmatch_py.py).
    try expectedShot.write(to: folder + "/compare-expected.png")
    try onePercentShot.write(to: folder + "/compare-one-percent.png")
    try allDifferentShot.write(to: folder + "/compare-all-different.png")
    print("wrote \(folder)/bench-scene.png and compare-*.png")
}
