import PopsnapGeometry
import PopsnapRaster
import PopsnapText

/// The app screen as a scene paints it (after a presentation shrank it, its backdrop blur, and the screen
/// behind a material), kept for the next scene that paints the same one: a matrix's variants differ in
/// locale, text size and look, rarely in the screen, and its blur is most of what a variant costs. One
/// entry, the last, so it holds no more than the scene being drawn does. Safe to share between threads:
/// a scene waits while another paints the screen it is about to reuse.
final class ScreenCache: @unchecked Sendable {
    /// What the painted screen depends on, and nothing else.
    struct Key: Equatable {
        let background: Background
        let appearance: Appearance
        let size: PixelSize
        let pixelsPerPoint: Double
        let presenting: PresentingScreen?
        let blur: Double
        let backdrop: Color?
        let withBehind: Bool

        init(_ scene: PopupScene, size: PixelSize, withBehind: Bool) {
            background = scene.background
            appearance = scene.appearance
            self.size = size
            pixelsPerPoint = scene.scale.pixelsPerPoint
            presenting = scene.presenting
            blur = scene.backdropBlur
            backdrop = scene.backdrop
            self.withBehind = withBehind
        }
    }

    private let lock = Lock()
    private var last: (key: Key, screen: PaintedScreen)?

    init() {}

    /// The screen for `key`: the one kept if it is the same, else `paint()`'s, kept in its place (the old
    /// one let go first, so the two are never held together).
    func screen(for key: Key, paint: () throws(PopsnapError) -> PaintedScreen) throws(PopsnapError) -> PaintedScreen {
        try lock.withLock { () -> Result<PaintedScreen, PopsnapError> in
            if let last, last.key == key { return .success(last.screen) }
            last = nil
            let painted = Result { () throws(PopsnapError) -> PaintedScreen in try paint() }
            if case let .success(screen) = painted { last = (key, screen) }
            return painted
        }.get()
    }
}

/// A scene's app screen, ready for its layers (`PopupRenderer.layers`).
struct PaintedScreen: Sendable {
    /// The screen as every frame shows it: full size, or one pixel wide when every row is one colour.
    var screen: Image
    /// `SceneLayers.blurredScreen`.
    var blurred: Image?
    /// `SceneLayers.shrinking`.
    var shrinking: ScreenShrinking?
    /// `SceneLayers.behind`, when the popup has a material.
    var behind: Image?
}

extension Background: Equatable {
    /// The same screen: the same colours, or pixels, or file bytes placed the same way.
    public static func == (a: Background, b: Background) -> Bool {
        switch (a, b) {
        case let (.color(x), .color(y)): return x == y
        case let (.verticalGradient(x), .verticalGradient(y)): return x == y
        case let (.image(x), .image(y)): return x == y
        case let (.placedImage(x, p, c), .placedImage(y, q, d)): return p == q && c == d && x == y
        case let (.placedFile(x, p, c), .placedFile(y, q, d)):
            // One file read once per version is one object; files read apart are the same by their bytes.
            return p == q && c == d && (x === y || x.sameContents(as: y))
        default: return false
        }
    }
}
