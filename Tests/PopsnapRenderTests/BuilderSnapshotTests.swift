import XCTest
import PopsnapTestSupport
@testable import Popsnap

/// Every custom spec in Snapshots/ written with the builder gives the very bytes its JSON gives, on the
/// spec's own screen, scale, appearance, background and backdrop.
final class BuilderSnapshotTests: XCTestCase {
    static let equivalents: [(spec: String, popup: Popup)] = [
        ("app-screen", appScreen), ("app-screen-dark", appScreen),
        ("custom", paymentReceived), ("custom-continuous", continuousCorners), ("custom-blurred-backdrop", focusIsOn),
        ("glass-light", glassSamples), ("glass-dark", glassSamples),
        ("materials-light", materialSamples(tint: "light")), ("materials-dark", materialSamples(tint: "dark")),
    ]

    func testEveryCustomSpecInSnapshotsHasItsBuilderTwin() throws {
        let custom = try FileManager.default.contentsOfDirectory(atPath: ReferenceImage.snapshots.path).filter { name in
            guard name.hasSuffix(".json"), let data = FileManager.default.contents(atPath: ReferenceImage.snapshots.appendingPathComponent(name).path) else { return false }
            return String(decoding: data, as: UTF8.self).contains("\"kind\": \"custom\"")
        }
        XCTAssertEqual(custom.map { String($0.dropLast(5)) }.sorted(), Self.equivalents.map(\.spec).sorted())
    }

    func testTheBuilderTwinsGiveTheJSONsBytes() throws {
        let renderer = try PopupRenderer()
        // The fast layer: one twin of each kind.
        for (name, popup) in Exhaustive.sample(Self.equivalents, by: { Exhaustive.specKind($0.0 + ".json") }) {
            let json = try PopupSpec.load(contentsOf: ReferenceImage.snapshots.appendingPathComponent(name + ".json").path)
            var swift = json
            swift.popup = popup
            XCTAssertEqual(try renderer.png(swift.scene()), try renderer.png(json.scene()), name)
        }
    }
}
