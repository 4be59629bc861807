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
}
