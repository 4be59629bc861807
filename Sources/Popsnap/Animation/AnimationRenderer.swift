import Dispatch
import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// The frames of a transition, each composed from layers painted once; safe to ask from many threads.
///
/// ```swift
/// let frames = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .crossfade(curve: .easeInOut),
///                                                              timeline: try Timeline(duration: 0.3, fps: 60))
/// let first = try frames.frame(0)      // the app screen alone
/// ```
public struct AnimationRenderer: Sendable {
    /// What paints the scene's layers, with its fonts and thread count.
    public let renderer: PopupRenderer

    /// A frame maker painting with `renderer`.
    public init(renderer: PopupRenderer) {
        self.renderer = renderer
    }

    /// The frames of `scene` moving by `transition` over `timeline`: the layers are painted here, once, and
    /// each frame is composed from them when asked. A `.crossfadeFrom` scene must draw at the same pixel size.
    /// ```swift
    /// let timeline = try Timeline(duration: 0.4, fps: 30)
    /// let frames = try AnimationRenderer(renderer: try PopupRenderer()).frames(of: spec.scene(), transition: .appear(), timeline: timeline)
    /// let last = try frames.frame(frames.count - 1)
    /// ```
    public func frames(of scene: PopupScene, transition: Transition, timeline: Timeline) throws(PopsnapError) -> FrameSource {
        let layers = try renderer.layers(scene)
        var other: Image?
        if case let .crossfadeFrom(from, _) = transition {
            let start = try renderer.render(from)
            guard start.width == layers.width, start.height == layers.height else {
                throw .unequalCrossfade(startWidth: start.width, startHeight: start.height, endWidth: layers.width, endHeight: layers.height)
            }
            other = start
        }
        return FrameSource(layers: layers, transition: transition, timeline: timeline, renderer: renderer, other: other)
    }
}

/// Renders frame `i` on demand: composed from a scene's cached layers, or painted from a tree laid out
/// beforehand (a UIKit hierarchy recorded at each frame's time).
public final class FrameSource: @unchecked Sendable {
    /// The frames' times, as the source was asked for.
    public let timeline: Timeline
    /// The motion each frame shows; nil for frames laid out beforehand, whose motion is in their trees.
    public let transition: Transition?
    private let backing: Backing
    let renderer: PopupRenderer

    private enum Backing {
        case composed(SceneLayers, Transition, other: Image?)
        case laidOut([SceneLayout], canvas: Size)
    }

    init(layers: SceneLayers, transition: Transition, timeline: Timeline, renderer: PopupRenderer, other: Image?) {
        self.timeline = timeline
        self.transition = transition
        self.renderer = renderer
        backing = .composed(layers, transition, other: other)
    }

    /// One frame for each of `timeline`'s, each a whole picture laid out beforehand on a transparent
    /// `canvas` (points) and painted when asked, materials blurring what is painted beneath them.
    /// ```swift
    /// let frames = try FrameSource(laidOut: layouts, canvas: Size(width: 390, height: 844),
    ///                              timeline: try Timeline(duration: 0.3, fps: 60), renderer: try PopupRenderer())
    /// ```
    public init(laidOut frames: [SceneLayout], canvas: Size, timeline: Timeline, renderer: PopupRenderer) throws(PopsnapError) {
        guard frames.count == timeline.frameCount, let first = frames.first else {
            throw .invalid("FrameSource(laidOut:) needs one laid-out tree for each of the timeline's \(timeline.frameCount) frames, not \(frames.count)")
        }
        guard frames.allSatisfy({ $0.scale == first.scale }) else {
            throw .invalid("FrameSource(laidOut:) needs every frame laid out at one scale")
        }
        var painting = renderer
        painting.materialsBlurPopup = true
        self.timeline = timeline
        transition = nil
        self.renderer = painting
        backing = .laidOut(frames, canvas: canvas)
    }

    /// How many frames the output holds: a loop leaves out the last, which equals the first.
    public var count: Int {
        switch backing {
        case let .composed(_, transition, _): return transition.frameCount(timeline)
        case let .laidOut(frames, _): return frames.count
        }
    }

    /// Every frame's size in device pixels: the scene's canvas at its scale.
    public var size: PixelSize {
        switch backing {
        case let .composed(layers, _, _): return PixelSize(width: layers.width, height: layers.height)
        case let .laidOut(frames, canvas):
            let k = frames[0].scale.pixelsPerPoint
            return PixelSize(width: Int((canvas.width * k).rounded()), height: Int((canvas.height * k).rounded()))
        }
    }

    /// Device pixels a point in every frame: the scene's scale.
    public var scale: Scale {
        switch backing {
        case let .composed(layers, _, _): return layers.layout.scale
        case let .laidOut(frames, _): return frames[0].scale
        }
    }

    /// The time of frame `i` in seconds, as `Timeline.time(of:)` gives it.
    public func time(of i: Int) -> Double { timeline.time(of: i) }

    /// Whether every frame is opaque, known before any is drawn: each frame starts from the app screen (or
    /// the `--from` image) and everything else is drawn over it, and over an opaque pixel gives an opaque
    /// one. An APNG of opaque frames is written as RGB, a quarter less data to compress and store. Frames
    /// laid out beforehand start from a transparent canvas, so they are not known to be.
    public var everyFrameIsOpaque: Bool {
        switch backing {
        case let .composed(layers, _, other): return layers.screen.isOpaque && (other?.isOpaque ?? true)
        case .laidOut: return false
        }
    }

    /// Frame `i`. Frames depend on nothing but `i`, so any thread may render any frame, and the bytes are the same.
    public func frame(_ i: Int) throws(PopsnapError) -> Image {
        switch backing {
        case let .composed(layers, transition, other): return try composed(i, layers, transition, other)
        case let .laidOut(frames, canvas):
            let layout = frames[i]
            let scene = PopupScene(canvas: canvas, scale: layout.scale, background: .color(DynamicColor(.clear)), popup: layout.root.element)
            return try renderer.render(scene, laidOut: layout)
        }
    }

    private func composed(_ i: Int, _ cached: SceneLayers, _ transition: Transition, _ other: Image?) throws(PopsnapError) -> Image {
        let s = transition.state(i, timeline)
        // The screen behind shrinks as far as the popup is presented (iOS 18's large page sheet): with a
        // cross-dissolve's weight, or the dimming's progress in a slide or an appearance.
        let layers: SceneLayers
        do { layers = try cached.screenPresented(s.presented ?? s.backdrop) } catch { throw .raster(error) }
        do {
            if let w = s.fromOther, let other {
                let end = try layers.compose(backdrop: 1, popup: layers.popup, popupOpacity: 1)
                if w >= 1 { return end }
                var canvas = Canvas(other)
                if w > 0 { canvas.draw(end, at: .zero, opacity: w) }
                return canvas.image
            }
            if let p = s.presented { return try layers.composePresented(p) }
        } catch { throw .raster(error) }
        var popup = layers.popup
        let shift = s.slide.map { layers.shift(of: layers.popup, $0) } ?? PixelOffset()
        if s.repaintsPopup(readsBackdrop: layers.behind != nil) {
            var layout = layers.layout
            // The indicator turns from wherever the still has it.
            if let phase = s.spinnerPhase {
                layout = layout.mapNodes { e in
                    if case var .indicator(i) = e.content { i.phase = (i.phase + phase) % IndicatorPainter.spokes; e.content = .indicator(i) }
                }
            }
            if let p = s.progress { layout = layout.mapNodes { e in if case var .progress(r) = e.content { r.value = p; e.content = .progress(r) } } }
            var behind = layers.behind
            if let slide = s.slide, behind != nil || slide.arriving != nil {
                // A material moved from its place is painted where it is now, over the screen as dimmed as this
                // frame has it: the still of the popup placed there. A stack's newest part alone comes from
                // the edge, pushing the others.
                layout = slide.arriving.map { layout.pushing(slide, arriving: $0, shift: shift) } ?? layout.moved(by: shift)
                if behind != nil { do { behind = try layers.screenImage(dim: s.backdrop) } catch { throw .raster(error) } }
            }
            popup = try renderer.popupLayer(layout, zoom: s.zoom, screen: size, behind: behind)
        } else {
            popup = PlacedLayer(image: popup.image, x: popup.x + shift.dx, y: popup.y + shift.dy)
        }
        do { return try layers.compose(backdrop: s.backdrop, popup: popup, popupOpacity: s.popupOpacity) } catch { throw .raster(error) }
    }

    /// Renders every frame on `jobs` threads, turns each into `T` there too (PNG bytes, say), and hands the
    /// results to `body` in frame order as they come, on the calling thread, while the next are drawn: the
    /// threads hold two frames each and at most eight results each, however long the animation is.
    public func forEachFrame<T: Sendable>(jobs: Int, transform: @Sendable @escaping (Int, Image) throws(PopsnapError) -> T,
                                         _ body: (Int, T) throws(PopsnapError) -> Void) throws(PopsnapError) {
        try forEachFrameWithPrevious(jobs: jobs, transform: { (i, image: Image, _: Image?) throws(PopsnapError) -> T in
            try transform(i, image)
        }, body)
    }

    /// `forEachFrame`, with frame i - 1 handed to `transform` beside frame i whenever the same thread drew it
    /// just before (nil otherwise): each thread draws runs of eight consecutive frames, so a transform that
    /// needs the previous frame (what changed since) draws it again for one frame in eight.
    public func forEachFrameWithPrevious<T: Sendable>(jobs: Int, transform: @Sendable @escaping (Int, Image, Image?) throws(PopsnapError) -> T,
                                                     _ body: (Int, T) throws(PopsnapError) -> Void) throws(PopsnapError) {
        try forEachFrameWithPrevious(of: Array(0..<count), jobs: jobs, transform: transform, body)
    }

    /// The same over the frames numbered `numbers` only (a GIF leaves out frames shorter than browsers
    /// play): `transform` and `body` are given each frame's place in `numbers`, and the frame before
    /// means the one before in `numbers`.
    public func forEachFrameWithPrevious<T: Sendable>(of numbers: [Int], jobs: Int,
                                                     transform: @Sendable @escaping (Int, Image, Image?) throws(PopsnapError) -> T,
                                                     _ body: (Int, T) throws(PopsnapError) -> Void) throws(PopsnapError) {
        try forEachFrameWithPrevious(of: numbers, jobs: jobs, carrying: Void.self, transform: { (k, image: Image, previous: Image?, _: inout Void?) throws(PopsnapError) -> T in
            try transform(k, image, previous)
        }, body)
    }

    /// The same, with a value each frame's `transform` leaves for the next (`carry`, what it found that the
    /// next would find again): given whenever the frame before is, nil otherwise.
    public func forEachFrameWithPrevious<T: Sendable, Carry>(of numbers: [Int], jobs: Int, carrying: Carry.Type,
                                                            transform: @Sendable @escaping (Int, Image, Image?, inout Carry?) throws(PopsnapError) -> T,
                                                            _ body: (Int, T) throws(PopsnapError) -> Void) throws(PopsnapError) {
        // Runs of eight frames, a run a worker ahead of the caller at most.
        let pipeline = OrderedPipeline<T>(count: numbers.count, jobs: jobs, run: 8, aheadPerWorker: 8)
        try pipeline.drive({ run in
            var previous: Image?, carry: Carry?
            for k in run {
                guard pipeline.waitForRoom(k) else { return }
                let drawn = Result { () throws(PopsnapError) -> Image in try self.frame(numbers[k]) }
                if previous == nil { carry = nil }
                pipeline.deliver(k, Result { () throws(PopsnapError) -> T in try transform(k, try drawn.get(), previous, &carry) })
                previous = try? drawn.get()
            }
        }) { (k, result) throws(PopsnapError) in try body(k, try result.get()) }
    }
}
