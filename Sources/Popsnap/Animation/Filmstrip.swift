import PopsnapGeometry
import PopsnapRaster
import PopsnapText
import PopsnapLayout

/// A strip of chosen frames side by side at one pixel a point, each labelled with its time, for reports
/// and READMEs.
public struct Filmstrip {
    let frames: FrameSource
    let typesetter: Typesetter
    let pixelsPerPoint: Double

    /// A filmstrip of `frames`, its time labels set with `typesetter`.
    public init(frames: FrameSource, typesetter: Typesetter) {
        self.frames = frames
        self.typesetter = typesetter
        pixelsPerPoint = frames.scale.pixelsPerPoint
    }

    /// The indices of `n` frames spread evenly from the first to the last.
    public func chosen(_ n: Int) -> [Int] {
        let count = frames.count
        guard n > 1, count > 1 else { return [0] }
        return (0..<min(n, count)).map { k in Int((Double(k) * Double(count - 1) / Double(min(n, count) - 1)).rounded()) }
    }

    /// `n` frames (`chosen(n)`) side by side, at one pixel a point, each labelled with its time in seconds;
    /// rows wrap at the widest image Popsnap makes.
    /// ```swift
    /// let strip = try Filmstrip(frames: frames, typesetter: renderer.typesetter).image(frames: 5)
    /// ```
    public func image(frames n: Int) throws(PopsnapError) -> Image {
        let picks = chosen(n)
        let w = Double(frames.size.width) / pixelsPerPoint, h = Double(frames.size.height) / pixelsPerPoint
        // As many frames a row as fit the widest image Popsnap makes; more go on further rows.
        let columns = max(1, Int((Double(ImageLimits.default.maxSide) - 12) / (w + 12)))
        let cells = try picks.map { i throws(PopsnapError) in
            LabelledGrid.Cell(image: try frames.frame(i), label: String(printf: "%.3f s", frames.time(of: i)), size: Size(width: w, height: h))
        }
        return try LabelledGrid(box: Size(width: w, height: h), columns: columns).draw(cells, typesetter: typesetter)
    }
}
