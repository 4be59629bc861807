import PopsnapLayout
import PopsnapPNG
import PopsnapRaster
import PopsnapText
import PopsnapGeometry

/// Lays out and paints popup scenes.
///
/// ```swift
/// let renderer = try PopupRenderer()
/// let image = try renderer.render(scene)          // premultiplied RGBA, scene.scale pixels a point
/// let bytes = try image.png()                     // for whoever writes files
/// ```
public struct PopupRenderer: Sendable {
    /// Shapes and measures every text, from the fonts it was made with; one is shared by every scene it draws.
    public let typesetter: Typesetter

    /// A renderer setting text with `typesetter` (its fonts already loaded).
    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// Whether materials blur what the popup painted beneath them (the elements before them in the tree)
    /// rather than the screen behind the popup: for a UIKit view hierarchy drawn as one tree over a
    /// transparent screen, where a UIVisualEffectView blurs the views beneath it. Off unless set.
    /// ```swift
    /// var renderer = PopupRenderer(typesetter: typesetter)
    /// renderer.materialsBlurPopup = true
    /// ```
    public var materialsBlurPopup = false

    /// Where the app screen a scene paints is kept for the next scene with the same one; nil: painted each time.
    var screens: ScreenCache?

    /// This renderer, keeping the last app screen it painted (and its blur) for the next scene that
    /// paints the same one: for drawing many variants of one spec, whose screens rarely differ. The
    /// pixels are the same as without.
    public func sharingScreens() -> PopupRenderer {
        var renderer = self
        renderer.screens = ScreenCache()
        return renderer
    }

    /// A renderer with Popsnap's fonts: the files in `fontsDirectory`, else in `POPSNAP_FONTS_DIR`, else the
    /// embedded ones. A folder missing a bundled font is a `.text` error.
    /// ```swift
    /// let renderer = try PopupRenderer()                                  // the embedded fonts
    /// let pinned = try PopupRenderer(fontsDirectory: "/opt/popsnap/fonts")
    /// ```
    public init(fontsDirectory: String? = nil) throws(PopsnapError) {
        do { self.init(typesetter: Typesetter(fonts: try FontRegistry(fontsDirectory: fontsDirectory))) } catch { throw .text(error) }
    }

    /// The popup's element tree laid out: frames on the pixel grid, pixel rectangles, paragraphs.
    public func layout(_ scene: PopupScene) throws(PopsnapError) -> SceneLayout {
        // Trees built in Swift reach here unchecked; a spec's were checked with its own limits as decoded.
        if let broken = scene.brokenRule { throw .spec(broken) }
        do {
            try scene.popup.validate(limits: nil)
            try scene.popupWhenLabelsDoNotFit?.validate(limits: nil)
        } catch { throw .element(error) }
        do { try scene.readImageFiles() } catch { throw .png(error) }
        SceneWork.laidOut()
        do { return try SceneLayout(scene, typesetter: typesetter) } catch {
            // Fonts are looked up here, after the spec was read: the message goes back to where it names the family.
            if case let .familyNotFound(family, _) = error, var place = scene.familySources[family.lowercased()] {
                place.message = error.description
                throw .spec(place)
            }
            throw .text(error)
        }
    }

    /// The scene's pixel size, checked against the image limits before anything is drawn.
    public static func pixelSize(of scene: PopupScene) throws(PopsnapError) -> PixelSize {
        let w = scene.canvas.width * scene.scale.pixelsPerPoint, h = scene.canvas.height * scene.scale.pixelsPerPoint
        guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            throw .invalid("canvas \(scene.canvas.width) x \(scene.canvas.height) pt is not a positive size")
        }
        let limits = ImageLimits.default
        guard w <= Double(limits.maxSide), h <= Double(limits.maxSide) else {
            throw .raster(.imageTooLarge(width: Int(min(w, 1e9)), height: Int(min(h, 1e9)), limits: limits))
        }
        do { try limits.check(width: Int(w.rounded()), height: Int(h.rounded())) } catch { throw .raster(error) }
        return PixelSize(width: Int(w.rounded()), height: Int(h.rounded()))
    }

    /// The whole screen: app screen, backdrop, popup.
    public func render(_ scene: PopupScene) throws(PopsnapError) -> Image {
        try render(scene, laidOut: try layout(scene))
    }

    /// The whole screen with the popup as `laidOut` has it (`layout(scene)`, perhaps with elements changed).
    public func render(_ scene: PopupScene, laidOut: SceneLayout) throws(PopsnapError) -> Image {
        let layers = try self.layers(scene, laidOut: laidOut)
        do { return try layers.compose(backdrop: 1, popup: layers.popup, popupOpacity: 1) } catch { throw .raster(error) }
    }

    /// The scene split into the layers animation composes, each painted once.
    public func layers(_ scene: PopupScene) throws(PopsnapError) -> SceneLayers {
        try layers(scene, laidOut: try layout(scene))
    }

    func layers(_ scene: PopupScene, laidOut: SceneLayout) throws(PopsnapError) -> SceneLayers {
        let size = try Self.pixelSize(of: scene)
        let withBehind = laidOut.root.containsMaterial && !materialsBlurPopup
        let paint = { () throws(PopsnapError) -> PaintedScreen in try self.paintedScreen(scene, size: size, laidOut: laidOut, withBehind: withBehind) }
        let painted = if let screens { try screens.screen(for: ScreenCache.Key(scene, size: size, withBehind: withBehind), paint: paint) } else { try paint() }
        var layers: SceneLayers
        do {
            layers = SceneLayers(width: size.width, height: size.height, screen: painted.screen, blurredScreen: painted.blurred, backdrop: scene.backdrop,
                                 chrome: try chrome(scene, height: size.height),
                                 popup: PlacedLayer(image: try Image(width: 0, height: 0), x: 0, y: 0), layout: laidOut)
        } catch { throw .raster(error) }
        layers.shrinking = painted.shrinking
        layers.keyboard = try keyboardLayer(scene, screen: size)
        layers.behind = painted.behind
        layers.fullyDimmed = painted.behind
        layers.direction = scene.layoutDirection
        layers.popup = try popupLayer(laidOut, screen: size, behind: layers.behind)
        return layers
    }

    /// The app screen as the scene's layers show it: shrunk by a presentation, blurred under the
    /// backdrop, and with `withBehind`, the whole screen behind the popup for its materials to blur.
    private func paintedScreen(_ scene: PopupScene, size: PixelSize, laidOut: SceneLayout, withBehind: Bool) throws(PopsnapError) -> PaintedScreen {
        SceneWork.screenPainted()
        var screen = try screen(scene, width: size.width, height: size.height)
        do {
            var shrinking: ScreenShrinking?
            if let presenting = scene.presenting {
                let whole = screen.width == size.width ? screen : try Image(width: size.width, repeatingRowsOf: screen)
                shrinking = ScreenShrinking(original: whole, presenting: presenting, pixelsPerPoint: scene.scale.pixelsPerPoint)
                screen = try presenting.apply(to: whole, pixelsPerPoint: scene.scale.pixelsPerPoint)
            }
            // A one-pixel-wide screen (every row one colour) blurs as it is: the blur of constant rows is
            // constant rows, so the column's vertical blur is the whole screen's.
            let blurred = scene.backdropBlur > 0 ? GaussianBlur(sigma: scene.backdropBlur * scene.scale.pixelsPerPoint).apply(to: screen, perform: Parallel.perform) : nil
            var painted = PaintedScreen(screen: screen, blurred: blurred, shrinking: shrinking)
            if withBehind {
                let bare = SceneLayers(width: size.width, height: size.height, screen: screen, blurredScreen: blurred, backdrop: scene.backdrop,
                                       chrome: [], popup: PlacedLayer(image: try Image(width: 0, height: 0), x: 0, y: 0), layout: laidOut)
                painted.behind = try bare.screenImage(dim: 1)
            }
            return painted
        } catch { throw .raster(error) }
    }

    /// The popup alone, zoomed by `zoom` about its centre and painted at that size.
    public func popupLayer(_ scene: PopupScene, zoom: Double) throws(PopsnapError) -> PlacedLayer {
        let layers = try self.layers(scene)
        return try popupLayer(layers.layout, zoom: zoom, screen: PixelSize(width: layers.width, height: layers.height), behind: layers.behind)
    }

    /// The popup alone on a transparent layer just large enough for it, zoomed by `zoom` about its
    /// centre and painted at that size (not resampled), so it stays sharp.
    /// The layer is cut to the screen: what lies outside is never shown, and a popup larger than the
    /// screen must not make a layer larger than the image limits.
    func popupLayer(_ laidOut: SceneLayout, zoom: Double = 1, screen: PixelSize, behind: Image?) throws(PopsnapError) -> PlacedLayer {
        var placement = PaintPlacement(scale: laidOut.scale, zoom: zoom)
        placement.center = Point(x: laidOut.root.frame.midX, y: laidOut.root.frame.midY)
        let area = Painter(layout: laidOut, placement: placement, typesetter: typesetter).bounds()
            .intersection(PixelRect(x: 0, y: 0, width: screen.width, height: screen.height))
        var canvas: Canvas
        do {
            guard !area.isEmpty else { return PlacedLayer(image: try Image(width: 0, height: 0), x: 0, y: 0) }
            canvas = try Canvas(width: area.width, height: area.height)
        } catch { throw .raster(error) }
        placement.offset = (area.x, area.y)
        var painter = Painter(layout: laidOut, placement: placement, typesetter: typesetter, behind: behind)
        painter.blursCanvas = materialsBlurPopup
        do { try painter.paint(on: &canvas) } catch { throw .png(error) }
        return PlacedLayer(image: canvas.image, x: area.x, y: area.y)
    }

    /// The app screen. A colour or a vertical gradient is the same across each row, so it is painted on a
    /// one-pixel column whose rows are copied out when frames are composed.
    private func screen(_ scene: PopupScene, width: Int, height: Int) throws(PopsnapError) -> Image {
        var canvas: Canvas
        do {
            switch scene.background {
            case .image, .placedImage, .placedFile:
                canvas = try Canvas(width: width, height: height)
            case .color, .verticalGradient:
                canvas = try Canvas(width: 1, height: height)
            }
        } catch { throw .raster(error) }
        do { try paintScreen(scene.background, in: scene.appearance, on: &canvas) } catch { throw .png(error) }
        return canvas.image
    }

    /// The keyboard painted once at the screen's bottom, laid out and painted as a popup is: over the
    /// dimming and the popup's layer, under the home indicator, as iOS's keyboard window is.
    private func keyboardLayer(_ scene: PopupScene, screen: PixelSize) throws(PopsnapError) -> PlacedLayer? {
        guard let keyboard = scene.keyboard else { return nil }
        var board = PopupScene(canvas: scene.canvas, scale: scene.scale, appearance: scene.appearance,
                               popup: keyboard.element(width: scene.canvas.width, height: scene.keyboardHeight, appearance: scene.appearance))
        board.placement = .pinned(.bottom, fromSafeArea: false)
        let laidOut: SceneLayout
        do { laidOut = try SceneLayout(board, typesetter: typesetter) } catch { throw .text(error) }
        return try popupLayer(laidOut, screen: screen, behind: nil)
    }

    /// The status bar and home indicator strips laid over every frame.
    private func chrome(_ scene: PopupScene, height: Int) throws(RasterError) -> [PlacedLayer] {
        let bars = StatusBarPainter(typesetter: typesetter, scene: scene)
        // Behind a shrunk screen the status bar turns light over the black; the indicator stays on the sheet's colour.
        let barContent = scene.presenting == nil ? scene.statusBar?.content : nil
        let indicator = scene.showsHomeIndicator ? barContent ?? (scene.appearance == .light ? .dark : .light) : nil
        return try bars.layers(statusBar: scene.statusBar, homeIndicator: indicator, screenHeight: height)
    }

    /// The scene as PNG bytes (`.fast` compression: snapshots are written often).
    public func png(_ scene: PopupScene, compression: PNGCompression = .fast) throws(PopsnapError) -> [UInt8] {
        try render(scene).png(compression)
    }

    private func paintScreen(_ background: Background, in appearance: Appearance, on canvas: inout Canvas) throws(PNGError) {
        let full = Rect(x: 0, y: 0, width: Double(canvas.image.width), height: Double(canvas.image.height))
        switch background {
        case let .color(c):
            canvas.fill(.rect(full), with: .solid(c.resolved(for: appearance)))
        case let .verticalGradient(colors):
            if let g = try? Gradient(colors: colors.map { $0.resolved(for: appearance) }) {
                canvas.fill(.rect(full), with: .linear(g, start: .zero, end: Point(x: 0, y: full.height)))
            }
        case let .image(image):
            canvas.draw(image, in: ImagePlacement().rect(for: PixelSize(width: image.width, height: image.height), in: full.size))
        case let .placedImage(image, placement, color):
            canvas.fill(.rect(full), with: .solid(color.resolved(for: appearance)))
            canvas.draw(image, in: placement.rect(for: PixelSize(width: image.width, height: image.height), in: full.size))
        case let .placedFile(file, placement, color):
            if let color { canvas.fill(.rect(full), with: .solid(color.resolved(for: appearance))) }
            try DrawnImages.draw(file, in: placement.rect(for: PixelSize(width: file.width, height: file.height), in: full.size), on: &canvas)
        }
    }
}
