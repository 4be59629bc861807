import PopsnapFiles

/// An output's name promises a format by its extension: `-o x.jpg` once got PNG bytes under a JPEG's name,
/// which a viewer then refused or a pipeline took for a JPEG. A name ending in an image format's extension
/// is held to the formats that output writes; any other name (`out`, `mktemp`'s `tmp.Xy3kPq`) is left as it is.
enum OutputExtension {
    /// Image formats by extension, lowercased.
    private static let formats: [String: String] = [
        "png": "PNG", "apng": "APNG", "gif": "GIF", "webp": "WebP", "jpg": "JPEG", "jpeg": "JPEG", "jpe": "JPEG", "jfif": "JPEG",
        "tif": "TIFF", "tiff": "TIFF", "bmp": "BMP", "heic": "HEIC", "heif": "HEIF", "avif": "AVIF", "jxl": "JPEG XL",
        "jp2": "JPEG 2000", "svg": "SVG", "pdf": "PDF", "ico": "ICO", "tga": "TGA", "psd": "Photoshop", "ppm": "PPM",
        "pgm": "PGM", "pbm": "PBM", "pnm": "PNM", "exr": "OpenEXR", "hdr": "Radiance HDR", "eps": "EPS", "dng": "DNG",
    ]

    /// Refuses `path` (given to `option`) when its extension names an image format outside `written`
    /// (extensions, lowercased), saying which of them to use instead.
    static func refuseOther(_ args: ParsedArguments, _ option: String, _ path: String, written: [String]) throws {
        let name = PathParts.name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return }
        let ext = name[name.index(after: dot)...].lowercased()
        guard let format = formats[ext], !written.contains(ext) else { return }
        let choices = written.map { "." + $0 }
        let list = choices.count == 1 ? choices[0] : choices.dropLast().joined(separator: ", ") + " or " + choices.last!
        throw args.usageError("\(option) \(path): the name says \(format), which Popsnap does not write here: name it \(list)")
    }
}
