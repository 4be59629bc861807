import PopsnapRaster
import PopsnapGeometry

/// An image placed at a whole-pixel position on the screen.
public struct PlacedLayer: Sendable {
    /// The layer's pixels, at the scene's scale.
    public let image: Image
    /// Its left edge, in device pixels from the screen's left.
    public let x: Int
    /// Its top edge, in device pixels from the screen's top.
    public let y: Int
}

/// A scene as the layers frames are composed from: the app screen, the dimming colour and the popup.
/// Each is painted once; a frame only composites them with its opacities (and, for a zoomed popup,
/// paints the popup again at its size).
public struct SceneLayers: @unchecked Sendable {
    /// Every frame's width in device pixels.
    public let width: Int
    /// Every frame's height in device pixels.
    public let height: Int
    /// The app screen: full size, or one pixel wide when every row is one colour.
    var screen: Image
    /// The app screen blurred under the dimming (`PopupScene.backdropBlur`), as wide as `screen` (a
    /// screen whose rows are each one colour blurs to one too); nil for no blur.
    let blurredScreen: Image?
    /// The dimming colour over the app screen; nil for none.
    public let backdrop: Color?
    /// The status bar and home indicator, laid over everything as iOS draws them.
    let chrome: [PlacedLayer]
    /// The keyboard at its place, drawn over the popup and under `chrome`; nil for none.
    var keyboard: PlacedLayer?
    /// The popup painted once, at its place on the screen.
    public internal(set) var popup: PlacedLayer
    /// Kept to paint the popup again at another zoom.
    let layout: SceneLayout
    /// The whole screen behind the popup, fully presented, when the popup has a material to blur it.
    var behind: Image?
    /// `screenImage(dim: 1)` when made already (it is `behind`, for a popup with a material): every still
    /// starts from it. Nil once `screen` changes.
    var fullyDimmed: Image?
    /// Which way is leading, for a popup sliding from its leading or trailing edge.
    var direction = LayoutDirection.leftToRight
    /// The app screen before a presentation shrank it, for the frames on the way (`screenPresented(_:)`).
    var shrinking: ScreenShrinking?

    /// screen ⊕ backdrop·`backdrop` ⊕ popup·`popupOpacity`: each layer faded on its own.
    public func compose(backdrop alpha: Double, popup: PlacedLayer?, popupOpacity: Double) throws(RasterError) -> Image {
        var canvas = try dimmedScreen(alpha)
        if let popup, popupOpacity > 0, popup.image.width > 0 {
            canvas.draw(popup.image, at: Point(x: Double(popup.x), y: Double(popup.y)), opacity: popupOpacity)
        }
        return withChrome(consume canvas, keyboardShown: alpha)
    }

    /// screen ⊕ (backdrop ⊕ popup)·`alpha`: the presented layer faded as one, as a cross-dissolve does.
    /// At 0 and 1 it is exactly the screen alone and the full scene.
    public func composePresented(_ alpha: Double) throws(RasterError) -> Image {
        if alpha >= 1 { return try compose(backdrop: 1, popup: popup, popupOpacity: 1) }
        if alpha <= 0 { return try compose(backdrop: 0, popup: nil, popupOpacity: 0) }
        // Outside the popup the presented layer is the dimming colour alone.
        var canvas = try presentedScreen(alpha)
        guard popup.image.width > 0 else { return withChrome(consume canvas, keyboardShown: alpha) }
        // Under the popup: the dimming and the popup composed first, then faded over the bare screen.
        let w = popup.image.width, h = popup.image.height
        var group = try Canvas(width: w, height: h)
        // The blur is part of what is presented: it fades in with the dimming.
        if let blurredScreen { group = Canvas(try region(of: blurredScreen, x: popup.x, y: popup.y, width: w, height: h)) }
        if let backdrop { group.fill(.rect(Rect(x: 0, y: 0, width: Double(w), height: Double(h))), with: .solid(backdrop)) }
        group.draw(popup.image, at: .zero)
        var region = Canvas(try region(of: screen, x: popup.x, y: popup.y, width: w, height: h))
        region.draw(group.image, at: .zero, opacity: alpha)
        canvas.draw(region.image, at: Point(x: Double(popup.x), y: Double(popup.y)))
        return withChrome(consume canvas, keyboardShown: alpha)
    }

    /// The frame with the keyboard risen `shown` of its height from below the screen (it comes up as the
    /// alert is presented, following the dimming, and goes down as it is dismissed; whole pixels, so the
    /// layer is copied, not resampled), then the bars over everything.
    private func withChrome(_ frame: consuming Canvas, keyboardShown shown: Double) -> Image {
        // Consumed: the caller's frame is drawn on where it is, not copied first.
        var canvas = frame
        if let keyboard, shown > 0 {
            let lowered = (Double(keyboard.image.height) * (1 - min(1, shown))).rounded()
            canvas.draw(keyboard.image, at: Point(x: Double(keyboard.x), y: Double(keyboard.y) + lowered))
        }
        for strip in chrome { canvas.draw(strip.image, at: Point(x: Double(strip.x), y: Double(strip.y))) }
        return canvas.image
    }

    /// A screen layer's pixels under a rectangle, cut from the full image or from the column.
    private func region(of layer: Image, x: Int, y: Int, width w: Int, height h: Int) throws(RasterError) -> Image {
        if layer.width == width { return try layer.cropped(to: PixelRect(x: x, y: y, width: w, height: h)) }
        return try Image(width: w, repeatingRowsOf: try layer.cropped(to: PixelRect(x: 0, y: y, width: 1, height: h)))
    }

    /// The screen with the dimming at `alpha`, as a canvas to draw the popup on.
    private func dimmedScreen(_ alpha: Double) throws(RasterError) -> Canvas {
        if alpha == 1, let fullyDimmed { return Canvas(fullyDimmed) }
        return Canvas(try screenImage(dim: alpha))
    }

    /// The screen under the presented layer (the screen's blur and the dimming, composed first) faded in
    /// by `alpha` as one group, the way a cross-dissolve fades the presented view: the group's pixels are
    /// a layer's bytes before they are faded, as the painter fades a view with an alpha.
    private func presentedScreen(_ alpha: Double) throws(RasterError) -> Canvas {
        if alpha == 1, let fullyDimmed { return Canvas(fullyDimmed) }
        var canvas = Canvas(screen)
        let whole = Rect(x: 0, y: 0, width: Double(canvas.image.width), height: Double(canvas.image.height))
        if let blurredScreen {
            var group = Canvas(blurredScreen)
            if let backdrop { group.fill(.rect(whole), with: .solid(backdrop)) }
            canvas.draw(group.image, at: .zero, opacity: alpha)
        } else if let backdrop {
            canvas.fill(.rect(whole), with: .solid(Color(premultiplied: backdrop.premultiplied.faded(by: alpha))))
        }
        return Canvas(canvas.image.width == width ? canvas.image : try Image(width: width, repeatingRowsOf: canvas.image))
    }

    /// The screen, its blur faded in by `alpha` (a cross-fade to the blurred screen, standing in for
    /// UIKit's growing radius), then the dimming at `alpha`.
    func screenImage(dim alpha: Double) throws(RasterError) -> Image {
        var canvas = Canvas(screen)
        if let blurredScreen, alpha > 0 { canvas.draw(blurredScreen, at: .zero, opacity: alpha) }
        if let backdrop, alpha > 0 {
            canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(canvas.image.width), height: Double(canvas.image.height))), with: .solid(backdrop), opacity: alpha)
        }
        return canvas.image.width == width ? canvas.image : try Image(width: width, repeatingRowsOf: canvas.image)
    }
}

extension Element {
    /// Whether this element or one under it has a material or glass background, which needs the screen behind.
    var containsMaterial: Bool {
        guard layout.isPresent else { return false }
        if look.background?.readsBackdrop == true { return true }
        return children.contains { $0.containsMaterial }
    }
}
