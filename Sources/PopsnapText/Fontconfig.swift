import CFontconfig
import PopsnapFiles
import Synchronization

/// Finds installed fonts by family name, so users can reach a CJK or emoji font they have installed.
///
/// fontconfig always answers with *some* font; Popsnap takes its answer only when the family is the
/// one asked for, so what a machine happens to have installed never stands in silently.
enum Fontconfig {
    /// fontconfig's configuration, loaded at the first question; its calls are not thread-safe, so each
    /// question holds it.
    private static let config = Mutex<OpaquePointer?>(nil)

    /// The file and face index of an installed face of `family` near `weight`, or nil.
    static func face(family: String, weight: FontWeight) -> (path: String, index: Int)? {
        config.withLock { config in
            if config == nil { config = FcInitLoadConfigAndFonts() }
            guard let config, let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, family)
            FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight.value)))
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            var name: UnsafeMutablePointer<FcChar8>?
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name,
                  String(cString: name).lowercased() == family.lowercased(),
                  FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file
            else { return nil }
            _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
            return (FileNameBytes.decoding(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)), Int(index))
        }
    }
}
