#if canImport(Glibc)
import Glibc
import PopsnapFiles
#endif

/// The fonts Popsnap draws with: the bundled families, fonts added by path, and families installed on
/// the system (through fontconfig), with an explicit, ordered fallback chain.
///
/// ```swift
/// let fonts = try FontRegistry()
/// let title = try fonts.font(family: "system", weight: .bold)      // Inter Bold
/// let chain = fonts.fallbackChain(for: title)                       // Inter Bold, DejaVu Sans Bold, …
/// ```
/// Layout looks the fallbacks up one at a time (`FallbackChain`), only for characters the fonts
/// before them lack, so text in the bundled fonts never starts fontconfig or opens an installed font.
/// The bundled fonts are embedded in the binary; a fonts folder (`fontsDirectory`, or the
/// `POPSNAP_FONTS_DIR` environment variable) replaces them with the files of the same names.
public final class FontRegistry: @unchecked Sendable {
    /// The family `system` stands for: Inter, the stand-in for the iOS system font (San Francisco).
    public static let systemFamily = "Inter"
    /// Families tried, in order, for characters the chosen font lacks: DejaVu Sans (bundled), then
    /// installed colour emoji and CJK fonts, looked up by name through fontconfig.
    public static let defaultFallbacks = ["DejaVu Sans", "Noto Color Emoji", "Droid Sans Fallback"]

    /// The fallback families after the requested one.
    public let fallbacks: [String]

    private let lock = Lock()
    /// Faces by lower-cased family name, then weight; each family's faces in the order they came.
    private var families: [String: [Font]] = [:]
    private var familyOrder: [String] = []
    /// Installed families already looked up, found or not, so fontconfig is asked once.
    private var installedLookups: [String: Font?] = [:]
    /// Installed faces already loaded, by file and index: fontconfig answers many weights with the same
    /// face, and each load holds the whole file (an emoji font is 10 MB), so each face is loaded once.
    private var installedFaces: [String: Font] = [:]

    /// - Parameters:
    ///   - fontsDirectory: a folder holding Popsnap's font files, used instead of the embedded ones.
    ///   - environment: where `POPSNAP_FONTS_DIR` is read when `fontsDirectory` is nil.
    ///   - fallbacks: the fallback families, in order.
    public init(fontsDirectory: String? = nil, environment: [String: String]? = nil,
                fallbacks: [String] = FontRegistry.defaultFallbacks) throws(TextError) {
        self.fallbacks = fallbacks
        let directory = fontsDirectory ?? (environment.map { $0["POPSNAP_FONTS_DIR"] } ?? Self.environmentFontsDirectory())
        if let directory, !directory.isEmpty {
            let missing = BundledFonts.fileNames.filter { FileNameBytes.withCString(directory + "/" + $0) { access($0, R_OK) } != 0 }
            guard missing.isEmpty else { throw .fontsDirectoryIncomplete(path: directory, missing: missing) }
            for file in BundledFonts.fileNames { register(try Font(contentsOf: directory + "/" + file)) }
        } else {
            for entry in BundledFonts.all {
                register(try Font(bytes: entry.bytes, storage: nil, origin: "bundled:" + entry.file))
            }
        }
    }

    private static func environmentFontsDirectory() -> String? {
        guard let value = getenv("POPSNAP_FONTS_DIR") else { return nil }
        return FileNameBytes.decoding(cString: value)
    }

    private func register(_ font: Font) {
        let key = font.family.lowercased()
        if families[key] == nil { familyOrder.append(font.family) }
        families[key, default: []].append(font)
    }

    /// Adds the font file at `path` (face `index` of a collection); its family becomes available by name.
    @discardableResult
    public func addFont(atPath path: String, index: Int = 0) throws(TextError) -> Font {
        let font = try Font(contentsOf: path, index: index)
        lock.withLock { register(font) }
        return font
    }

    /// The family names available without asking the system, in the order they were added.
    public var availableFamilies: [String] { lock.withLock { familyOrder } }

    /// The installed families looked up so far, as "family@weight", sorted: for tests that text in the
    /// bundled fonts leaves fontconfig alone.
    var installedLookupKeys: [String] { lock.withLock { installedLookups.keys.sorted() } }

    /// The face of `family` nearest `weight` (CSS's matching rule). `system` means Inter. A family neither
    /// bundled nor added is looked up among the installed fonts.
    public func font(family: String, weight: FontWeight = .regular) throws(TextError) -> Font {
        let name = family.lowercased() == "system" ? Self.systemFamily : family
        if let font = registered(name, weight: weight) ?? installed(name, weight: weight) { return font }
        throw .familyNotFound(family, available: ["system"] + availableFamilies)
    }

    private func registered(_ family: String, weight: FontWeight) -> Font? {
        lock.withLock {
            guard let faces = families[family.lowercased()],
                  let w = weight.nearest(in: faces.map(\.weight)) else { return nil }
            return faces.first { $0.weight == w }
        }
    }

    private func installed(_ family: String, weight: FontWeight) -> Font? {
        let key = family.lowercased() + "@" + String(weight.value)
        if let known = lock.withLock({ installedLookups[key] }) { return known }
        var font: Font?
        if let face = Fontconfig.face(family: family, weight: weight) {
            font = installedFace(path: face.path, index: face.index)
        }
        lock.withLock { installedLookups[key] = font }
        return font
    }

    /// The installed face at `path`, loaded once however many families and weights lead to it.
    private func installedFace(path: String, index: Int) -> Font? {
        let key = path + "#" + String(index)
        if let font = lock.withLock({ installedFaces[key] }) { return font }
        guard let font = try? Font(contentsOf: path, index: index) else { return nil }
        // Another thread may have loaded it meanwhile: the first one stored is the one every caller gets.
        return lock.withLock {
            if let first = installedFaces[key] { return first }
            installedFaces[key] = font
            return font
        }
    }

    /// `font`, then each fallback family's face nearest its weight, skipping families not present.
    public func fallbackChain(for font: Font) -> [Font] {
        var chain = fallbacks(for: font)
        return chain.resolveAll()
    }

    /// `font`'s fallback chain with nothing looked up yet, for layout to look up only what it needs.
    func fallbacks(for font: Font) -> FallbackChain {
        FallbackChain(font, registry: self)
    }
}
