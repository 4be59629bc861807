import PopsnapGeometry
import PopsnapLayout
import PopsnapRaster

/// How a renderer's images are made: pixels a point (the main screen's, 3, unless set) and whether
/// they are opaque.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels a point: 1, 2 or 3.
    public var scale: CGFloat = 3
    /// Whether the image has no transparency (its background starts black rather than clear).
    public var opaque = false

    /// The default format: the main screen's scale, transparent.
    public init() {}

    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's drawing block draws into: views are drawn into it with
/// `drawHierarchy(in:afterScreenUpdates:)`.
@MainActor
public final class UIGraphicsImageRendererContext {
    var canvas: Canvas
    let scale: Scale

    init(canvas: Canvas, scale: Scale) {
        self.canvas = canvas
        self.scale = scale
    }

    /// The contexts being drawn into, innermost last.
    static var stack: [UIGraphicsImageRendererContext] = []
}

/// Makes images from drawing blocks, as on iOS; here the one drawing is views drawn through
/// `drawHierarchy(in:afterScreenUpdates:)`, through Popsnap's painter.
@MainActor
public final class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// Scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// A renderer of `bounds` in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of `size` from the origin, in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size` from the origin, in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// The image `actions` draws. A size or scale that cannot make an image (not 1, 2 or 3 pixels a
    /// point, or past the image limits) stops the program with the reason, as UIKit would crash.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let scale = Scale(rawValue: Int(format.scale)), CGFloat(scale.rawValue) == format.scale else {
            preconditionFailure("UIGraphicsImageRendererFormat.scale \(format.scale): Popsnap draws at 1, 2 or 3 pixels a point")
        }
        let width = Int((bounds.width * format.scale).rounded(.up)), height = Int((bounds.height * format.scale).rounded(.up))
        let canvas: Canvas
        do { canvas = try Canvas(width: width, height: height, fill: format.opaque ? .black : .clear) } catch {
            preconditionFailure("UIGraphicsImageRenderer of \(bounds.size) at \(scale): \(error)")
        }
        let context = UIGraphicsImageRendererContext(canvas: canvas, scale: scale)
        UIGraphicsImageRendererContext.stack.append(context)
        actions(context)
        UIGraphicsImageRendererContext.stack.removeLast()
        return UIImage(pixels: context.canvas.image, scale: format.scale)
    }

    /// The PNG bytes of the image `actions` draws.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

extension UIView {
    /// Draws the view and everything under it into the current renderer's context, its bounds filling
    /// `rect` (which must be the bounds' size: drawing scaled is not supported). Returns false, and
    /// says why on standard error, when there is no context or the view cannot be drawn as iOS draws it.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.stack.last else {
            FileHandle.standardError.write(Data("drawHierarchy(in:afterScreenUpdates:): no UIGraphicsImageRenderer is drawing\n".utf8))
            return false
        }
        do {
            guard rect.size == bounds.size else {
                throw ViewDrawingError(view: nodeName, reason: "drawHierarchy into \(rect.size) from bounds of \(bounds.size): drawing scaled is not supported")
            }
            let image = try drawnImage(scale: context.scale)
            let k = Double(context.scale.rawValue)
            context.canvas.draw(image, at: Point(x: (Double(rect.minX) * k).rounded(), y: (Double(rect.minY) * k).rounded()))
            return true
        } catch {
            FileHandle.standardError.write(Data("drawHierarchy(in:afterScreenUpdates:): \(error)\n".utf8))
            return false
        }
    }
}
