import Foundation
import XCTest
import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapTestSupport
import PopsnapSnapshot

extension TemporaryFolderTestCase {
    /// `count` specs on a green 40 x 40 px screen, each beside a red reference, checked in order.
    func failingHUDs(_ count: Int, jobs: Int = 1) throws -> [VerifyResult] {
        let spec = ##"{"scale": 1, "canvas": {"width": 40, "height": 40}, "background": "#00FF00", "popup": {"kind": "hud"}}"##
        let red = try Image(width: 40, height: 40, fill: Color(red: 1, green: 0, blue: 0))
        let renderer = try PopupRenderer()
        for i in 0..<count where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("s\(i).json").path) {
            try Data(spec.utf8).write(to: folder.appendingPathComponent("s\(i).json"))
            try Data(try PNG.encode(red)).write(to: folder.appendingPathComponent("s\(i).png"))
        }
        let verifier = Verifier(renderer: renderer, mode: .never, artifacts: folder.appendingPathComponent("art").path)
        let results = verifier.verifyAll(try SpecDiscovery.specs(in: [folder.path]).specs, jobs: jobs)
        XCTAssertEqual(results.map(\.status), Array(repeating: .fail, count: count))
        return results
    }
}
