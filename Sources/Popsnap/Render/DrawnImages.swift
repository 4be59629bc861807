import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry

/// The image files one painting draws, each decoded once, before the first is drawn, at the sizes it
/// is drawn at: layout has placed every element, so each drawn rectangle is known, and one pass over
/// the file's rows resamples it into all of them (`ImageFile.resampled(into:)`). The pixels are those
/// `Canvas.draw(_:in:resampled:)` gives from the whole image, bit for bit, drawings that share their
/// pixels there (`ResampleKey`) sharing them here.
///
/// A file is decoded whole instead (as an `Image` element is drawn) when its drawings together would
/// take more than the whole image, streaming buffers included: drawn at or above its size, or drawn at
/// so many sizes; and when it is interlaced, as its rows come only with the last pass. A zoomed painting (an animation's frame) draws its files whole too, since each frame
/// has sizes of its own and decoding a file again for every frame would cost more than keeping it.
final class DrawnImages {
    private enum Pixels {
        case resampled([ResampleKey: ResampledImage])
        case whole(Image)
    }

    private var files: [ObjectIdentifier: Pixels] = [:]

    /// Plans and decodes every file the present elements under `root` draw through `placement`.
    init(_ root: LaidOutNode, placement: PaintPlacement) throws(PNGError) {
        var drawings: [(file: ImageFile, rects: [Rect])] = []
        var index: [ObjectIdentifier: Int] = [:]
        var pending = [root]
        // Depth first, children in order: the painter's order, so the first rectangle of a shared key is
        // the one the painter shades first.
        while let e = pending.popLast() {
            guard e.isPresent else { continue }
            if case let .image(.file(file)) = e.content {
                let rect = Self.aspectFit(PixelSize(width: file.width, height: file.height), in: placement.rect(e.frame))
                let id = ObjectIdentifier(file)
                if let i = index[id] { drawings[i].rects.append(rect) } else { index[id] = drawings.count; drawings.append((file, [rect])) }
            }
            pending.append(contentsOf: e.children.reversed())
        }
        for (file, rects) in drawings {
            files[ObjectIdentifier(file)] = try Self.pixels(file, rects, zoomed: placement.zoom != 1 || root.containsZoom)
        }
    }

    private static func pixels(_ file: ImageFile, _ rects: [Rect], zoomed: Bool) throws(PNGError) -> Pixels {
        var keys: [ResampleKey] = [], first: [Rect] = []
        var seen: Set<ResampleKey> = []
        for rect in rects where !rect.standardized.isEmpty {
            let key = ResampleKey(rect, sourceWidth: file.width, sourceHeight: file.height)
            if seen.insert(key).inserted { keys.append(key); first.append(rect) }
        }
        if !zoomed, !file.isInterlaced, resampledBytes(file, first) < file.decodedBytes {
            return .resampled(Dictionary(uniqueKeysWithValues: zip(keys, try file.resampled(into: first))))
        }
        return .whole(try file.decoded())
    }

    /// What resampling `file` into `rects` holds at its peak: their pixels and their streaming buffers.
    static func resampledBytes(_ file: ImageFile, _ rects: [Rect]) -> Int {
        rects.reduce(0) { sum, rect in
            let area = rect.standardized.enclosingPixels
            return sum + area.width * area.height * 4 + StreamingResample.bufferBytes(sourceWidth: file.width, sourceHeight: file.height, rect: rect)
        }
    }

    /// Draws `file` fitted into `frame` (device pixels) as planned.
    func draw(_ file: ImageFile, fittedIn frame: Rect, on canvas: inout Canvas, resampled: ResampledImages) {
        let rect = Self.aspectFit(PixelSize(width: file.width, height: file.height), in: frame)
        switch files[ObjectIdentifier(file)] {
        case let .resampled(images)?:
            if let image = images[ResampleKey(rect, sourceWidth: file.width, sourceHeight: file.height)] { canvas.draw(image, in: rect) }
        case let .whole(image)?:
            canvas.draw(image, in: rect, resampled: resampled)
        case nil:
            break
        }
    }

    /// Draws `file` once into `rect` (a screenshot filling the screen), decoded at that size unless it
    /// would take more than whole: the pixels `Canvas.draw(_:in:)` gives from the whole image.
    static func draw(_ file: ImageFile, in rect: Rect, on canvas: inout Canvas) throws(PNGError) {
        switch try pixels(file, [rect], zoomed: false) {
        case let .resampled(images): if let image = images.values.first { canvas.draw(image, in: rect) }
        case let .whole(image): canvas.draw(image, in: rect)
        }
    }

    /// The largest rectangle of the image's proportions centred in `rect` (UIView.ContentMode.scaleAspectFit).
    static func aspectFit(_ image: PixelSize, in rect: Rect) -> Rect {
        let k = min(rect.width / Double(image.width), rect.height / Double(image.height))
        let w = Double(image.width) * k, h = Double(image.height) * k
        return Rect(x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h)
    }
}
