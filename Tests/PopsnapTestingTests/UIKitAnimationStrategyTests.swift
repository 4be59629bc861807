import Foundation
import Testing
import Popsnap
import PopsnapPNG
import PopsnapRaster
import PopsnapSnapshot
@testable import PopsnapTesting
import UIKit

/// The animation strategies: a presentation and what a block animates, recorded as an APNG reference,
/// matched on the next run, and failing when the popup or its motion changes.
@MainActor
struct UIKitAnimationStrategyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popsnap-uikit-animation-\(UUID().uuidString)")

    /// A popup over full screen: a dimming view holding a centred card, fading in.
    final class Toast: UIViewController {
        let card = UIView()
        let cardColor: UIColor

        init(color: UIColor, style: UIModalTransitionStyle = .crossDissolve) {
            cardColor = color
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .overFullScreen
            modalTransitionStyle = style
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
            card.backgroundColor = cardColor
            card.layer.cornerRadius = 12
            card.frame = CGRect(x: 20, y: 60, width: 80, height: 40)
            view.addSubview(card)
        }
    }

    func verify<Value>(_ value: Value, as strategy: Snapshotting<Value, FrameSource>, record: RecordMode, scope: String) -> SnapshotIssue? {
        snapshotIssue(of: value, as: strategy, named: "motion", configuration: SnapshotConfiguration(references: folder.path, record: record),
                      test: SnapshotTest(file: folder.path + "/Tests/UIKitTests.swift", function: "motion()", scope: scope + UUID().uuidString))
    }

    var reference: URL { folder.appendingPathComponent("UIKitTests/motion.motion.apng") }

    let screen = ViewImageConfig(safeArea: .zero, size: CGSize(width: 120, height: 160), traits: UITraitCollection(displayScale: 1))

    @Test func aPresentationIsRecordedThenMatchesAndAChangeFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategy = Snapshotting<UIViewController, FrameSource>.presentation(on: screen, fps: 20)
        let recorded = verify(Toast(color: .red), as: strategy, record: .all, scope: "first")
        #expect(recorded?.message.contains("recorded") == true, "\(recorded?.message ?? "")")
        let files = try FileManager.default.contentsOfDirectory(atPath: reference.deletingLastPathComponent().path)
        let file = try #require(files.first { $0.hasSuffix(".apng") })
        let apng = try APNGFrameReader(contentsOf: reference.deletingLastPathComponent().appendingPathComponent(file).path)
        #expect(apng.frameCount == 7, "the cross-dissolve's 0.3 s at 20 fps")
        #expect(apng.width == 120 && apng.height == 160)
        #expect(verify(Toast(color: .red), as: strategy, record: .never, scope: "second") == nil)
        #expect(verify(Toast(color: .blue), as: strategy, record: .never, scope: "third")?.isFailure == true, "another colour")
        #expect(verify(Toast(color: .red, style: .coverVertical), as: strategy, record: .never, scope: "fourth")?.isFailure == true,
                "another motion")
    }

    @Test func aBlocksAnimationOfAViewIsRecordedUntilItEnds() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategy = Snapshotting<UIView, FrameSource>.animation(traits: UITraitCollection(displayScale: 1), fps: 10) { view in
            view.alpha = 0
            UIView.animate(withDuration: 0.25, delay: 0.05, options: [], animations: { view.alpha = 1 })
        }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        let issue = verify(card, as: strategy, record: .all, scope: "first")
        #expect(issue?.message.contains("recorded") == true, "\(issue?.message ?? "")")
        let files = try FileManager.default.contentsOfDirectory(atPath: reference.deletingLastPathComponent().path)
        let file = try #require(files.first { $0.hasSuffix(".apng") })
        let apng = try APNGFrameReader(contentsOf: reference.deletingLastPathComponent().appendingPathComponent(file).path)
        #expect(apng.frameCount == 4, "0.3 s at 10 fps, the delay included")
    }

    @Test func whatCannotBeRecordedFailsTheSnapshotSayingWhy() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        let pulse = Snapshotting<UIView, FrameSource>.animation(traits: UITraitCollection(displayScale: 1)) { view in
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0.5 })
        }
        let forever = verify(card, as: pulse, record: .all, scope: "forever")
        #expect(forever?.isFailure == true)
        #expect(forever?.message.contains("repeats for ever: give the recording a duration") == true, "\(forever?.message ?? "")")
        let tooFast = Snapshotting<UIView, FrameSource>.animation(traits: UITraitCollection(displayScale: 1), fps: 500) { view in
            UIView.animate(withDuration: 0.2) { view.alpha = 0.5 }
        }
        let fps = verify(card, as: tooFast, record: .all, scope: "fps")
        #expect(fps?.message.contains("fps: expected a frame rate from 0.1 to 240, found 500") == true, "\(fps?.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("UIKitTests").path), "nothing is written")
    }
}
