import PopsnapExport

/// How the commands writing images read `--quality` and `-o`'s extension into an `ImageFormat`.
extension ImageFormat {
    /// The quality `--quality` asks for (nil, lossless, when it is absent), refused unless `path` is a WebP:
    /// PNG, APNG and GIF have no quality to set.
    static func quality(_ args: ParsedArguments, output path: String) throws -> Int? {
        let quality = try args.int("--quality", in: 0...100)
        if quality != nil, !isWebP(path) {
            throw args.usageError("--quality sets a lossy WebP's quality; -o \(path) is not a .webp file, and PNG, APNG and GIF have no quality to set")
        }
        return quality
    }

    /// The format for `path`, with `--quality` checked against it.
    static func inferred(_ args: ParsedArguments, output path: String) throws -> ImageFormat {
        try OutputExtension.refuseOther(args, "-o", path, written: extensions)
        return try ImageFormat(path, quality: try quality(args, output: path))
    }

    /// `--quality`, as the commands writing images declare it.
    static let qualityOption = OptionSpec(names: ["--quality"], valueName: "N",
                                          help: "Write a .webp output lossy at this quality, 0 (smallest) to 100 (best); refused for other outputs.",
                                          defaultDescription: "lossless")
}
