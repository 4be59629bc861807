import Foundation
import XCTest
import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport

/// The APNG popsnap writes, played by a browser: headless Chromium (installed by .ci/run) decodes it with
/// its own ImageDecoder, frame by frame, and reports frame count, durations and each frame's pixel sum.
/// The canvas is small (120 x 120) because headless Chromium's virtual time can stop while large frames
/// are still decoding off the main thread.
final class APNGInBrowserTests: XCTestCase {
    func testChromiumDecodesEveryFrameAsPopsnapWroteIt() throws {
        try requireExhaustive()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let hud = ReferenceImage.snapshots.appendingPathComponent("hud.json").path
        let r = try RunPopsnap.run(["animate", hud, "--transition", "spin", "--fps", "12", "--scale", "1", "--size", "120x120", "-o", "spin.apng"], in: folder)
        XCTAssertEqual(r.status, 0, r.err)
        let bytes = try Data(contentsOf: folder.appendingPathComponent("spin.apng"))
        let ours = try APNG.decode(Array(bytes))
        // Each frame's sum of straight RGBA bytes, as a canvas's getImageData gives them.
        let sums = ours.frames.map { $0.image.straightRGBA.reduce(0) { $0 + Int($1) } }

        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            // No browser here: Popsnap's own decoder has read the file above; say so in the result.
            XCTAssertEqual(ours.frames.count, 12)
            return
        }
        let page = """
        <html><body><pre id="out">pending</pre><script>
        (async () => {
          const out = document.getElementById("out");
          try {
            const bytes = Uint8Array.from(atob("\(bytes.base64EncodedString())"), c => c.charCodeAt(0));
            const decoder = new ImageDecoder({data: bytes, type: "image/png"});
            await decoder.tracks.ready;
            const track = decoder.tracks.selectedTrack;
            const lines = ["frames " + track.frameCount];
            for (let i = 0; i < track.frameCount; i++) {
              const frame = (await decoder.decode({frameIndex: i})).image;
              const canvas = new OffscreenCanvas(frame.displayWidth, frame.displayHeight);
              const g = canvas.getContext("2d");
              g.drawImage(frame, 0, 0);
              const data = g.getImageData(0, 0, canvas.width, canvas.height).data;
              let sum = 0;
              for (const v of data) sum += v;
              lines.push("frame " + i + " " + frame.duration + " " + sum);
            }
            out.textContent = lines.join("\\n");
          } catch (e) { out.textContent = "error " + e; }
        })();
        </script></body></html>
        """
        let html = folder.appendingPathComponent("play.html")
        try Data(page.utf8).write(to: html)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=100000000", "--dump-dom", html.absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            return XCTFail("no result in Chromium's page: \(dom.prefix(300))")
        }
        let lines = dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "frames 12", lines.joined(separator: " | "))
        for (i, line) in lines.dropFirst().enumerated() {
            let parts = line.split(separator: " ")
            XCTAssertEqual(parts.count, 4, line)
            // Chromium keeps delays to the millisecond: 83.33 ms becomes 83000 µs.
            XCTAssertEqual(Double(parts[2]) ?? 0, 1e6 / 12, accuracy: 1000, "frame \(i)'s delay in microseconds")
            XCTAssertEqual(Int(parts[3]), sums[i], "frame \(i): the browser's pixels are the ones Popsnap wrote")
        }
    }
}
