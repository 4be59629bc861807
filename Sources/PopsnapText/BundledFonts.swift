import CPopsnapFonts

/// The fonts shipped in Fonts/ and embedded in the binary: Inter stands in for the iOS system font
/// (San Francisco), DejaVu Sans is the first fallback.
enum BundledFonts {
    // The bytes are read-only data in the binary, alive for the whole process.
    struct Entry: @unchecked Sendable {
        let file: String
        let bytes: UnsafeRawBufferPointer
    }

    /// Every embedded font, in a fixed order.
    static let all: [Entry] = (0..<Int(popsnap_font_count())).map { i in
        var size = 0
        let data = popsnap_font_data(Int32(i), &size)!
        return Entry(file: String(cString: popsnap_font_name(Int32(i))), bytes: UnsafeRawBufferPointer(start: data, count: size))
    }

    static var fileNames: [String] { all.map(\.file) }
}
