#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
import PopsnapTestSupport

/// File names reach the system as written: a NUL would cut a path short, so it is refused; any other bytes,
/// UTF-8 or not, name the file they spell (`CommandLine.arguments`, `FileManager` and a `String` passed to C
/// repaired `\xFF` into U+FFFD, `out\xEF\xBF\xBD.png`: another file).
final class FileNameBytesCommandTests: TemporaryFolderTestCase, ExhaustiveLayer {
    func testANulInASpecPathIsRefused() throws {
        try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("alert.json"), to: folder.appendingPathComponent("alert.json"))
        let png = try RunPopsnap.run(["render", "alert.json", "-o", "1x1.png"], in: folder)
        XCTAssertEqual(png.status, 0, png.err)
        let spec = #"{"popup": {"kind": "custom", "root": {"type": "image", "image": "1x1.png\u0000x"}}}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("s.json"))
        let r = try RunPopsnap.run(["render", "s.json", "-o", "out.png"], in: folder)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, #"popsnap render: s.json:1:65: popup.root.image: expected a file name, found one holding a NUL character (\u0000): "1x1.png\u0000x""# + "\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    /// `render S/$'bad\xff.json'` said "No such file" for a file that exists; `-o $'out\xfe.png'` wrote
    /// `out\xEF\xBF\xBD.png`.
    func testRenderReadsAndWritesTheBytesGiven() throws {
        try shell(#"mkdir $'d\xfd' && cp alert.json $'d\xfd/bad\xff.json'"#)
        let r = try popsnap(#"render $'d\xfd/bad\xff.json' -o $'out\xfe.png'"#)
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(entries(), [Array("alert.json".utf8), [0x64, 0xFD], Array("out".utf8) + [0xFE] + Array(".png".utf8)])
        XCTAssertEqual(kind(Array("out".utf8) + [0xFE] + Array(".png".utf8)), S_IFREG)
        // Messages show the bytes, escaped, and a missing one is named as given.
        let missing = try popsnap(#"render $'d\xfd/gone\xff\x1b.json' -o x.png"#)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains(#"d\xFD/gone\xFF\u001B.json"#), missing.err)
    }

    /// A folder holding `a\xff.json` and its reference `a\xff.png`: recorded, verified and pruned under those bytes.
    func testRecordVerifyAndPruneUseTheBytesOfNames() throws {
        try shell(#"mkdir $'s\xfe' && cp alert.json $'s\xfe/a\xff.json'"#)
        let record = try popsnap(#"record $'s\xfe'"#, environment: RunPopsnap.outsideCI)
        XCTAssertEqual(record.status, 0, record.err)
        XCTAssertTrue((record.out + record.err).contains(#"recorded s\xFE/a\xFF.json"#), record.out + record.err)
        let spec = Array("a".utf8) + [0xFF] + Array(".json".utf8), reference = Array("a".utf8) + [0xFF] + Array(".png".utf8)
        XCTAssertEqual(entries([0x73, 0xFE]), [spec, reference])
        let verify = try popsnap(#"verify $'s\xfe' --json"#)
        XCTAssertEqual(verify.status, 0, verify.err)
        XCTAssertTrue(verify.out.contains(#"{"spec": "s\\xFE/a\\xFF.json", "status": "pass""#), verify.out)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(verify.out.utf8)))
        // A reference whose spec exists is no orphan; once the spec is gone, the reference is deleted by its bytes.
        let kept = try popsnap(#"prune $'s\xfe'"#)
        XCTAssertEqual(kept.status, 0, kept.err)
        XCTAssertEqual(kept.out, "")
        try shell(#"rm $'s\xfe/a\xff.json'"#)
        let pruned = try popsnap(#"prune $'s\xfe' --delete"#)
        XCTAssertEqual(pruned.status, 0, pruned.err)
        XCTAssertEqual(pruned.out, "deleted s\\xFE/a\\xFF.png\n")
        XCTAssertEqual(entries([0x73, 0xFE]), [])
    }

    /// `a\xff.json` and `a\u{FFFD}.json`, the name `\xff` used to be repaired into, are two specs with two references.
    func testANameAndItsRepairedSpellingAreTwoFiles() throws {
        try shell(#"mkdir s && cp alert.json $'s/a\xff.json' && cp alert.json $'s/a\xef\xbf\xbd.json'"#)
        let record = try popsnap("record s", environment: RunPopsnap.outsideCI)
        XCTAssertEqual(record.status, 0, record.out + record.err)
        let repaired: [UInt8] = [0x61, 0xEF, 0xBF, 0xBD], raw: [UInt8] = [0x61, 0xFF]
        XCTAssertEqual(entries([0x73]), [repaired + Array(".json".utf8), repaired + Array(".png".utf8), raw + Array(".json".utf8), raw + Array(".png".utf8)])
        let verify = try popsnap("verify s")
        XCTAssertEqual(verify.status, 0, verify.out + verify.err)
        XCTAssertTrue((verify.out + verify.err).contains("2 passed"), verify.out + verify.err)
    }

    /// `é.json` composed (C3 A9) and decomposed (65 CC 81) are two files, though Swift's String == takes them
    /// for one: once the decomposed spec is gone, its reference is an orphan (prune passed it over).
    func testComposedAndDecomposedNamesAreTwoFiles() throws {
        try shell(#"mkdir s && cp alert.json $'s/\xc3\xa9.json' && cp alert.json $'s/e\xcc\x81.json'"#)
        XCTAssertEqual(try popsnap("record s", environment: RunPopsnap.outsideCI).status, 0)
        XCTAssertEqual(entries([0x73]).count, 4)
        try shell(#"rm $'s/e\xcc\x81.json'"#)
        let prune = try popsnap("prune s")
        XCTAssertEqual(prune.status, 0, prune.err)
        XCTAssertEqual(Array(prune.out.utf8), Array("s/e\u{301}.png\n".utf8))
    }

    /// POPSNAP_ARTIFACTS and --artifacts name the artifacts folder by their bytes.
    func testTheArtifactsFolderIsNamedByItsBytes() throws {
        try shell("mkdir s && cp alert.json s/a.json")
        XCTAssertEqual(try popsnap(#"verify s --artifacts $'art\xfe'"#).status, 1)
        XCTAssertEqual(try shell(#"POPSNAP_ARTIFACTS=$'env\xfd' "$P" verify s"#).status, 1)
        XCTAssertEqual(kind(Array("art".utf8) + [0xFE]), S_IFDIR)
        XCTAssertEqual(kind(Array("env".utf8) + [0xFD]), S_IFDIR)
        XCTAssertEqual(entries().count, 4, "alert.json, s, the two artifacts folders and nothing else: \(entries())")
    }

    /// A name starting with a combining mark (U+0301, CC 81) is in its folder: split by Character, the "/" before
    /// it joined the mark, and `s/\u{301}.png` was written from a temporary file in "." (or failed to be).
    func testANameStartingWithACombiningMarkIsInItsFolder() throws {
        try shell(#"mkdir s && cp alert.json $'s/\xcc\x81.json'"#)
        let render = try popsnap(#"render $'s/\xcc\x81.json' -o $'s/\xcc\x81x.png'"#)
        XCTAssertEqual(render.status, 0, render.err)
        let record = try popsnap("record s", environment: RunPopsnap.outsideCI)
        XCTAssertEqual(record.status, 0, record.out + record.err)
        XCTAssertEqual(entries([0x73]), [[0xCC, 0x81] + Array(".json".utf8), [0xCC, 0x81] + Array(".png".utf8), [0xCC, 0x81] + Array("x.png".utf8)])
    }

    /// A failure's JUnit XML and report name the spec as messages do, and stay valid UTF-8.
    func testReportsShowBytesEscapedAndStayUTF8() throws {
        try shell(#"mkdir s && cp alert.json $'s/a\xff.json' && "$P" render --kind hud --scale 1 -o $'s/a\xff.png'"#)
        let r = try popsnap(#"verify s --junit $'j\xff.xml' --report r.html --json"#)
        XCTAssertEqual(r.status, 1, r.err)
        let junit = try XCTUnwrap(readBytes(Array("j".utf8) + [0xFF] + Array(".xml".utf8)))
        XCTAssertNotNil(String(validating: junit, as: UTF8.self))
        XCTAssertTrue(String(decoding: junit, as: UTF8.self).contains(#"<testcase classname="popsnap" name="s/a\xFF.json""#))
        XCTAssertTrue(String(decoding: junit, as: UTF8.self).contains(#"accept the new image: popsnap record $'s/a\xFF.json'"#))
        XCTAssertTrue(r.out.contains(#""spec": "s/a\\xFF.json""#), r.out)
        XCTAssertTrue(r.out.contains(#""accept": "popsnap record $'s/a\\xFF.json'""#), r.out)
        let page = try XCTUnwrap(FileManager.default.contents(atPath: folder.appendingPathComponent("r.html").path))
        XCTAssertTrue(String(decoding: page, as: UTF8.self).contains(#"<h2>s/a\xFF.json <span class="status fail">"#))
    }

    /// lint's findings name the file as messages do, `\xFF`, in valid JSON.
    func testLintNamesTheSpecByItsBytesEscaped() throws {
        let spec = #"{"popup": {"kind": "custom", "root": {"type": "text", "name": "t", "text": "Faint", "color": "lightGray"}}}"#
        try shell("mkdir l && printf '%s' '" + spec + #"' > $'l/c\xff.json'"#)
        let r = try popsnap(#"lint $'l/c\xff.json' --json"#)
        XCTAssertEqual(r.status, 1, r.err)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.first?["spec"] as? String, #"l/c\xFF.json"#, r.out)
        let text = try popsnap("lint l")
        XCTAssertTrue(text.out.contains(#"l/c\xFF.json"#), text.out + text.err)
    }

    func testAnimateWritesIntoAFolderWhoseNameIsNotUTF8() throws {
        try shell("true")
        let new = try popsnap(#"animate alert.json --transition crossfade --fps 10 --scale 1 -o $'fr\xff/'"#)
        XCTAssertEqual(new.status, 0, new.err)
        let frames = entries(Array("fr".utf8) + [0xFF])
        XCTAssertFalse(frames.isEmpty)
        XCTAssertTrue(frames.allSatisfy { String(decoding: $0, as: UTF8.self).hasPrefix("frame-") }, "\(frames)")
        // Into the folder again, replacing its frames, and to an APNG inside it.
        let again = try popsnap(#"animate alert.json --transition crossfade --fps 10 --scale 1 -o $'fr\xff/' --overwrite"#)
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertEqual(entries(Array("fr".utf8) + [0xFF]), frames)
        let apng = try popsnap(#"animate alert.json --transition crossfade --fps 10 --scale 1 -o $'a\xfe.apng'"#)
        XCTAssertEqual(apng.status, 0, apng.err)
        XCTAssertEqual(kind(Array("a".utf8) + [0xFE] + Array(".apng".utf8)), S_IFREG)
    }

    /// A spec's relative `image` is read from the spec's folder, whose name is not UTF-8; an image whose own name
    /// is not UTF-8 is named in the JSON by the reserved code point of each byte (U+10FFFE for 0xFE).
    func testARelativeImageInAFolderWhoseNameIsNotUTF8IsRead() throws {
        try shell(#"mkdir $'k\xff' && "$P" render --kind hud --scale 1 -o $'k\xff/icon.png' && cp $'k\xff/icon.png' $'k\xff/icon\xfe.png'"#)
        for (spec, image) in [("s.json", "icon.png"), ("t.json", #"icon\uDBFF\uDFFE.png"#)] {
            let json = #"{"scale": 1, "background": {"image": ""# + image + #""}, "popup": {"kind": "hud"}}"#
            let path = Array(folder.path.utf8) + [0x2F, 0x6B, 0xFF, 0x2F] + Array(spec.utf8) + [0]
            let fd = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
            XCTAssertEqual(write(fd, json, json.utf8.count), json.utf8.count)
            close(fd)
            let r = try popsnap(#"render $'k\xff/"# + spec + #"' -o out.png"#)
            XCTAssertEqual(r.status, 0, r.err)
        }
        // verify reads them too: the images are inside the folder it was given.
        let record = try popsnap(#"record $'k\xff'"#, environment: RunPopsnap.outsideCI)
        XCTAssertEqual(record.status, 0, record.out + record.err)
        XCTAssertEqual(try popsnap(#"render $'k\xff/t.json' -o $'k\xff/icon\xfe.png'"#).status, 2, "an output that is an input is refused")
    }

    /// A valid UTF-8 name holding a code point of the escape's reserved range (U+10FFFF) keeps its four bytes.
    func testANameHoldingAReservedCodePointKeepsItsBytes() throws {
        try shell("true")
        let name = "r\u{10FFFF}\u{10FF80}"
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("alert.json"), to: folder.appendingPathComponent(name + "/x.json"))
        let record = try RunPopsnap.run(["record", name], in: folder, environment: RunPopsnap.outsideCI)
        XCTAssertEqual(record.status, 0, record.err)
        XCTAssertTrue((record.out + record.err).contains(#"recorded r\xF4\x8F\xBF\xBF\xF4\x8F\xBE\x80/x.json"#), record.out + record.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + "/x.png").path))
        let render = try RunPopsnap.run(["render", name + "/x.json", "-o", name + "/out\u{10FFFE}.png"], in: folder)
        XCTAssertEqual(render.status, 0, render.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + "/out\u{10FFFE}.png").path))
    }

    /// A reference named `\xff.png` that is a link out of its folder is still refused as a link.
    func testALinkOutUnderANameThatIsNotUTF8IsRefused() throws {
        try shell(#"mkdir s out && cp alert.json $'s/\xff.json' && printf 'precious' > out/p.txt && ln -s ../out/p.txt $'s/\xff.png'"#)
        let r = try popsnap(#"record s"#, environment: RunPopsnap.outsideCI)
        XCTAssertEqual(r.status, 2, r.out + r.err)
        XCTAssertTrue((r.out + r.err).contains(#"the reference s/\xFF.png is a symbolic link to "#), r.out + r.err)
        XCTAssertEqual(try String(contentsOfFile: folder.path + "/out/p.txt", encoding: .utf8), "precious")
    }

    // MARK: - Running with byte names

    /// Runs `script` in bash in the test's folder, `$P` being popsnap, after writing alert.json there.
    @discardableResult
    private func shell(_ script: String, environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("alert.json").path) {
            try FileManager.default.copyItem(at: ReferenceImage.snapshots.appendingPathComponent("alert.json"), to: folder.appendingPathComponent("alert.json"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        var env = environment ?? ProcessInfo.processInfo.environment
        env["P"] = try RunPopsnap.binary().path
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    private func popsnap(_ arguments: String, environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
        try shell(#""$P" "# + arguments, environment: environment)
    }

    /// The names in the folder `folderBytes` (under the test's folder), by their bytes, sorted; read with
    /// readdir, not through the code under test.
    private func entries(_ folderBytes: [UInt8] = []) -> [[UInt8]] {
        let path = Array(folder.path.utf8) + (folderBytes.isEmpty ? [] : [0x2F] + folderBytes)
        guard let dir = (path + [0]).withUnsafeBufferPointer({ opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }) else {
            XCTFail("cannot open \(path)")
            return []
        }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The file type (`S_IFREG`…) of `name` in the test's folder by its bytes, links not followed; 0 when absent.
    private func kind(_ name: [UInt8]) -> mode_t {
        var info = stat()
        let path = Array(folder.path.utf8) + [0x2F] + name + [0]
        return path.withUnsafeBufferPointer { lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) } == 0 ? info.st_mode & S_IFMT : 0
    }

    private func readBytes(_ name: [UInt8]) -> Data? {
        let path = Array(folder.path.utf8) + [0x2F] + name + [0]
        let fd = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_RDONLY) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var data = Data(), buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let n = read(fd, &buffer, buffer.count), n > 0 { data.append(contentsOf: buffer[..<n]) }
        return data
    }
}
