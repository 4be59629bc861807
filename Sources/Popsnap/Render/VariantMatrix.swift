import PopsnapFiles
import PopsnapRaster

/// Every variant of a spec file (or the slice `SpecOverrides.variants` chooses), each read, checked and
/// laid out before any is drawn, so a sheet too large to make is refused before any work is written;
/// then drawn one at a time, each handed over with its image, and, asked for, all on one contact sheet
/// with lint's findings outlined in red.
///
/// ```swift
/// let matrix = try VariantMatrix(file: "Snapshots/alert-matrix.json", renderer: renderer)
/// let sheet = try matrix.render(sheet: true) { variant, image in
///     try save(image.png(), as: variant.name + ".png")               // alert-matrix.de.dark.AX3
/// }
/// ```
public struct VariantMatrix: Sendable {
    /// One variant, ready to draw.
    public struct Planned: Sendable {
        /// The matrix point this is (`Variant()` for a spec without variants).
        public let variant: Variant
        /// The file's name without its folder and extension, then the variant's: `alert-matrix.de.dark.AX3`.
        public let name: String
        /// The spec at this variant, its overrides applied and limits checked, and its scene.
        public let popup: PreparedPopup
        /// The scene's popup laid out, as drawing it will lay it out.
        public let layout: SceneLayout
    }

    /// What draws every variant.
    public let renderer: PopupRenderer
    /// The variants in matrix order.
    public let planned: [Planned]
    /// The bytes the variants drawn at once may hold together (`SpecLimits.memory`).
    let memory: Int

    /// `file`'s variants with `overrides` applied, each checked against `limits` and laid out.
    public init(file: String, overrides: SpecOverrides = SpecOverrides(), limits: SpecLimits = .default,
                renderer: PopupRenderer) throws(PopsnapError) {
        let base = Self.baseName(of: file)
        var planned: [Planned] = []
        for (variant, popup) in try PopupSpec.matrix(file: file, overrides: overrides, limits: limits) {
            planned.append(Planned(variant: variant, name: variant.named(base), popup: popup, layout: try renderer.layout(popup.scene)))
        }
        // The variants mostly share their app screen: painted (and blurred) once.
        self.renderer = renderer.sharingScreens()
        self.planned = planned
        memory = limits.memory
    }

    /// A sheet's columns: a row a locale.
    public var columns: Int {
        max(1, planned.count / max(1, Set(planned.map(\.variant.locale)).count))
    }

    /// What a sheet's cells show: whole screens for a matrix of devices or orientations.
    public var framing: ContactSheet.Framing {
        ContactSheet.Framing(planned.first?.popup.spec.variants ?? VariantAxes())
    }

    /// Throws when the contact sheet would pass the image limits, before anything is drawn.
    public func checkSheetSize() throws(PopsnapError) {
        try ContactSheet.checkSize(of: planned.map { ($0.popup.scene, $0.layout) }, columns: columns, framing: framing)
    }

    /// Draws each variant and hands it to `each` with its image, in matrix order; with `sheet`, returns the
    /// contact sheet of them all (its size checked first), else nil.
    public func render(sheet: Bool, jobs: Int = 1, _ each: (Planned, Image) throws -> Void) throws -> Image? {
        try render(sheet: sheet, jobs: jobs, transform: { _, _ throws(PopsnapError) in }) { plan, image, _ in try each(plan, image) }
    }

    /// The same, each image also turned into `T` (its PNG, say) on the thread that drew it, handed to
    /// `each` beside it, on the calling thread, while the next are drawn. Up to `jobs` variants are drawn at
    /// once, within the spec's memory budget; the images do not depend on `jobs`.
    public func render<T: Sendable>(sheet: Bool, jobs: Int, transform: @Sendable @escaping (Planned, Image) throws(PopsnapError) -> T,
                                    _ each: (Planned, Image, T) throws -> Void) throws -> Image? {
        if sheet { try checkSheetSize() }
        let linter = Linter(renderer: renderer)
        var contact = ContactSheet(framing: framing)
        let gate = MemoryGate(capacity: memory), renderer = renderer, planned = planned
        // A variant at a time a worker, each image handed over as soon as it and those before it are drawn,
        // while the next are drawn: at most two images a worker wait for the caller, so a quick variant
        // after a slow one (an iOS 18 look after an iOS 26 one) does not leave its worker idle.
        let pipeline = OrderedPipeline<(Image, T)>(count: planned.count, jobs: jobs, run: 1, aheadPerWorker: 2)
        try pipeline.drive({ run in
            for k in run where pipeline.waitForRoom(k) {
                let plan = planned[k]
                pipeline.deliver(k, Result { () throws(PopsnapError) -> (Image, T) in
                    try gate.withReservation(plan.popup.memoryEstimate()) { () throws(PopsnapError) -> (Image, T) in
                        let image = try renderer.render(plan.popup.scene, laidOut: plan.layout)
                        return (image, try transform(plan, image))
                    }
                })
            }
        }) { (k: Int, drawn: Result<(Image, T), PopsnapError>) throws in
            let plan = planned[k], (image, made) = try drawn.get()
            try each(plan, image, made)
            // The sheet is for review: lint's findings are outlined on their cells.
            if sheet {
                let findings = try linter.lint(plan.popup, laidOut: plan.layout).findings
                try contact.add(name: plan.name, image: image, layout: plan.layout, outlines: findings.map(\.pixels))
            }
        }
        return sheet ? try contact.image(columns: columns, typesetter: renderer.typesetter) : nil
    }

    /// `Snapshots/alert.json` → `alert`; standard input → `stdin`.
    static func baseName(of file: String) -> String {
        guard file != StandardInput.name else { return "stdin" }
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
