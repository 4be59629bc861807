@_spi(PopsnapTesting) import UIKit
import Popsnap

/// Auto Layout's cost for a popup shaped like seed 000's: a 293 pt box centred on the screen, a title bar,
/// a wrapped message and a button pinned by anchors; the time is one layout pass solved from scratch
/// (a constraint's constant set, which makes UIKit's engine solve again).
@MainActor
enum UIKitBench {
    static func run() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let box = UIView(), title = UILabel(), message = UILabel(), button = UIView()
        message.text = "Your changes will be lost if you leave this screen without saving them first."
        message.numberOfLines = 0
        title.text = "Unsaved changes"
        title.font = .systemFont(ofSize: 23, weight: .bold)
        for v in [box, title, message, button] { v.translatesAutoresizingMaskIntoConstraints = false }
        screen.addSubview(box)
        for v in [title, message, button] { box.addSubview(v) }
        let width = box.widthAnchor.constraint(equalToConstant: 293)
        NSLayoutConstraint.activate([
            width, box.centerXAnchor.constraint(equalTo: screen.centerXAnchor), box.centerYAnchor.constraint(equalTo: screen.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 2), title.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -2),
            title.topAnchor.constraint(equalTo: box.topAnchor, constant: 2), title.heightAnchor.constraint(equalToConstant: 55),
            message.heightAnchor.constraint(greaterThanOrEqualToConstant: 67), message.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            message.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 15), message.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -15),
            message.bottomAnchor.constraint(equalTo: button.topAnchor, constant: -8),
            button.heightAnchor.constraint(equalToConstant: 44), button.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 2),
            button.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -2), button.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -2),
        ])
        screen.layoutIfNeeded()
        report(measure("UIKit seed alert: Auto Layout pass (solved from scratch)") {
            width.constant = 293
            screen.layoutIfNeeded()
        }, extra: "\(screen.subviews.count + box.subviews.count) views, \(screen.constraints.count + box.constraints.count) constraints")
        report(measure("UIKit seed alert: layout + draw 390x844 at 3x") {
            width.constant = 293
            _ = UIGraphicsImageRenderer(bounds: screen.bounds).image { _ in _ = screen.drawHierarchy(in: screen.bounds, afterScreenUpdates: true) }
        })
        recordPresentation(screen)
    }

    /// The same views presented over full screen with a cross-dissolve, recorded at 60 fps (0.3 s, 19
    /// frames): the recording (each frame's tree laid out) and the frames painted one after another.
    static func recordPresentation(_ content: UIView) {
        content.removeFromSuperview()
        content.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        func record() throws -> FrameSource {
            let popup = UIViewController()
            popup.view = content
            popup.modalPresentationStyle = .overFullScreen
            popup.modalTransitionStyle = .crossDissolve
            let presenter = UIViewController()
            presenter.view.backgroundColor = .white
            return try SnapshotHost.frames(of: presenter, size: CGSize(width: 390, height: 844), safeArea: .zero,
                                           traits: UITraitCollection(displayScale: 3), duration: nil, fps: 60, frameLimit: 1000) {
                $0.present(popup, animated: true)
            }
        }
        do {
            let frames = try record()
            report(try measure("UIKit cross-dissolve: record 19 frames' trees", minimumRuns: 5) { _ = try record() }, extra: "\(frames.count) frames")
            report(try measure("UIKit cross-dissolve: paint 19 frames 390x844 at 3x", minimumRuns: 3) {
                for i in 0..<frames.count { _ = try frames.frame(i) }
            })
        } catch {
            print("UIKit cross-dissolve: \(error)")
        }
    }
}
