import PopsnapLayout
import XCTest
import PopsnapSpecTestSupport
@testable import Popsnap
import PopsnapGeometry
import PopsnapRaster

/// The device table against its sources (Apple's HIG for points and scale, UIKit's safe-area insets as
/// published by useyourloaf.com and ios-resolution.com), and what landscape does to a spec.
final class DeviceTests: XCTestCase {
    /// One row a device: points, scale, cutout; portrait top and bottom; landscape sides and bottom.
    /// A figure changed in `Device` fails here, and so does a device added without its row.
    func testEveryDeviceIsItsPublishedFigures() {
        typealias Row = (w: Double, h: Double, scale: Int, cutout: Device.Cutout, top: Double, bottom: Double, side: Double, landscapeBottom: Double)
        let table: [String: Row] = [
            "iphone-se": (375, 667, 2, .none, 20, 0, 0, 0),
            "iphone-11": (414, 896, 2, .notch, 48, 34, 48, 21),
            "iphone-11-pro": (375, 812, 3, .notch, 44, 34, 44, 21),
            "iphone-11-pro-max": (414, 896, 3, .notch, 44, 34, 44, 21),
            "iphone-12-mini": (375, 812, 3, .notch, 50, 34, 50, 21),
            "iphone-12": (390, 844, 3, .notch, 47, 34, 47, 21),
            "iphone-12-pro": (390, 844, 3, .notch, 47, 34, 47, 21),
            "iphone-12-pro-max": (428, 926, 3, .notch, 47, 34, 47, 21),
            "iphone-13-mini": (375, 812, 3, .notch, 50, 34, 50, 21),
            "iphone-13": (390, 844, 3, .notch, 47, 34, 47, 21),
            "iphone-13-pro": (390, 844, 3, .notch, 47, 34, 47, 21),
            "iphone-13-pro-max": (428, 926, 3, .notch, 47, 34, 47, 21),
            "iphone-14": (390, 844, 3, .notch, 47, 34, 47, 21),
            "iphone-14-plus": (428, 926, 3, .notch, 47, 34, 47, 21),
            "iphone-14-pro": (393, 852, 3, .dynamicIsland, 59, 34, 59, 21),
            "iphone-14-pro-max": (430, 932, 3, .dynamicIsland, 59, 34, 59, 21),
            "iphone-15": (393, 852, 3, .dynamicIsland, 59, 34, 59, 21),
            "iphone-15-plus": (430, 932, 3, .dynamicIsland, 59, 34, 59, 21),
            "iphone-15-pro": (393, 852, 3, .dynamicIsland, 59, 34, 59, 21),
            "iphone-15-pro-max": (430, 932, 3, .dynamicIsland, 59, 34, 59, 21),
            "iphone-16": (393, 852, 3, .dynamicIsland, 59, 34, 59, 21),
            "iphone-16-plus": (430, 932, 3, .dynamicIsland, 59, 34, 59, 21),
            "iphone-16-pro": (402, 874, 3, .dynamicIsland, 62, 34, 62, 21),
            "iphone-16-pro-max": (440, 956, 3, .dynamicIsland, 62, 34, 62, 21),
            "iphone-16e": (390, 844, 3, .notch, 47, 34, 47, 21),
            "iphone-17": (402, 874, 3, .dynamicIsland, 62, 34, 62, 20),
            "iphone-17-pro": (402, 874, 3, .dynamicIsland, 62, 34, 62, 20),
            "iphone-17-pro-max": (440, 956, 3, .dynamicIsland, 62, 34, 62, 20),
            "iphone-air": (420, 912, 3, .dynamicIsland, 68, 34, 68, 20),
            "ipad": (820, 1180, 2, .none, 24, 25, 0, 25),
            "ipad-air-11": (820, 1180, 2, .none, 24, 25, 0, 25),
            "ipad-air-13": (1024, 1366, 2, .none, 24, 25, 0, 25),
            "ipad-pro-11": (834, 1210, 2, .none, 24, 25, 0, 25),
            "ipad-pro-13": (1032, 1376, 2, .none, 24, 25, 0, 25),
            "ipad-mini": (744, 1133, 2, .none, 24, 25, 0, 25),
        ]
        XCTAssertEqual(Set(Device.allCases.map(\.rawValue)), Set(table.keys))
        for device in Device.allCases {
            guard let row = table[device.rawValue] else { continue }
            let name = device.rawValue
            XCTAssertEqual(device.size.width, row.w, name)
            XCTAssertEqual(device.size.height, row.h, name)
            XCTAssertEqual(device.scale.rawValue, row.scale, name)
            XCTAssertEqual(device.cutout, row.cutout, name)
            XCTAssertEqual(device.safeArea(in: .portrait), EdgeInsets(top: row.top, bottom: row.bottom), name)
            XCTAssertEqual(device.safeArea, device.safeArea(in: .portrait), name)
            // An iPad keeps its status bar in landscape; an iPhone hides it.
            let landscapeTop = device.rawValue.hasPrefix("ipad") ? row.top : 0
            XCTAssertEqual(device.safeArea(in: .landscape), EdgeInsets(top: landscapeTop, leading: row.side, bottom: row.landscapeBottom, trailing: row.side), name)
            XCTAssertEqual(device.size(in: .landscape).width, row.h, name)
            XCTAssertEqual(device.size(in: .landscape).height, row.w, name)
        }
    }

    private func spec(_ json: String, variant: Variant = Variant()) throws(SpecError) -> PopupSpec {
        try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "s.json"), baseDirectory: ".", variant: variant)
    }

    private let alert = #""popup": {"kind": "system-alert", "title": "Title", "message": "Message", "actions": [{"title": "Close", "style": "cancel"}]}"#

    func testLandscapeSwapsTheCanvasAndTurnsTheSafeArea() throws {
        let s = try spec(#"{"canvas": "iphone-16-pro", "orientation": "landscape", \#(alert)}"#)
        XCTAssertEqual(s.screen.size.width, 874)
        XCTAssertEqual(s.screen.size.height, 402)
        XCTAssertEqual(s.scene().safeArea, EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        XCTAssertEqual(s.scene().canvas.width, 874)
        let portrait = try spec(#"{"canvas": {"device": "iphone-16-pro"}, "orientation": "portrait", \#(alert)}"#)
        XCTAssertEqual(portrait.scene().safeArea, EdgeInsets(top: 62, bottom: 34))
        XCTAssertEqual(portrait.screen.size.width, 402)
    }

    /// The system alert is centred in the landscape safe area: on an iPhone 11 (896 x 414, 48 pt each
    /// side, 21 below) at x = 48 + 800 / 2 = 448 and y = 393 / 2 = 196.5.
    func testTheSystemAlertIsCentredInTheLandscapeSafeArea() throws {
        let s = try spec(#"{"canvas": "iphone-11", "orientation": "landscape", \#(alert)}"#)
        let f = try PopupRenderer().layout(s.scene()).root.frame
        XCTAssertEqual(f.x + f.width / 2, 448, accuracy: 0.5)
        XCTAssertEqual(f.y + f.height / 2, 196.5, accuracy: 0.5)
    }

    /// iOS hides the status bar of every iPhone in landscape (notch, Dynamic Island or home button);
    /// an iPad keeps it. The home indicator stays, in the landscape bottom inset.
    func testTheStatusBarFollowsTheDevice() throws {
        func bar(_ device: String, _ orientation: String) throws -> StatusBar? {
            try spec(#"{"canvas": "\#(device)", "orientation": "\#(orientation)", "statusBar": true, "homeIndicator": true, \#(alert)}"#).scene().statusBar
        }
        for device in ["iphone-11", "iphone-14", "iphone-15", "iphone-16-pro", "iphone-air", "iphone-se"] {
            XCTAssertNotNil(try bar(device, "portrait"), device)
            XCTAssertNil(try bar(device, "landscape"), device)
        }
        XCTAssertNotNil(try bar("ipad-pro-13", "landscape"))
        XCTAssertNotNil(try bar("ipad", "landscape"))
        // No status bar strip is painted: the landscape frame's top rows are the plain screen.
        let landscape = try spec(##"{"canvas": "iphone-15", "orientation": "landscape", "scale": 1, "backdrop": "none", "background": "#FF0000", "statusBar": true, "popup": {"kind": "hud"}}"##)
        let image = try PopupRenderer().render(landscape.scene())
        XCTAssertEqual(image.width, 852)
        // The top 60 rows (a portrait bar's 54 pt, or a 20 pt one's) hold no dark glyph: red stays 255.
        let band = (0..<60 * image.width).map { i in image.pixels[i * 4] }
        XCTAssertEqual(band.min(), 255, "no glyph over the red screen")
    }

    func testEachDeviceGivesItsScaleUnlessTheSpecDoes() throws {
        XCTAssertEqual(try spec(#"{"canvas": "iphone-11", \#(alert)}"#).scale, 2)
        XCTAssertEqual(try spec(#"{"canvas": "iphone-16", \#(alert)}"#).scale, 3)
        XCTAssertEqual(try spec(#"{"canvas": "iphone-11", "scale": 3, \#(alert)}"#).scale, 3)
        XCTAssertEqual(try spec(#"{"canvas": "iphone-16", \#(alert)}"#, variant: Variant(device: .iPadMini)).scale, 2)
        XCTAssertEqual(try spec(#"{"canvas": "iphone-16", "scale": 1, \#(alert)}"#, variant: Variant(device: .iPadMini)).scale, 1)
        XCTAssertEqual(try spec(#"{"canvas": {"width": 300, "height": 300}, \#(alert)}"#).scale, 3)
    }

    func testAnOrientationAxisRendersBoth() throws {
        let json = #"{"canvas": "iphone-14", "scale": 1, "variants": {"orientations": ["portrait", "landscape"]}, \#(alert)}"#
        let axes = try spec(json).variants
        XCTAssertEqual(axes.matrix.map(\.name), ["portrait", "landscape"])
        let images = try axes.matrix.map { v in try PopupRenderer().render(try spec(json, variant: v).scene()) }
        XCTAssertEqual(images.map(\.width), [390, 844])
        XCTAssertEqual(images.map(\.height), [844, 390])
        let both = try spec(#"{"variants": {"devices": ["iphone-se", "ipad-mini"], "orientations": ["landscape"]}, \#(alert)}"#).variants
        XCTAssertEqual(both.matrix.map(\.name), ["iphone-se.landscape", "ipad-mini.landscape"])
    }

    func testBadDevicesAndOrientationsAreNamed() {
        XCTAssertEqual(specError { () throws(SpecError) in try spec(#"{"canvas": "iphone-16-pro-maxx", \#(alert)}"#) }?.message.hasSuffix(#"did you mean "iphone-16-pro-max"?"#), true)
        XCTAssertEqual(specError { () throws(SpecError) in try spec(#"{"canvas": "iphone-14", "orientation": "landscpe", \#(alert)}"#) }?.message.hasSuffix(#"did you mean "landscape"?"#), true)
        let sized = specError { () throws(SpecError) in try spec(#"{"canvas": {"width": 400, "height": 300}, "orientation": "landscape", \#(alert)}"#) }
        XCTAssertEqual(sized?.path, "orientation")
        // Even its portrait variant is refused, so `render --matrix` writes none of the matrix.
        let axis = #"{"canvas": {"width": 400, "height": 300}, "variants": {"orientations": ["portrait", "landscape"]}, \#(alert)}"#
        XCTAssertEqual(specError { () throws(SpecError) in try spec(axis, variant: Variant(orientation: .portrait)) }?.path, "variants.orientations")
        XCTAssertEqual(specError { () throws(SpecError) in try spec(#"{"variants": {"orientations": ["up"]}, \#(alert)}"#) }?.path, "variants.orientations[0]")
    }

    /// The spec guide's device table lists every device once, with its points, scale and safe areas.
    func testTheGuidesDeviceTableIsTheTable() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/Specs.md"), encoding: .utf8)
        var listed: [String] = []
        for line in readme.split(separator: "\n") where line.hasPrefix("| `iphone") || line.hasPrefix("| `ipad") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6 else { XCTFail("\(line)"); continue }
            let names = cells[0].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            for name in names {
                listed.append(name)
                guard let d = Device(rawValue: name) else { XCTFail("Docs/Specs.md lists \(name)"); continue }
                func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
                let p = d.safeArea(in: .portrait), l = d.safeArea(in: .landscape)
                XCTAssertEqual(cells[1], "\(n(d.size.width)) x \(n(d.size.height))", name)
                XCTAssertEqual(cells[2], "\(d.scale.rawValue)", name)
                XCTAssertEqual(cells[3], ["none": "none", "notch": "notch", "dynamicIsland": "Dynamic Island"][d.cutout.rawValue], name)
                XCTAssertEqual(cells[4], "\(n(p.top)) / \(n(p.bottom))", name)
                XCTAssertEqual(cells[5], "\(n(l.leading)) / \(n(l.bottom))" + (l.top > 0 ? ", \(n(l.top)) top" : ""), name)
            }
        }
        XCTAssertEqual(listed.sorted(), Device.allCases.map(\.rawValue).sorted())
    }
}
