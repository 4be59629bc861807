import Foundation
import XCTest

/// The module table of `Docs/Architecture.md`, enforced: a module imports only modules above it in the table, and
/// Package.swift declares every import.
///
/// The compiler alone does not enforce it: `swift build` lets a target import a package module it
/// does not declare whenever that module happens to be built first (only
/// `--explicit-target-dependency-import-check error` refuses it), and `@_exported` would hand every
/// importer of a module the modules beneath it. So this test reads the sources and Package.swift.
final class ModuleDirectionTests: XCTestCase {
    /// What each module may import besides the platform, top to bottom as in the module table of
    /// `Docs/Architecture.md`, read from it: its one copy. A module imports only modules listed before it.
    static let table: [(module: String, mayImport: [String])] = {
        let text = (try? String(contentsOf: root.appendingPathComponent(architecture), encoding: .utf8)) ?? ""
        return ModuleTable.rows(of: text)
    }()

    static let architecture = "Docs/Architecture.md"

    /// The modules that link a codec for writing GIF and WebP: only PopsnapExport (and the benchmarks, which
    /// time them) may import them.
    static let codecs: Set = ["PopsnapGIF", "PopsnapWebP"]

    /// The C targets, each imported only by the Swift module that wraps it (see `table`).
    static let cTargets: Set = ["CLibPNG", "CPopsnapPNG", "CImageQuant", "CWebP", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi", "CPopsnapFonts"]

    /// Umbrella files: nothing but `@_exported import` lines (and comments), the only place `@_exported` may
    /// stand. PopsnapTesting's re-exports what its signatures name, so `import PopsnapTesting` is a test's one import.
    /// CoreGraphics, QuartzCore and UIKit re-export what their iOS namesakes bring, so popup files import as on iOS.
    static let umbrellas: Set<String> = ["Sources/Popsnap/Exports.swift", "Sources/PopsnapTesting/Exports.swift", "Sources/CoreGraphics/Exports.swift",
                                         "Sources/QuartzCore/Exports.swift", "Sources/UIKit/Exports.swift"]

    /// Any module may use the C library and the standard library's own modules.
    static let platform: Set = ["Glibc", "Darwin", "Musl", "Synchronization", "_Concurrency", "Swift"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEveryModuleImportsOnlyWhatTheTableAllows() throws {
        let allowed = Dictionary(uniqueKeysWithValues: Self.table.map { ($0.module, Set($0.mayImport)) })
        for (module, files) in try sourcesByModule() where !Self.cTargets.contains(module) {
            guard let mayImport = allowed[module] else {
                XCTFail("Sources/\(module) is not in the module table; add its row to \(Self.architecture)")
                continue
            }
            for (file, imports) in files {
                for imported in imports where !mayImport.contains(imported) && !Self.platform.contains(imported) {
                    XCTFail("\(file) imports \(imported), but \(module) may import only "
                            + (mayImport.isEmpty ? "the platform" : mayImport.sorted().joined(separator: ", "))
                            + " (\(Self.architecture): arrows point down the module table)")
                }
            }
        }
    }

    func testTheTableIsReadFromTheArchitecturePage() {
        XCTAssertEqual(Self.table.first?.module, "PopsnapGeometry")
        XCTAssertEqual(Self.table.first { $0.module == "PopsnapPNG" }?.mayImport, ["PopsnapGeometry", "PopsnapRaster", "PopsnapFiles", "CPopsnapPNG"])
        XCTAssertEqual(Self.table.first { $0.module == "Popsnap" }.map { Set($0.mayImport).isDisjoint(with: Self.codecs) }, true, "the model links no codec")
        let sources = try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        XCTAssertEqual(Set(Self.table.map(\.module)), Set((sources ?? []).filter { !Self.cTargets.contains($0) }), "a row a Swift module")
        let rows = ModuleTable.rows(of: "| module | may import | what |\n|---|---|---|\n| `A` | — | x |\n| `B` | `A`, `Dispatch` | y \\| z |\n\nafter\n| `C` | `A` | not in the table |\n")
        XCTAssertEqual(rows.map(\.module), ["A", "B"])
        XCTAssertEqual(rows.map(\.mayImport), [[], ["A", "Dispatch"]])
    }

    /// The CLI's row is what it imports, no more: its commands, argument parsing and help, with encoding and
    /// writing files left to PopsnapExport, so it names no codec and no C library.
    func testTheCLIsRowIsExactlyWhatItImports() throws {
        let imported = Set(try sourcesByModule()["popsnap"]?.flatMap(\.1) ?? []).subtracting(["Glibc", "Darwin"])
        let row = Set(Self.table.first { $0.module == "popsnap" }?.mayImport ?? [])
        XCTAssertEqual(row, imported, "Docs/Architecture.md's row for popsnap against Sources/popsnap's imports")
        XCTAssertTrue(row.isDisjoint(with: Self.codecs.union(Self.cTargets)), "the CLI writes GIF and WebP through PopsnapExport")
        for (module, mayImport) in Self.table where module != "PopsnapExport" && module != "popsnap-bench" {
            XCTAssertTrue(Set(mayImport).isDisjoint(with: Self.codecs), "\(module) may not import a codec; PopsnapExport encodes GIF and WebP")
        }
    }

    func testTheTablePointsDownOnly() {
        // Each module may import only modules listed above it, so the table itself has no cycle.
        var above: Set<String> = []
        for (module, mayImport) in Self.table {
            for m in mayImport where Self.table.contains(where: { $0.module == m }) && !above.contains(m) {
                XCTFail("\(module) may import \(m), which is not above it in the table")
            }
            above.insert(module)
        }
    }

    func testPackageDependenciesFollowTheTable() throws {
        let allowed = Dictionary(uniqueKeysWithValues: Self.table.map { ($0.module, Set($0.mayImport)) })
        let declared = try packageDependencies()
        for (module, mayImport) in allowed {
            guard let dependencies = declared[module] else {
                XCTFail("Package.swift has no target \(module)")
                continue
            }
            for d in dependencies where !mayImport.contains(d) {
                XCTFail("Package.swift: \(module) depends on \(d), which the module table does not allow")
            }
        }
    }

    /// `swift build` finds an undeclared module whenever it was built first, so an import that
    /// Package.swift does not declare compiles or not by chance. Every import must be declared.
    func testEveryImportOfAPackageModuleIsDeclared() throws {
        let declared = try packageDependencies()
        let packageModules = Set(declared.keys).union(Self.cTargets)
        for (module, files) in try sourcesByModule() {
            let dependencies = declared[module] ?? []
            for (file, imports) in files {
                for imported in imports where packageModules.contains(imported) && !dependencies.contains(imported) {
                    XCTFail("\(file) imports \(imported), but Package.swift does not list it in \(module)'s dependencies")
                }
            }
        }
    }

    func testExportedImportsOnlyInAnUmbrella() throws {
        for umbrella in Self.umbrellas {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(umbrella).path), "\(umbrella) is gone")
        }
        for folder in ["Sources", "Tests"] {
            for file in try Self.swiftFiles(under: Self.root.appendingPathComponent(folder)) {
                let relative = String(file.path.dropFirst(Self.root.path.count + 1))
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                if Self.umbrellas.contains(relative) {
                    for line in lines where !(line.isEmpty || line.hasPrefix("//") || line.hasPrefix("@_exported import ")) {
                        XCTFail("\(relative): an umbrella file holds only @_exported imports, found: \(line)")
                    }
                } else {
                    for line in lines where line.trimmingCharacters(in: .whitespaces).hasPrefix("@_exported") {
                        XCTFail("\(relative): @_exported outside an umbrella file (\(Self.umbrellas.sorted().joined(separator: ", "))); import what you use instead: \(line)")
                    }
                }
            }
        }
    }

    /// A type named like its module hides the module: `Popsnap.PopupSpec` would look inside the type and
    /// fail, so module-qualified names (the way out of a clash with an app's own `Image`) stop working.
    func testNoTypeIsNamedLikeItsModule() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let declaration = try Regex(#"(?m)^\s*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"#
                                        + #"(?:enum|struct|class|protocol|actor|typealias)\s+"# + module + #"\b"#)
            for file in try Self.swiftFiles(under: sources.appendingPathComponent(module)) {
                let text = try String(contentsOf: file, encoding: .utf8)
                if let found = text.firstMatch(of: declaration) {
                    XCTFail("\(file.path.dropFirst(Self.root.path.count + 1)) declares \(text[found.range].trimmingCharacters(in: .whitespacesAndNewlines)), "
                            + "named like its module \(module); name it for what it holds")
                }
            }
        }
    }

    // MARK: - Reading the package

    /// Module name → (file path relative to the root → the modules it imports).
    func sourcesByModule() throws -> [String: [(String, [String])]] {
        let sources = Self.root.appendingPathComponent("Sources")
        var result: [String: [(String, [String])]] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            var files: [(String, [String])] = []
            for file in try Self.swiftFiles(under: sources.appendingPathComponent(module)) {
                let text = try String(contentsOf: file, encoding: .utf8)
                files.append((String(file.path.dropFirst(Self.root.path.count + 1)), Self.imports(in: text)))
            }
            result[module] = files
        }
        return result
    }

    /// The modules `text` imports: `import X`, `@testable import X`, `public import X`, `import struct X.Y`.
    static func imports(in text: String) -> [String] {
        let pattern = #"^[ \t]*(?:@\w+(?:\([^)]*\))?[ \t]+)*(?:(?:public|package|internal|fileprivate|private)[ \t]+)?import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)"#
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    /// Target name → the dependencies Package.swift declares for it (targets and executables, not tests).
    func packageDependencies() throws -> [String: [String]] {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = #"\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)"(?:\s*,\s*dependencies:\s*\[([^\]]*)\])?"#
        let regex = try NSRegularExpression(pattern: pattern)
        var result: [String: [String]] = [:]
        for match in regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            guard let name = Range(match.range(at: 1), in: manifest).map({ String(manifest[$0]) }) else { continue }
            let list = Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) } ?? ""
            result[name] = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }
                .filter { !$0.isEmpty }
        }
        return result
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
