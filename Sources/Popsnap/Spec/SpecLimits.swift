import PopsnapJSON
import PopsnapFiles

/// The most one spec may ask of Popsnap: each limit is checked before the work it bounds (reading,
/// parsing, decoding, laying out, painting), and a spec over one is a `SpecError` that names the
/// limit, the spec's real figure and how to raise it.
///
/// The defaults are far above any real popup (seed 000's alert has 6 elements, no layer and no
/// shadow) and low enough that the worst spec they allow stays within a few hundred MB and a few
/// seconds: 10,000 elements lay out in milliseconds; 16 layers of a 3x iPhone screen are 190 MB;
/// 200 million shadow pixels are about 2 s on one core (9 ns a pixel measured).
///
/// ```swift
/// var limits = SpecLimits()
/// limits.nodes = 50_000
/// let spec = try PopupSpec.load(contentsOf: "big.json", limits: limits)
/// ```
public struct SpecLimits: Sendable, Equatable {
    /// The most bytes a spec file may have, checked before it is read: 1 MiB (the parser's default).
    public var specBytes = JSONParser.defaultMaxBytes
    /// The most arrays and objects open at once in the JSON. Each element of a custom tree takes two
    /// (its object and its `children` array), so the default lets `treeDepth` be reached first.
    public var jsonDepth = JSONParser.defaultMaxDepth
    /// The most elements from a custom tree's root to its deepest leaf, the root included. Decoding,
    /// layout and painting recurse through the tree: keep it to a few hundred (`popsnap` allows 200).
    public var treeDepth = 64
    /// The most elements in a custom tree.
    public var nodes = 10_000
    /// The most elements drawn with an opacity below 1: each is painted on a layer the size of the
    /// popup (up to the screen), and nested ones are all held at once.
    public var layers = 16
    /// The most shadow pixels, in millions: each shadow is computed over at most the whole canvas at
    /// its scale, so the figure is shadows x canvas pixels.
    public var shadowMegapixels = 200
    /// The most variants a spec's matrix may have (the product of its `variants` axes), checked when the
    /// spec is read: each variant is decoded, laid out and drawn, and `--matrix` writes a file for each.
    public var variants = 256
    /// The most frames an animation may have.
    public var frames = Timeline.defaultFrameLimit
    /// The folders whose files (images, strings) a spec may read, links resolved; nil: any file. A spec
    /// under review reads only its own tree, so it cannot pull a file from elsewhere into an artifact.
    public var readableFolders: [String]?
    /// The most bytes of memory one spec's work may take, checked before the work: its decoded images
    /// (each file once), the canvas-sized buffers its painting holds at once (the screen, the popup,
    /// nested opacity layers, what materials blur), and the frames in flight on every thread. 1 GiB.
    public var memory = 1 << 30

    /// The default limits, each at the value its comment gives; raise one for a spec that needs more.
    /// ```swift
    /// var limits = SpecLimits()
    /// limits.readableFolders = ["Snapshots"]
    /// limits.memory = 2 << 30   // 2 GiB
    /// ```
    public init() {}

    /// The defaults.
    public static let `default` = SpecLimits()

    /// The parser these limits ask for.
    public var parser: JSONParser { JSONParser(maxBytes: specBytes, maxDepth: jsonDepth) }
}

/// One of `SpecLimits`' limits, by its Swift property's name (the CLI names its option).
public enum SpecLimit: String, Sendable, Equatable, CaseIterable {
    /// One case a field of `SpecLimits`, named as the property is: `specBytes`, `jsonDepth`, `treeDepth`,
    /// `nodes`, `layers`, `shadowMegapixels`, `variants`, `frames` and `memory`.
    case specBytes, jsonDepth, treeDepth, nodes, layers, shadowMegapixels, variants, frames, memory

    /// Raising it, as an error carries it (`Remedy.raiseLimit`); each audience words it (the CLI names its option).
    public var remedy: Remedy { .raiseLimit(rawValue) }

    /// The limit a `Remedy.raiseLimit` names.
    public init?(_ remedy: Remedy) {
        guard case let .raiseLimit(name) = remedy else { return nil }
        self.init(rawValue: name)
    }

    /// The limit's value in `limits`.
    public func value(in limits: SpecLimits) -> Int {
        switch self {
        case .specBytes: return limits.specBytes
        case .jsonDepth: return limits.jsonDepth
        case .treeDepth: return limits.treeDepth
        case .nodes: return limits.nodes
        case .layers: return limits.layers
        case .shadowMegapixels: return limits.shadowMegapixels
        case .variants: return limits.variants
        case .frames: return limits.frames
        case .memory: return limits.memory
        }
    }

    /// This limit, `bound`, exceeded by what `found` describes.
    public func exceeded(_ found: String, limit bound: Int, unit: String = "") -> LimitExceeded {
        LimitExceeded(limit: self, found: found, bound: bound, unit: unit)
    }
}

/// One of a run's limits reached: which (`limit`), what was found, and the bound, with raising the limit as
/// its remedy, which each audience words (`raise SpecLimits.frames`, `raise it with --max-frames N`).
///
/// ```swift
/// let e = SpecLimit.nodes.exceeded("the element tree has 1200 elements", limit: 1000)
/// e.problem   // "the element tree has 1200 elements, more than the limit of 1000"
/// ```
public struct LimitExceeded: RemediableError, Equatable, Sendable {
    /// The limit reached.
    public let limit: SpecLimit
    /// What was found, with its figures ("the element tree has 1200 elements").
    public let found: String
    /// The limit's value in the run.
    public let bound: Int
    /// The bound's unit after it (" bytes"), or "".
    public let unit: String

    /// `<found>, more than the limit of <bound><unit>`: every limit's problem ends the same way.
    public var problem: String { "\(found), more than the limit of \(bound)\(unit)" }
    /// The problem with its remedy in a Swift caller's words.
    public var description: String { description(remedy: \.inSwift) }

    /// Raising `limit`.
    public var remedy: Remedy? { limit.remedy }
}
