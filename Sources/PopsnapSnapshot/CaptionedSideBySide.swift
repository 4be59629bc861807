import Popsnap
import PopsnapRaster
import PopsnapCompare
import PopsnapGeometry
import PopsnapLayout
import PopsnapText

/// reference | actual | diff with a caption over each, so the artifact opened on its own (in a CI
/// download, an image viewer) says which picture is which.
///
/// The captions are a band of their own above the images, laid out and drawn by the popup renderer
/// in the bundled font; the images below are copied unchanged, pixel for pixel.
/// ```swift
/// let image = try renderer.captionedSideBySide([reference, actual, diff], captions: ["reference", "actual", "diff"])
/// ```
extension PopupRenderer {
    /// The images side by side (`SideBySide.compose`), under a band of centred semibold captions, one
    /// over each image, in the bundled font. The letters are a fortieth of the strip's height, between
    /// 12 and 64 px, so they read at the size the strip is viewed. Traps unless there is one caption an
    /// image; throws what rendering the band throws; no images give an empty image.
    public func captionedSideBySide(_ images: [StraightImage], captions: [String]) throws -> StraightImage {
        precondition(images.count == captions.count, "one caption an image")
        let strip = SideBySide.compose(images)
        guard strip.width > 0 else { return strip }
        // Readable at the size the strip is viewed: a 3x phone screen (2556 px tall) gets 64 px letters,
        // a 1x one 21 px; never below 12 px.
        let size = max(12, min(64, (Double(strip.height) / 40).rounded()))
        var row = Element(.hstack(Element.Stack(alignment: .center)), name: "captions", role: "captions")
        row.sizing.width = Double(strip.width)
        row.sizing.height = (size * 2).rounded()
        for (i, (image, caption)) in zip(images, captions).enumerated() {
            var style = TextStyle(size: size, weight: .semibold, alignment: .center)
            style.maxLines = 1
            var label = Element(.text(Element.Label(caption, style: style)), name: "caption[\(i)]", role: "caption")
            label.foregroundColor = DynamicColor(Color(r8: 0x3C, g8: 0x3C, b8: 0x43))
            label.sizing.width = Double(image.width)
            row.children.append(label)
        }
        let scene = PopupScene(canvas: Size(width: Double(strip.width), height: row.sizing.height!), scale: 1,
                               background: .color(DynamicColor(Color(r8: 0xF2, g8: 0xF2, b8: 0xF7))), popup: row)
        return SideBySide.compose([StraightImage(try render(scene)), strip], axis: .vertical)
    }
}
