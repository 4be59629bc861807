import PopsnapFiles

/// Spec files decoded as written, kept once per file version for the whole process, so the variants
/// of a matrix, checked one by one (`popsnap verify`, `lint`, the test API), read and decode their spec
/// once and derive each variant from it (`PopupSpec.variant(_:)`).
///
/// A kept spec serves only the limits it was decoded within, and only while every file it read (strings
/// files, images) is still the version it read: an edited translation is read again.
struct DecodedSpec: Sendable {
    let spec: PopupSpec
    let limits: SpecLimits
    /// The versions of the files the spec read besides itself, in `inputFiles` order.
    let inputs: [FileVersion?]
    /// The spec file's length, what it costs to keep.
    let bytes: Int

    init(_ spec: PopupSpec, limits: SpecLimits, version: FileVersion) {
        self.spec = spec
        self.limits = limits
        bytes = Int(version.size)
        inputs = spec.inputFiles.dropFirst().map { FileVersion($0) }
    }

    /// The spec, if it was decoded within `limits` and nothing it read has changed since.
    func spec(within limits: SpecLimits) -> PopupSpec? {
        guard limits == self.limits, spec.inputFiles.dropFirst().map({ FileVersion($0) }) == inputs else { return nil }
        return spec
    }
}

/// 8 MiB of spec files by their length (a decoded spec holds its parsed tree, which is larger): a folder
/// of ordinary specs, a few KB each, is kept whole, and eight of the largest a spec may be.
let decodedSpecs = FileVersionCache<DecodedSpec>(capacity: 8 << 20) { $0.bytes }
