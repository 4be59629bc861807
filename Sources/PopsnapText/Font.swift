import PopsnapFiles
import CFreeType
import CHarfBuzz
import PopsnapRaster
import Synchronization

/// One font face: its HarfBuzz font for shaping and its FreeType face for glyph images.
///
/// Shaping uses HarfBuzz's own OpenType functions at the font's design units (scale = units per em),
/// which are immutable and thread-safe; positions are scaled to pixels in Swift, exactly. FreeType is
/// used only to draw glyphs, under `FreeTypeLibrary`'s lock.
public final class Font: @unchecked Sendable, CustomStringConvertible {
    /// The face's family name, as fontconfig and `TextStyle.family` spell it ("Inter").
    public let family: String
    /// The face's style name from the font file ("Regular", "SemiBold Italic").
    public let style: String
    /// The face's weight: its OS/2 table's weight class, else bold or regular as its style flags say.
    public let weight: FontWeight
    /// Where the face came from: a file path, or `bundled:<file>` for an embedded font.
    public let origin: String

    let unitsPerEm: Double
    /// Ascender (positive, up), descender (negative) and line gap, in font units, as HarfBuzz reports them.
    let ascender: Double, descender: Double, lineGap: Double
    /// A bitmap-only colour font (CBDT / sbix emoji): drawn from its nearest bitmap strike, scaled.
    let isColorBitmap: Bool
    /// Bitmap strike sizes in pixels, for colour bitmap fonts.
    let strikes: [Int]
    /// How far any glyph of the face may reach from its origin, in ems, rightwards and upwards: the face's
    /// bounding box (FreeType's `bbox`) grown by half an em on every side, since fonts' boxes are not
    /// always exact; nil when the face has none (bitmap fonts).
    let reach: (minX: Double, minY: Double, maxX: Double, maxY: Double)?

    let hbFont: OpaquePointer
    let ftFace: FT_Face
    /// This face's number for the life of the process, never reused: what the shared glyph cache keys it by.
    /// (Its address was reused by the next face made once it was freed, and the cache then handed one face's
    /// glyphs to another: a test process making and freeing many renderers drew wrong glyphs.)
    let identity = Font.nextIdentity.add(1, ordering: .relaxed).newValue
    private static let nextIdentity = Atomic<Int>(0)
    /// What keeps the bytes FreeType and HarfBuzz point into alive (a mapped file); nil for bytes in the binary.
    private let storage: AnyObject?

    /// Face `index` of font bytes (more than one in a collection), which `storage` keeps alive for the font's life.
    init(bytes: UnsafeRawBufferPointer, storage: AnyObject?, origin: String, index: Int = 0) throws(TextError) {
        self.storage = storage
        self.origin = origin
        var face: FT_Face?
        let error = FreeTypeLibrary.shared.withLock { lib in
            FT_New_Memory_Face(lib, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(index), &face)
        } ?? 0x40  // FreeType's "out of memory"
        guard error == 0, let face else {
            throw .notAFont(path: origin, freetype: FreeTypeErrors.message(error))
        }
        ftFace = face
        family = face.pointee.family_name.map { String(cString: $0) } ?? "Unknown"
        style = face.pointee.style_name.map { String(cString: $0) } ?? "Regular"
        let flags = face.pointee.face_flags
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self), os2.pointee.usWeightClass > 0 {
            weight = FontWeight(Int(os2.pointee.usWeightClass))
        } else {
            weight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? .bold : .regular
        }
        isColorBitmap = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        strikes = (0..<Int(face.pointee.num_fixed_sizes)).map { Int(face.pointee.available_sizes[$0].y_ppem / 64) }
        let box = face.pointee.bbox, em = Double(face.pointee.units_per_EM)
        reach = flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 || em <= 0 || box.xMax <= box.xMin || box.yMax <= box.yMin ? nil
            : (Double(box.xMin) / em - 0.5, Double(box.yMin) / em - 0.5, Double(box.xMax) / em + 0.5, Double(box.yMax) / em + 0.5)

        let blob = hb_blob_create(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        let upem = hb_face_get_upem(hb_font_get_face(font))
        unitsPerEm = Double(upem > 0 ? upem : 1000)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(font)
        hbFont = font
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascender = Double(extents.ascender)
        descender = Double(extents.descender)
        lineGap = Double(extents.line_gap)
    }

    /// The largest font file read: the biggest CJK collections are about a tenth of it.
    public static let maxFileBytes = 256 << 20

    /// Face `index` of a font file, mapped rather than read: FreeType and HarfBuzz read a few tables of
    /// it, and the glyphs drawn, so the rest of a large font is never loaded.
    public convenience init(contentsOf path: String, index: Int = 0) throws(TextError) {
        let file: MappedFile
        do { file = try MappedFile(at: path, limit: Font.maxFileBytes) } catch {
            throw .fontFileUnreadable(path: path, reason: error.reason)
        }
        try self.init(bytes: file.bytes, storage: file, origin: path, index: index)
    }

    deinit {
        hb_font_destroy(hbFont)
        let face = ftFace
        _ = FreeTypeLibrary.shared.withLock { _ in FT_Done_Face(face) }
    }

    /// The glyph that maps `scalar`, or nil when the font has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &g) != 0 && g != 0 ? g : nil
    }

    /// True when the font draws every scalar of `cluster` that needs a glyph of its own.
    func covers(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint || $0.properties.generalCategory == .control || glyph(for: $0) != nil }
    }

    public var description: String { "\(family) \(style) (\(weight.value)) from \(origin)" }
}
