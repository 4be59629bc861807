import Foundation
import PopsnapTestSupport
import XCTest

/// Issue 20: `animate -o DIR/` killed while its workers rename frames into the temporary folder left
/// `.popsnap-frames-UUID/` behind in about one run in ten (a rename landed while the cleanup removed
/// the folder), and about one in fifty exited 2 (a worker's write failed in the removed folder and the
/// run ended as an error before the cleanup's exit). A hundred interrupted runs, the signal at a
/// random moment of the writing: nothing left, and the signal's status, every time.
final class SignalRaceTests: TemporaryFolderTestCase, ExhaustiveLayer {
    /// Every entry under `url`, one level into folders, that is a temporary of Popsnap's (a dot name).
    private func temporaries(in url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).flatMap { name -> [String] in
            let inside = url.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: inside.path, isDirectory: &isFolder)
            let below = isFolder.boolValue ? try temporaries(in: inside).map { name + "/" + $0 } : []
            return (name.hasPrefix(".") ? [name] : []) + below
        }
    }

    func testInterruptedFrameFoldersLeaveNothingAndExitAsTheSignalSays() throws {
        // 960 small frames written by four workers: seconds of renames for the signal to land among.
        let spec = #"{"canvas": {"width": 80, "height": 80}, "scale": 1, "popup": {"kind": "hud", "mode": "indicator", "label": "Wait"}}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("s.json"))
        var random = SplitMix(seed: 20)
        for run in 0..<100 {
            let place = folder.appendingPathComponent("run-\(run)")
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: false)
            try FileManager.default.copyItem(at: folder.appendingPathComponent("s.json"), to: place.appendingPathComponent("s.json"))
            // A new folder is the temporary one renamed; into an existing one each frame is renamed in.
            let existing = run % 2 == 1
            if existing { try FileManager.default.createDirectory(at: place.appendingPathComponent("into"), withIntermediateDirectories: false) }
            let (signal, status): (Int32, Int32) = run % 3 == 0 ? (SIGTERM, 143) : (SIGINT, 130)
            let process = Process()
            process.executableURL = try RunPopsnap.binary()
            process.arguments = ["animate", "s.json", "--transition", "spin", "--duration", "16", "--fps", "60", "--jobs", "4",
                                 "-o", existing ? "into/" : "new/"]
            process.currentDirectoryURL = place
            process.standardError = FileHandle.nullDevice
            try process.run()
            var polls = 0
            while try temporaries(in: place).isEmpty, polls < 10_000 { usleep(1000); polls += 1 }
            XCTAssertFalse(try temporaries(in: place).isEmpty, "run \(run): writing frames")
            usleep(UInt32(random.below(300_000)))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, status, "run \(run)")
            XCTAssertEqual(try temporaries(in: place), [], "run \(run): nothing left behind")
            let names = try FileManager.default.contentsOfDirectory(atPath: place.path).sorted()
            XCTAssertEqual(names, existing ? ["into", "s.json"] : ["s.json"], "run \(run): the run was cut short before its frames were in place")
            if existing { XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: place.appendingPathComponent("into").path), []) }
            try FileManager.default.removeItem(at: place)
        }
    }
}
