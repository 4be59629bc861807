import PopsnapRaster
import PopsnapGeometry

/// How a screenshot covers the screen: UIView.ContentMode's scaleAspectFill (`fill`), scaleAspectFit
/// (`fit`) and scaleToFill (`stretch`), aligned by `position` where it does not match the screen's shape.
/// Scaling goes through the raster's filters: bilinear when enlarging, area averaging when shrinking.
public struct ImagePlacement: Sendable, Equatable {
    public enum Fit: String, Sendable, CaseIterable { case fill, fit, stretch }

    public var fit: Fit
    /// Where the image sits in the space it leaves or overflows: 0 left or top, 0.5 centre, 1 right or bottom.
    public var x: Double
    public var y: Double

    public init(fit: Fit = .fill, x: Double = 0.5, y: Double = 0.5) {
        self.fit = fit
        self.x = x
        self.y = y
    }

    /// Positions by name, as CSS `object-position` keywords.
    public static let positions: [String: Point] = [
        "center": Point(x: 0.5, y: 0.5), "top": Point(x: 0.5, y: 0), "bottom": Point(x: 0.5, y: 1),
        "left": Point(x: 0, y: 0.5), "right": Point(x: 1, y: 0.5), "topLeft": Point(x: 0, y: 0), "topRight": Point(x: 1, y: 0),
        "bottomLeft": Point(x: 0, y: 1), "bottomRight": Point(x: 1, y: 1),
    ]

    /// The rectangle the image is drawn into on a screen of `screen` pixels.
    public func rect(for image: PixelSize, in screen: Size) -> Rect {
        let iw = Double(image.width), ih = Double(image.height)
        switch fit {
        case .stretch:
            return Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        case .fill, .fit:
            let kx = screen.width / iw, ky = screen.height / ih
            let k = fit == .fill ? max(kx, ky) : min(kx, ky)
            let w = iw * k, h = ih * k
            return Rect(x: (screen.width - w) * x, y: (screen.height - h) * y, width: w, height: h)
        }
    }
}
