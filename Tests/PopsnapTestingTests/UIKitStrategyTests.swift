import Foundation
import Testing
import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapSnapshot
@testable import PopsnapTesting
import UIKit

/// swift-snapshot-testing's UIKit strategies: a view at its size, a controller on a device's screen with
/// its safe area and traits, recorded and verified through the check `assertSnapshot` uses.
@MainActor
struct UIKitStrategyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-uikit-\(UUID().uuidString)")

    func check<Value>(_ value: Value, as strategy: Snapshotting<Value, Image>, record: RecordMode, function: String = #function) -> SnapshotIssue? {
        snapshotIssue(of: value, as: strategy, configuration: SnapshotConfiguration(references: folder.path, record: record),
                      test: SnapshotTest(file: folder.path + "/Tests/UIKitTests.swift", function: function + "\(UUID())"))
    }

    /// A named snapshot under `configuration`'s record mode and match, in a scope of its own.
    func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, named name: String, record: RecordMode,
                               match: ImageMatch = .pixelmatch) -> SnapshotIssue? {
        snapshotIssue(of: value, as: strategy, named: name, configuration: SnapshotConfiguration(references: folder.path, record: record, match: match),
                      test: SnapshotTest(file: folder.path + "/Tests/UIKitTests.swift", function: "named()", scope: UUID().uuidString))
    }

    func text(named name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("UIKitTests/\(name).txt"), encoding: .utf8)
    }

    func reference(named stem: String) throws -> Image {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("UIKitTests").path)
        let file = try #require(files.first { $0.hasSuffix(".png") })
        return try PNG.decode(Array(Data(contentsOf: folder.appendingPathComponent("UIKitTests/" + file))))
    }

    func card(_ text: String) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        card.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 176, height: 56))
        label.text = text
        label.numberOfLines = 0
        card.addSubview(label)
        return card
    }

    @Test func aViewIsRecordedAtItsSizeAndThenMatches() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let issue = check(card("Saved to Photos"), as: .image, record: .all)
        #expect(issue?.message.contains("recorded") == true, "\(issue?.message ?? "")")
        let recorded = try reference(named: "")
        #expect(recorded.width == 600 && recorded.height == 240, "200 x 80 pt at 3x")
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 80)).image { _ in
            let view = card("Saved to Photos")
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(drawn.pngData().map { Array($0) } == (try? recorded.png()), "the strategy draws what drawHierarchy draws")
    }

    @Test func aChangedViewFailsAgainstItsReference() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategy = Snapshotting<UIView, Image>.image
        let test = SnapshotTest(file: folder.path + "/Tests/UIKitTests.swift", function: "changed()")
        _ = snapshotIssue(of: card("Saved"), as: strategy, configuration: SnapshotConfiguration(references: folder.path, record: .all), test: test)
        let same = snapshotIssue(of: card("Saved"), as: strategy, configuration: SnapshotConfiguration(references: folder.path, record: .never),
                                 test: SnapshotTest(file: test.file, function: "changed()", scope: "again"))
        #expect(same == nil, "\(same?.message ?? "")")
        let changed = snapshotIssue(of: card("Not saved"), as: strategy, configuration: SnapshotConfiguration(references: folder.path, record: .never),
                                    test: SnapshotTest(file: test.file, function: "changed()", scope: "third"))
        #expect(changed?.isFailure == true)
    }

    @Test func aDarkTraitResolvesSystemColours() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = check(card(""), as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), record: .all)
        let image = try reference(named: "")
        #expect(StraightImage(image).pixel(x: 5, y: 5) == (0, 0, 0, 255), "systemBackground in dark is black")
    }

    @Test func aControllerIsDrawnOnTheDevicesScreenWithItsSafeArea() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        final class Banner: UIViewController {
            let bar = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                bar.backgroundColor = .systemRed
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
        }
        let controller = Banner()
        _ = check(controller, as: .image(on: .iPhone13), record: .all)
        let image = try reference(named: "")
        #expect(image.width == 1170 && image.height == 2532, "390 x 844 pt at 3x")
        #expect(controller.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 10), "below the 47 pt safe area")
        let pixels = StraightImage(image)
        #expect(pixels.pixel(x: 10, y: 47 * 3 - 1) == (255, 255, 255, 255))
        #expect(pixels.pixel(x: 10, y: 47 * 3).r == 255 && pixels.pixel(x: 10, y: 47 * 3).g < 100)
        #expect(ViewImageConfig.iPhone13(.landscape).size == CGSize(width: 844, height: 390))
        #expect(ViewImageConfig.iPhone15.size == CGSize(width: 393, height: 852))
    }

    func swatch(_ red: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = UIColor(red: red / 255, green: 0, blue: 0, alpha: 1)
        return view
    }

    /// Red 255 against 250 is ΔE94 1.067 (DeltaE94Tests): within 0.98's 2, beyond 0.99's 1, and any
    /// difference at all for exact matching, which `perceptualPrecision` 1 keeps.
    @Test func perceptualPrecisionMatchesPixelsWithinTheirColourDifference() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verify(swatch(255), as: .image, named: "swatch", record: .all, match: .exact)
        let loose = verify(swatch(250), as: .image(perceptualPrecision: 0.98), named: "swatch", record: .never, match: .exact)
        #expect(loose == nil, "\(loose?.message ?? "")")
        #expect(verify(swatch(250), as: .image(perceptualPrecision: 0.99), named: "swatch", record: .never, match: .exact)?.isFailure == true)
        #expect(verify(swatch(250), as: .image(perceptualPrecision: 1), named: "swatch", record: .never, match: .exact)?.isFailure == true)
        #expect(verify(swatch(230), as: .image(perceptualPrecision: 0.98), named: "swatch", record: .never, match: .exact)?.isFailure == true,
                "ΔE 5.4")

        let half = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        half.addSubview(swatch(230))
        half.subviews[0].frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let rest = swatch(255)
        rest.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        half.addSubview(rest)
        #expect(verify(half, as: .image(precision: 0.5, perceptualPrecision: 0.98), named: "swatch", record: .never, match: .exact) == nil,
                "half the pixels match: precision 0.5 passes")
        #expect(verify(half, as: .image(precision: 0.6, perceptualPrecision: 0.98), named: "swatch", record: .never, match: .exact)?.isFailure == true)

        let controller = UIViewController()
        controller.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        _ = verify(controller, as: .image(size: CGSize(width: 20, height: 10)), named: "screen", record: .all, match: .exact)
        controller.view.backgroundColor = UIColor(red: 250 / 255, green: 0, blue: 0, alpha: 1)
        #expect(verify(controller, as: .image(perceptualPrecision: 0.98, size: CGSize(width: 20, height: 10)), named: "screen", record: .never, match: .exact) == nil)
        #expect(verify(controller, as: .image(on: ViewImageConfig(size: CGSize(width: 20, height: 10)), perceptualPrecision: 0.98), named: "screen",
                       record: .never, match: .exact) == nil)
        #expect(verify(controller, as: .image(size: CGSize(width: 20, height: 10)), named: "screen", record: .never, match: .exact)?.isFailure == true)
    }

    /// UIKit's `recursiveDescription`: a line a view, `   | ` a level, `%g` frames, the fields UIKit prints
    /// when they are not the default, addresses purged; no newline after the last line.
    @Test func aViewIsDescribedAsUIKitDescribesIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = card("Saved to Photos")
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 146.0 / 3, height: 20))
        badge.isHidden = true
        badge.alpha = 0.5
        badge.clipsToBounds = true
        badge.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        badge.tag = 7
        badge.addSubview(UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        card.addSubview(badge)
        card.addSubview(UIStackView(frame: CGRect(x: 0, y: 60, width: 200, height: 20)))
        #expect(verify(card, as: .recursiveDescription, named: "card", record: .all)?.message.contains("recorded") == true)
        #expect(try text(named: "card") == """
            <UIView; frame = (0 0; 200 80); layer = <CALayer>>
               | <UILabel; frame = (12 12; 176 56); text = 'Saved to Photos'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UIView; frame = (0 0; 48.6667 20); clipsToBounds = YES; hidden = YES; alpha = 0.5; autoresize = W+H; tag = 7; layer = <CALayer>>
               |    | <UIImageView; frame = (0 0; 10 10); userInteractionEnabled = NO; layer = <CALayer>>
               | <UIStackView; frame = (0 60; 200 20); layer = <CATransformLayer>>
            """)
        #expect(verify(card, as: .recursiveDescription, named: "card", record: .never) == nil)
        (card.subviews[0] as? UILabel)?.text = "Not saved"
        let changed = verify(card, as: .recursiveDescription, named: "card", record: .never)
        #expect(changed?.message.contains("+   | <UILabel; frame = (12 12; 176 56); text = 'Not saved';") == true, "\(changed?.message ?? "")")

        _ = verify(card, as: .recursiveDescription(size: CGSize(width: 300, height: 100)), named: "resized", record: .all)
        #expect(try text(named: "resized").hasPrefix("<UIView; frame = (0 0; 300 100); layer = <CALayer>>\n"))
        #expect(purgingPointers("<UIView: 0x7f9a0c; frame = (0 0; 1 1); layer = <CALayer: 0x600b>>") == "<UIView; frame = (0 0; 1 1); layer = <CALayer>>")
    }

    /// A controller's view is described laid out on the device's screen, as `image(on:)` lays it out:
    /// swift-snapshot-testing's own `testTraits` controller on the iPhone SE.
    @Test func aControllerIsDescribedOnTheDevicesScreen() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        final class Question: UIViewController {
            let top = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                top.text = "What's"
                top.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(top)
                NSLayoutConstraint.activate([
                    top.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    top.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
                ])
            }
        }
        _ = verify(Question(), as: .recursiveDescription(on: .iPhoneSe), named: "question", record: .all)
        let lines = try text(named: "question").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2)
        #expect(lines.first == "<UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>")
        let label = String(lines.last ?? "")
        #expect(label.hasPrefix("   | <UILabel; frame = (") && label.contains(" 20; "), "below the 20 pt status bar: \(label)")
        #expect(label.hasSuffix("; text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>"))
        _ = verify(Question(), as: .recursiveDescription(on: .iPhoneSe(.landscape), size: CGSize(width: 500, height: 300)), named: "sized", record: .all)
        #expect(try text(named: "sized").hasPrefix("<UIView; frame = (0 0; 500 300); autoresize = W+H; layer = <CALayer>>\n   | <UILabel; frame = ("))
        _ = verify(Question(), as: .recursiveDescription, named: "plain", record: .all)
        #expect(try text(named: "plain").hasPrefix("<UIView; frame = (0 0; 390 844); autoresize = W+H;"), "the main screen's size")
    }
}
