import Foundation

/// The public symbols of the package's library modules, read from the symbol graphs the toolchain's
/// `swift-symbolgraph-extract` makes of the modules this test run was built with: the compiler's own
/// account of what is public, so nothing a source scan could misread (`public extension`, attributes,
/// macros) decides what needs a comment.
enum SymbolGraphs {
    /// One public symbol and whether it has a `///` comment of its own module.
    struct Symbol: Equatable {
        /// `Module: Type.member(label:)`, as a missing comment is reported.
        var name: String
        /// `Sources/…/File.swift:line`, where the comment goes.
        var location: String
        var documented: Bool
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding this test binary: SwiftPM's bin folder, with the built modules in it.
    static func binFolder() throws -> URL {
        let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        return URL(fileURLWithPath: exe).deletingLastPathComponent()
    }

    /// The public symbols of `modules`, sorted by name, skipping members the compiler synthesizes
    /// (`==`, `hash(into:)`, Codable's) whose documentation is the protocol's, and projections such as
    /// `@TaskLocal`'s `$current`, documented by the declaration they project.
    static func publicSymbols(of modules: [String]) throws -> [Symbol] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-symbolgraphs-\(getpid())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = try searchArguments()
        var symbols: [Symbol] = []
        for module in modules {
            try run(tool("swift-symbolgraph-extract"), ["-module-name", module, "-minimum-access-level", "public",
                                                         "-skip-synthesized-members", "-output-dir", output.path] + arguments)
            // MODULE.symbols.json, and MODULE@Other.symbols.json for its extensions of other modules' types.
            for file in try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            where file == "\(module).symbols.json" || file.hasPrefix("\(module)@") {
                symbols += try read(output.appendingPathComponent(file), module: module)
                try FileManager.default.removeItem(at: output.appendingPathComponent(file))
            }
        }
        return symbols.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
    }

    /// One symbol graph's symbols. A comment inherited from another module (a protocol requirement's,
    /// such as `description`'s) counts: it is what Xcode and DocC show for the implementation.
    static func read(_ file: URL, module: String) throws -> [Symbol] {
        let data = try Data(contentsOf: file)
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = graph["symbols"] as? [[String: Any]] else { throw Failure(description: "\(file.path) is not a symbol graph") }
        return entries.compactMap { entry in
            let components = entry["pathComponents"] as? [String] ?? []
            if components.last?.hasPrefix("$") == true { return nil }
            let path = components.joined(separator: ".")
            let lines = (entry["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
            let text = lines.compactMap { $0["text"] as? String }.joined().trimmingCharacters(in: .whitespaces)
            var location = "?"
            if let place = entry["location"] as? [String: Any], let uri = place["uri"] as? String,
               let line = (place["position"] as? [String: Any])?["line"] as? Int {
                let path = URL(string: uri)?.path ?? uri
                location = (path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path) + ":\(line + 1)"
            }
            return Symbol(name: "\(module): \(path)", location: location, documented: !text.isEmpty)
        }
    }

    /// Where the built modules are, and each C module's map and headers, as SwiftPM passes them to the
    /// compiler: generated maps for C targets in their build folders, system libraries' own maps in
    /// Sources/, and their headers' folders from pkg-config.
    static func searchArguments() throws -> [String] {
        let bin = try binFolder()
        let modules = bin.appendingPathComponent("Modules")
        var arguments = ["-I", FileManager.default.fileExists(atPath: modules.path) ? modules.path : bin.path]
        let sources = root.appendingPathComponent("Sources")
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() where target.hasPrefix("C") {
            let own = sources.appendingPathComponent("\(target)/module.modulemap")
            let generated = bin.appendingPathComponent("\(target).build/module.modulemap")
            for map in [own, generated] where FileManager.default.fileExists(atPath: map.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
                break
            }
        }
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"pkgConfig:\s*"([^"]+)""#)
        let packages = regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
            .compactMap { Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) } }
        if !packages.isEmpty {
            let flags = try run(tool("pkg-config"), ["--cflags"] + packages)
            arguments += flags.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
        }
        return arguments
    }

    /// A program on PATH, or beside `swiftc` for the toolchain's own tools.
    static func tool(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(description: "\(name) is not on PATH (\(path)); it comes with the Swift toolchain or Debian's pkg-config")
    }

    /// Runs a program and returns what it printed; a non-zero exit is a failure with its messages.
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        // One pipe for both streams, read before waiting: two pipes read in turn, or a wait first,
        // could leave the program blocked on a full one.
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(data: pipe.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(output)")
        }
        return output
    }
}
