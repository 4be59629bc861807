import PopsnapLayout
import PopsnapRaster
import PopsnapText

/// Lays out and paints popup scenes.
///
/// ```swift
/// let renderer = try PopupRenderer()
/// let image = try renderer.render(scene)          // premultiplied RGBA, scene.scale pixels a point
/// try PNG.write(image, to: "alert.png")
/// ```
public struct PopupRenderer: Sendable {
    public let typesetter: Typesetter

    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    public init(fontsDirectory: String? = nil) throws(PopsnapError) {
        do { self.init(typesetter: Typesetter(fonts: try FontRegistry(fontsDirectory: fontsDirectory))) } catch { throw .text(error) }
    }

    /// Every present element's path and frame, in points.
    public func layout(_ scene: PopupScene) throws(PopsnapError) -> SceneLayout {
        do { return try SceneLayout(scene, typesetter: typesetter) } catch { throw .text(error) }
    }

    /// The scene's pixel size, checked against the image limits before anything is drawn.
    public static func pixelSize(of scene: PopupScene) throws(PopsnapError) -> (width: Int, height: Int) {
        guard [1, 2, 3].contains(scene.scale) else { throw .invalid("scale \(scene.scale) is not supported: expected 1, 2 or 3") }
        let w = scene.canvas.width * Double(scene.scale), h = scene.canvas.height * Double(scene.scale)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            throw .invalid("canvas \(scene.canvas.width) x \(scene.canvas.height) pt is not a positive size")
        }
        let limits = ImageLimits.default
        guard w <= Double(limits.maxSide), h <= Double(limits.maxSide) else {
            throw .raster(.imageTooLarge(width: Int(min(w, 1e9)), height: Int(min(h, 1e9)), limits: limits))
        }
        do { try limits.check(width: Int(w.rounded()), height: Int(h.rounded())) } catch { throw .raster(error) }
        return (Int(w.rounded()), Int(h.rounded()))
    }

    /// The whole screen: app screen, backdrop, popup.
    public func render(_ scene: PopupScene) throws(PopsnapError) -> Image {
        let size = try Self.pixelSize(of: scene)
        let laidOut = try layout(scene)
        var canvas: Canvas
        do { canvas = try screen(scene, width: size.width, height: size.height) } catch { throw .raster(error) }
        Painter(layout: laidOut, scale: Double(scene.scale), typesetter: typesetter).paint(on: &canvas)
        return canvas.image
    }

    /// The app screen with the dimming over it. A colour or a vertical gradient is the same across each
    /// row, so both are painted on a one-pixel column and the rows copied out: the same bytes as painting
    /// every pixel, in a fraction of the time.
    private func screen(_ scene: PopupScene, width: Int, height: Int) throws(RasterError) -> Canvas {
        var canvas: Canvas
        if case .image = scene.background {
            canvas = try Canvas(width: width, height: height)
        } else {
            canvas = try Canvas(width: 1, height: height)
        }
        paintScreen(scene.background, on: &canvas)
        if let dim = scene.backdrop {
            canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(canvas.image.width), height: Double(height))), with: .solid(dim))
        }
        return canvas.image.width == width ? canvas : Canvas(try Image(width: width, repeatingRowsOf: canvas.image))
    }

    /// The scene as PNG bytes (`.fast` compression: snapshots are written often).
    public func png(_ scene: PopupScene, compression: PNGCompression = .fast) throws(PopsnapError) -> [UInt8] {
        let image = try render(scene)
        do { return try PNG.encode(image, compression: compression) } catch { throw .png(error) }
    }

    /// Writes `bytes` to `path` whole or not at all: a temporary file in the same folder, then a rename.
    public static func write(_ bytes: [UInt8], to path: String) throws(PopsnapError) {
        do { try AtomicFile.write(bytes, to: path) } catch { throw .png(.file(error)) }
    }

    private func paintScreen(_ background: Background, on canvas: inout Canvas) {
        let full = Rect(x: 0, y: 0, width: Double(canvas.image.width), height: Double(canvas.image.height))
        switch background {
        case let .color(c):
            canvas.fill(.rect(full), with: .solid(c))
        case let .verticalGradient(colors):
            if let g = try? Gradient(colors: colors) {
                canvas.fill(.rect(full), with: .linear(g, start: .zero, end: Point(x: 0, y: full.height)))
            }
        case let .image(image):
            // Scaled to fill, cropped to keep its proportions (UIView.ContentMode.scaleAspectFill).
            let k = max(full.width / Double(image.width), full.height / Double(image.height))
            let w = Double(image.width) * k, h = Double(image.height) * k
            canvas.draw(image, in: Rect(x: (full.width - w) / 2, y: (full.height - h) / 2, width: w, height: h))
        }
    }
}
