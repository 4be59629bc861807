import Foundation
import PopsnapTestSupport
import XCTest

/// `popsnap preview` end to end, through the real binary: what it serves, what it refuses, how it stops.
final class PreviewCommandTests: TemporaryFolderTestCase, ExhaustiveLayer {
    private func start(_ extra: [String] = []) throws -> PreviewProcess { try startPreview(extra) }

    func testTheGalleryListsEverySpecAndVariant() throws {
        let preview = try start()
        let gallery = try preview.json("/api/gallery")
        let specs = try XCTUnwrap(gallery["specs"] as? [[String: Any]])
        XCTAssertEqual(specs.map { $0["name"] as? String }, ["alert.json", "broken.json", "hud.json"])
        XCTAssertEqual((specs[0]["variants"] as? [[String: Any]])?.map { $0["name"] as? String }, ["light", "dark"])
        XCTAssertNotNil(specs[1]["error"], "a broken spec is listed with its error")
        XCTAssertEqual((specs[2]["variants"] as? [[String: Any]])?.count, 1)
        let page = try preview.get("/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.headers.contains("Content-Security-Policy: default-src 'none'"), page.headers)
        XCTAssertFalse(String(decoding: page.body, as: UTF8.self).contains("http"), "the page loads nothing from elsewhere")
    }

    func testRendersAVariantAndAnswersErrorsAsJSON() throws {
        let preview = try start()
        let light = try preview.get("/api/render?spec=alert.json&appearance=light")
        let dark = try preview.get("/api/render?spec=alert.json&appearance=dark")
        XCTAssertEqual(light.status, 200)
        XCTAssertTrue(light.headers.contains("Content-Type: image/png"))
        XCTAssertEqual(Array(light.body.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertNotEqual(light.body, dark.body, "the appearance switch re-renders")
        let broken = try preview.get("/api/render?spec=broken.json")
        XCTAssertEqual(broken.status, 422)
        XCTAssertTrue(String(decoding: broken.body, as: UTF8.self).contains("broken.json"), String(decoding: broken.body, as: UTF8.self))
        XCTAssertEqual(try preview.get("/api/render?spec=alert.json&appearance=sepia").status, 400)
        XCTAssertEqual(try preview.get("/api/render?spec=alert.json&colour=red").status, 400)
        let inspect = try preview.json("/api/inspect?spec=hud.json")
        let nodes = try XCTUnwrap((inspect["layout"] as? [String: Any])?["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.first?["path"] as? String, "container")
        XCTAssertNotNil(inspect["findings"] as? [Any])
    }

    func testWhatLeavesTheFolderOrTheRulesIsRefused() throws {
        let preview = try start()
        for target in ["/api/render?spec=../secret.json", "/api/render?spec=%2e%2e%2Fsecret.json", "/../secret.json", "/%2e%2e/secret.json",
                       "/api/render?spec=nothing.json", "/specs/alert.json"] {
            XCTAssertEqual(try preview.get(target).status, 404, target)
        }
        XCTAssertEqual(try preview.get("/api/render?spec=alert.json%00").status, 400)
        XCTAssertEqual(try preview.send("GET /api/gallery HTTP/1.1\r\nHost: evil.example:\(preview.port)").status, 403)
        XCTAssertEqual(try preview.send("GET /api/gallery HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nX: " + String(repeating: "a", count: 20000)).status, 431)
        XCTAssertEqual(try preview.send("GET /" + String(repeating: "a", count: 5000) + " HTTP/1.1").status, 414)
        XCTAssertEqual(try preview.send("POST /api/gallery HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nContent-Length: 2\r\n\r\n{}", complete: false).status, 405)
        XCTAssertEqual(try preview.send("\u{0}\u{1}garbage").status, 400)
        // After all that the server still serves.
        XCTAssertEqual(try preview.get("/api/gallery").status, 200)
    }

    /// Clients that connect and send nothing each hold a thread of their own, not the server.
    func testSilentClientsDoNotHoldUpOthers() throws {
        let preview = try start()
        let silent = try (0..<4).map { _ in try RawSocket(port: preview.port) }
        defer { silent.forEach { $0.close() } }
        XCTAssertEqual(try preview.get("/api/gallery").status, 200)
    }

    func testAnEditedSpecIsAnnouncedOnTheEventStream() throws {
        let preview = try start()
        let stream = try RawSocket(port: preview.port)
        defer { stream.close() }
        stream.write(Array("GET /api/events HTTP/1.1\r\nHost: localhost:\(preview.port)\r\n\r\n".utf8))
        let opened = stream.read { String(decoding: $0, as: UTF8.self).contains("retry:") }
        XCTAssertTrue(String(decoding: opened, as: UTF8.self).contains("Content-Type: text/event-stream"))
        try saveAsAnEditorDoes(Self.previewHUD.replacingOccurrences(of: "Loading", with: "Saving"), to: folder.appendingPathComponent("specs/hud.json"))
        let event = String(decoding: stream.read { String(decoding: $0, as: UTF8.self).contains("\n\n") && String(decoding: $0, as: UTF8.self).contains("event:") }, as: UTF8.self)
        XCTAssertTrue(event.contains("event: change\ndata: {\"specs\": [\"hud.json\"]}"), event)
    }

    /// A spec added to the folder, and one removed, are announced as soon as inotify reports them: the
    /// folder is watched whole, not listed on a timer. Files that are not specs come and go unannounced.
    func testSpecsAddedAndRemovedAreAnnouncedOnTheEventStream() throws {
        let preview = try start()
        let stream = try RawSocket(port: preview.port)
        defer { stream.close() }
        stream.write(Array("GET /api/events HTTP/1.1\r\nHost: localhost:\(preview.port)\r\n\r\n".utf8))
        _ = stream.read { String(decoding: $0, as: UTF8.self).contains("retry:") }
        func nextEvent() -> String {
            String(decoding: stream.read { String(decoding: $0, as: UTF8.self).contains("event: change") && String(decoding: $0, as: UTF8.self).hasSuffix("\n\n") },
                   as: UTF8.self)
        }
        let specs = folder.appendingPathComponent("specs")
        try "not a spec".write(to: specs.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try saveAsAnEditorDoes(Self.previewHUD.replacingOccurrences(of: "Loading", with: "New"), to: specs.appendingPathComponent("new.json"))
        XCTAssertEqual(nextEvent(), "event: change\ndata: {\"specs\": [\"new.json\"]}\n\n")
        try FileManager.default.removeItem(at: specs.appendingPathComponent("hud.json"))
        XCTAssertEqual(nextEvent(), "event: change\ndata: {\"specs\": [\"hud.json\"]}\n\n")
    }

    /// A variant's reference checked as verify checks it, its failure in the report's own slider and onion
    /// skin; nothing written among the user's files, no artifacts left behind.
    func testTheDiffViewComparesWithTheReferenceAndWritesNothing() throws {
        let preview = try start()
        let specs = folder.appendingPathComponent("specs")
        let light = try preview.get("/api/render?spec=alert.json&appearance=light")
        try light.body.write(to: specs.appendingPathComponent("alert.light.png"))
        let before = try FolderTree(specs)
        let pass = try preview.json("/api/verify?spec=alert.json&appearance=light")
        XCTAssertEqual(pass["status"] as? String, "pass", "\(pass)")
        try light.body.write(to: specs.appendingPathComponent("alert.dark.png"))
        let fail = try preview.json("/api/verify?spec=alert.json&appearance=dark")
        XCTAssertEqual(fail["status"] as? String, "fail", "\(fail)")
        let html = try XCTUnwrap(fail["html"] as? String)
        XCTAssertTrue(html.contains("class=\"slider\"") && html.contains("class=\"onion\""), html.prefix(300).description)
        XCTAssertEqual(try FolderTree(folder.appendingPathComponent("specs")).changes(since: before), ["alert.dark.png"])
        let gallery = try XCTUnwrap(try preview.json("/api/gallery")["specs"] as? [[String: Any]])
        XCTAssertEqual((gallery[0]["variants"] as? [[String: Any]])?.map { $0["reference"] as? Bool }, [true, true])
    }

    /// An animation is checked frame by frame as verify checks it: its failure shows the first frame that
    /// differs in the slider and onion skin; the frames its check writes are removed with the rest.
    func testTheDiffViewComparesAnAnimationFrameByFrame() throws {
        let preview = try start()
        let spec = folder.appendingPathComponent("specs/fade.json")
        let fade = #"{"canvas": {"width": 120, "height": 100}, "scale": 1, "animation": {"transition": "crossfade", "duration": 0.1, "fps": 20}, "popup": {"kind": "hud", "label": "A"}}"#
        try fade.write(to: spec, atomically: true, encoding: .utf8)
        XCTAssertEqual(try RunPopsnap.run(["record", "specs/fade.json"], in: folder).status, 0)
        let pass = try preview.json("/api/verify?spec=fade.json")
        XCTAssertEqual(pass["status"] as? String, "pass", "\(pass)")
        try saveAsAnEditorDoes(fade.replacingOccurrences(of: "\"A\"", with: "\"B\""), to: spec)
        let before = try FolderTree(folder.appendingPathComponent("specs"))
        let fail = try preview.json("/api/verify?spec=fade.json")
        XCTAssertEqual(fail["status"] as? String, "fail", "\(fail)")
        XCTAssertTrue((fail["message"] as? String ?? "").hasPrefix("frame 1 at 0.050 s: "), "\(fail)")
        let html = try XCTUnwrap(fail["html"] as? String)
        XCTAssertTrue(html.contains("<figcaption>expected, frame 1</figcaption>") && html.contains("class=\"slider\"") && html.contains("class=\"onion\""),
                      html.prefix(300).description)
        XCTAssertEqual(try FolderTree(folder.appendingPathComponent("specs")).changes(since: before), [])
    }

    /// HTTP/1.1 connections are kept for the page's next requests, pipelined ones answered in order; a
    /// client's `Connection: close`, HTTP/1.0 without keep-alive, and a refusal end the connection, and a
    /// kept one is closed when no request comes for 5 s.
    func testConnectionsAreKeptForTheNextRequest() throws {
        let preview = try start()
        let host = "Host: 127.0.0.1:\(preview.port)\r\n"
        func answers(_ requests: String) throws -> [String] {
            let socket = try RawSocket(port: preview.port)
            defer { socket.close() }
            socket.write(Array(requests.utf8))
            // Read until the server closes: the 30 s guard is never reached when it does.
            return String(decoding: socket.readToEnd(), as: UTF8.self).components(separatedBy: "HTTP/1.1 ").dropFirst().map { "HTTP/1.1 " + $0 }
        }
        let kept = try answers("GET /api/gallery HTTP/1.1\r\n\(host)\r\nHEAD /api/gallery HTTP/1.1\r\n\(host)\r\n"
            + "GET /nothing HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
        XCTAssertEqual(kept.map { $0.prefix(12) }, ["HTTP/1.1 200", "HTTP/1.1 200", "HTTP/1.1 404"])
        XCTAssertEqual(kept.map { $0.contains("\r\nConnection: keep-alive\r\n") }, [true, true, false])
        XCTAssertTrue(kept[2].contains("\r\nConnection: close\r\n"), kept[2])
        XCTAssertEqual(kept[0].components(separatedBy: "\r\n\r\n").last, String(decoding: try preview.get("/api/gallery").body, as: UTF8.self))
        XCTAssertTrue(kept[1].hasSuffix("\r\n\r\n"), "a HEAD's answer has no body")

        let old = try answers("GET /api/gallery HTTP/1.0\r\n\(host)\r\nGET /api/gallery HTTP/1.0\r\n\(host)\r\n")
        XCTAssertEqual(old.count, 1, "HTTP/1.0 without keep-alive: one answer, then closed")
        XCTAssertTrue(old[0].contains("\r\nConnection: close\r\n"), old[0])
        let refused = try answers("GET /api/gallery HTTP/1.1\r\nHost: evil.example\r\n\r\nGET /api/gallery HTTP/1.1\r\n\(host)\r\n")
        XCTAssertEqual(refused.map { $0.prefix(12) }, ["HTTP/1.1 403"], "nothing after a refusal is read")

        let idle = try RawSocket(port: preview.port)
        defer { idle.close() }
        idle.write(Array("GET /api/gallery HTTP/1.1\r\n\(host)\r\n".utf8))
        XCTAssertTrue(RawSocket.isWholeAnswer(idle.read { RawSocket.isWholeAnswer($0) }))
        XCTAssertEqual(idle.readToEnd(), Data(), "nothing more")
        XCTAssertTrue(idle.isClosedByServer, "closed by the server once no request came")
    }

    func testSIGINTStopsTheServerAsShellsExpect() throws {
        let preview = try start()
        XCTAssertEqual(try preview.get("/api/gallery").status, 200)
        kill(preview.process.processIdentifier, SIGINT)
        XCTAssertEqual(preview.exitStatus(within: 60), 130)
    }

    func testIdleStopsTheServerByItself() throws {
        let preview = try start(["--idle", "0.01"])
        XCTAssertEqual(preview.exitStatus(within: 60), 0, "a server idle for 0.6 s stops, and its run succeeds")
    }

    func testOnlyLoopbackIsOffered() throws {
        let r = try RunPopsnap.run(["preview", ".", "--host", "0.0.0.0"], in: folder, timeout: 60)
        XCTAssertEqual(r.status, 2, r.err)
        let missing = try RunPopsnap.run(["preview", "nowhere"], in: folder, timeout: 60)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("nowhere is not a folder"), missing.err)
    }
}
