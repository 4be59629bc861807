import PopsnapRaster
import PopsnapGeometry

/// How a screenshot covers the screen: UIView.ContentMode's scaleAspectFill (`fill`), scaleAspectFit
/// (`fit`) and scaleToFill (`stretch`), aligned by `position` where it does not match the screen's shape.
/// Scaling goes through the raster's filters: bilinear when enlarging, area averaging when shrinking.
public struct ImagePlacement: Sendable, Equatable {
    /// How the image is scaled to the screen (a spec's `"fit"`).
    public enum Fit: String, Sendable, CaseIterable { /** `fill`: scaleAspectFill, covering the screen and cropping; `fit`: scaleAspectFit, the whole image shown, leaving the rest of the screen; `stretch`: scaleToFill, the image's shape lost. */ case fill, fit, stretch }

    /// How the image is scaled: `.fill` (the default) covers the screen, cropping what overflows.
    public var fit: Fit
    /// Where the image sits in the space it leaves or overflows: 0 left or top, 0.5 centre, 1 right or bottom.
    public var x: Double
    /// Where the image sits down the space it leaves or overflows: 0 top, 0.5 centre (the default), 1 bottom.
    public var y: Double

    /// A placement scaling by `fit` and aligning at `x`, `y` (each 0...1; centred by default).
    /// ```swift
    /// let topAligned = ImagePlacement(fit: .fill, y: 0)   // a tall screenshot keeps its status bar, crops its bottom
    /// ```
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
