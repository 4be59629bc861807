import PopsnapGeometry
import PopsnapRaster
import PopsnapLayout

/// The painting a spec asks for, counted on its element tree once the canvas and scale are final (after
/// command-line overrides) and before anything is laid out or painted: the layers that opacity needs and
/// the pixels its shadows are computed over.
struct SpecBudget {
    /// Present elements with an opacity below 1, each painted on a layer of its own.
    private(set) var layers = 0
    /// Present elements with a shadow.
    private(set) var shadows = 0
    /// Present elements with a blur material or glass, each blurring the screen behind it.
    private(set) var materials = 0
    /// The most layers held at once: opacity layers nested in one another.
    private(set) var nestedLayers = 0
    /// The images the elements draw, each buffer once however many elements share it.
    private(set) var images = ImageCensus()

    init(_ root: Element) {
        var pending = [(root, 0)]
        while let (e, depth) = pending.popLast() {
            // An absent element is neither laid out nor painted, nor are its children.
            guard e.isPresent else { continue }
            let inside = depth + (e.opacity < 1 ? 1 : 0)
            if e.opacity < 1 { layers += 1 }
            nestedLayers = max(nestedLayers, inside)
            if e.shadow != nil { shadows += 1 }
            if e.background?.readsBackdrop == true { materials += 1 }
            switch e.content {
            case let .image(.pixels(image)): images.insert(image)
            case let .image(.file(file)): images.insert(file)
            default: break
            }
            pending.append(contentsOf: e.children.map { ($0, inside) })
        }
    }

    /// Throws when `spec`, its popup painted `paints` times, needs more layers or shadow pixels than
    /// `limits` allow; the error is at `path` of `file` (`popup.root` for a custom tree), since the tree
    /// no longer knows its JSON positions.
    /// The memory it would take, `framesInFlight` canvas-sized frames besides, is held to `limits.memory`.
    /// and, `comparing`, the comparison with a reference.
    /// `scene` is the spec's, made once by the caller and drawn afterwards.
    static func check(_ spec: PopupSpec, scene: PopupScene, limits: SpecLimits, file: String, paints: Int = 1, framesInFlight: Int = 0,
                      encoderBuffers: Int = 0, comparing: Bool = false) throws(SpecError) {
        let budget = SpecBudget(scene.popup)
        let path = (spec.popup as? any SpecKind).map { type(of: $0).elementsPath } ?? "popup"
        if budget.layers > limits.layers {
            throw SpecError(file: file, path: path, exceeded: SpecLimit.layers.exceeded(
                "the popup has \(budget.layers) elements with an opacity below 1, each a layer", limit: limits.layers))
        }
        // A shadow is computed over its blurred reach cut to the popup's layer, which is at most the canvas;
        // a material blurs the screen around it, at most the canvas too.
        let width = Int((scene.canvas.width * scene.scale.pixelsPerPoint).rounded())
        let height = Int((scene.canvas.height * scene.scale.pixelsPerPoint).rounded())
        // Canvas pixels fit in 2^28 and paints are at most frames + 1, so the product is far from overflowing.
        let pixels = (budget.shadows + budget.materials) * width * height * paints
        if pixels > limits.shadowMegapixels * 1_000_000 {
        let tenths = (pixels + 99_999) / 100_000
        let painted = paints > 1 ? ", painted \(paints) times," : ""
        throw SpecError(file: file, path: path, exceeded: SpecLimit.shadowMegapixels.exceeded(
            "\(Self.blurredParts(shadows: budget.shadows, materials: budget.materials)) over the \(width) x \(height) px canvas\(painted) are \(tenths / 10).\(tenths % 10) megapixels of shadow",
            limit: limits.shadowMegapixels, unit: " megapixels"))
        }
        var memory = estimate(scene, framesInFlight: framesInFlight, comparing: comparing)
        memory.encoderBuffers = encoderBuffers
        if let own = spec.ownMemoryLimit, own < limits.memory, memory.total > own {
            throw SpecError(file: file, path: "limits.maxMemory", message: "\(memory.description), more than the spec's own limit of \(own) bytes")
        }
        if memory.total > limits.memory {
            throw SpecError(file: file, path: path, exceeded: SpecLimit.memory.exceeded(memory.description, limit: limits.memory, unit: " bytes"))
        }
    }

    /// "3 shadows and 1 material", naming only what there is: glass boxes once read "0 shadows and 100 materials".
    static func blurredParts(shadows: Int, materials: Int) -> String {
        let parts = [(shadows, "shadow"), (materials, "material")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.joined(separator: " and ")
    }

    /// The most memory the spec's work holds at once (see `MemoryEstimate`).
    static func estimate(_ scene: PopupScene, framesInFlight: Int = 0, comparing: Bool = false) -> MemoryEstimate {
        let budget = SpecBudget(scene.popup)
        var images = budget.images
        switch scene.background {
        case let .image(image), let .placedImage(image, _, _): images.insert(image)
        case let .placedFile(file, _, _): images.insert(file)
        case .color, .verticalGradient: break
        }
        return MemoryEstimate(width: Int((scene.canvas.width * scene.scale.pixelsPerPoint).rounded()),
                              height: Int((scene.canvas.height * scene.scale.pixelsPerPoint).rounded()),
                              nestedLayers: budget.nestedLayers, blurs: budget.materials > 0 || scene.backdropBlur > 0,
                              shadows: budget.shadows > 0 || scene.keyboard != nil, shrinksScreen: scene.presenting != nil, imageBytes: images.bytes,
                              framesInFlight: framesInFlight, comparing: comparing, keyboard: scene.keyboard != nil)
    }
}

extension PreparedPopup {
    /// Throws when animating the popup on `jobs` threads would pass `limits`' painting budget: a transition
    /// that zooms the popup, turns its indicator or fills its progress paints it again for each frame,
    /// shadows and all; and each thread holds frames in flight (`PopupSpec.framesPerThread`), within
    /// `limits.memory`. `file` names the spec in the message. Checked before the first frame is drawn.
    ///
    /// ```swift
    /// try popup.checkBudget(animating: transition, timeline, limits: limits, file: "alert.json", jobs: 4)
    /// ```
    /// `comparing`: its frames are compared with a reference's as they are drawn (`verify`).
    /// `encoderBuffers`: canvas-sized buffers the file's encoder holds besides the frames, `once` for the
    /// file (a WebP's muxer) and `perThread` for each rendering thread's (a GIF's or a WebP frame's encoder;
    /// PopsnapExport's `AnimationOutput.encoderBuffers`). Neither grows with the frames: every encoder streams.
    public func checkBudget(animating transition: Transition, _ timeline: Timeline, limits: SpecLimits, file: String, jobs: Int = 1,
                            comparing: Bool = false, encoderBuffers: (once: Int, perThread: Int) = (0, 0)) throws(PopsnapError) {
        let threads = min(max(1, jobs), timeline.frameCount)
        do {
            try SpecBudget.check(spec, scene: scene, limits: limits, file: file, paints: transition.popupPaints(timeline, readsBackdrop: scene.popup.containsMaterial),
                                 framesInFlight: PopupSpec.framesPerThread * threads,
                                 encoderBuffers: encoderBuffers.once + encoderBuffers.perThread * threads, comparing: comparing)
        } catch { throw .spec(error) }
    }

    /// Throws when verifying the popup's still would pass `limits.memory`: its painting, with the reference
    /// decoded beside it and the comparison's buffers. Checked before it is drawn.
    ///
    /// ```swift
    /// try popup.checkBudget(verifying: limits, file: "alert.json")
    /// ```
    public func checkBudget(verifying limits: SpecLimits, file: String) throws(PopsnapError) {
        do { try SpecBudget.check(spec, scene: scene, limits: limits, file: file, comparing: true) } catch { throw .spec(error) }
    }

    /// Throws when rendering the still and encoding it with an encoder that holds `encoderBuffers`
    /// canvas-sized buffers besides it (PopsnapExport's `ImageFormat.encoderBuffers`) would pass
    /// `limits.memory`. Checked before it is drawn.
    ///
    /// ```swift
    /// try popup.checkBudget(encodingStill: 2, limits: limits, file: "alert.json")
    /// ```
    public func checkBudget(encodingStill encoderBuffers: Int, limits: SpecLimits, file: String) throws(PopsnapError) {
        do { try SpecBudget.check(spec, scene: scene, limits: limits, file: file, encoderBuffers: encoderBuffers) } catch { throw .spec(error) }
    }

    /// The bytes its work holds at once, as the budget counts them: rendering it (an animation's frames on
    /// `jobs` threads), and `comparing`, comparing it with a reference. What a `MemoryGate` reserves.
    ///
    /// ```swift
    /// gate.withReservation(popup.memoryEstimate(comparing: true)) { … }
    /// ```
    public func memoryEstimate(jobs: Int = 1, comparing: Bool = false) -> Int {
        let frames = spec.animation == nil ? 0 : (try? spec.animationTiming(frameLimit: .max))?.1.frameCount ?? 0
        return SpecBudget.estimate(scene, framesInFlight: spec.animation == nil ? 0 : PopupSpec.framesPerThread * min(max(1, jobs), max(1, frames)),
                                   comparing: comparing).total
    }
}

extension PopupSpec {
    /// Canvas-sized buffers each thread drawing frames holds: the frame, the one before it (to encode what
    /// changed) and the popup painted again at its zoom. Measured: a 4096 x 4096 px zooming animation
    /// peaks at 281 MB on one thread and 478 MB on two, 3 buffers of 64 MiB more.
    static let framesPerThread = 3
}
