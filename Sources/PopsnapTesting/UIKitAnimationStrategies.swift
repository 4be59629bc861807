import Popsnap
import PopsnapSnapshot
@_spi(PopsnapTesting) import UIKit

extension Snapshotting where Value == UIViewController, Format == FrameSource {
    /// What `actions` animate, as frames against an APNG: the controller is the root of a window on
    /// `config`'s screen (with its traits and `traits` over them), `actions` run (present a popup, call
    /// `UIView.animate`, dismiss), and a frame is drawn every `1 / fps` seconds of the animations they
    /// start, completions and what they start included, for `duration` seconds or, when nil, until the
    /// last one ends. Presented controllers are drawn, as on screen.
    ///
    /// ```swift
    /// assertSnapshot(of: HomeViewController(), as: .animation(on: .iPhone13) { home in
    ///     home.present(PopUpWindow(title: "Saved"), animated: true)
    /// })
    /// ```
    public static func animation(on config: ViewImageConfig = .init(), traits: UITraitCollection = .init(), duration: Double? = nil,
                                 fps: Double = 60, _ actions: @escaping @MainActor (UIViewController) -> Void) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        return .frames { controller, context in
            try MainActor.assumeIsolated {
                try SnapshotHost.frames(of: controller, size: config.size, safeArea: config.safeArea, traits: merged, duration: duration,
                                        fps: fps, frameLimit: context.limits.frames, actions: actions)
            }
        }
    }

    /// The controller presented, animated, over a plain screen (`systemBackground`) on `config`'s
    /// screen: its transition style's motion until it ends, and any animation its own appearance
    /// starts, as `animation(on:traits:duration:fps:_:)` records them.
    ///
    /// ```swift
    /// let popup = PopUpWindow(title: "Saved")   // .overFullScreen, .crossDissolve
    /// assertSnapshot(of: popup, as: .presentation(on: .iPhone13))
    /// ```
    public static func presentation(on config: ViewImageConfig = .init(), traits: UITraitCollection = .init(), duration: Double? = nil,
                                    fps: Double = 60) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        return .frames { popup, context in
            try MainActor.assumeIsolated {
                let presenter = UIViewController()
                presenter.view.backgroundColor = .systemBackground
                return try SnapshotHost.frames(of: presenter, size: config.size, safeArea: config.safeArea, traits: merged, duration: duration,
                                               fps: fps, frameLimit: context.limits.frames) { $0.present(popup, animated: true) }
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == FrameSource {
    /// What `actions` animate on the view, as frames against an APNG: the view hosted at `size` (its own
    /// when nil) with `traits`, as `image(size:traits:)` hosts it, and a frame every `1 / fps` seconds
    /// for `duration` seconds or until the last animation ends.
    ///
    /// ```swift
    /// assertSnapshot(of: toast, as: .animation { toast in
    ///     toast.alpha = 0
    ///     UIView.animate(withDuration: 0.25) { toast.alpha = 1 }
    /// })
    /// ```
    public static func animation(size: CGSize? = nil, traits: UITraitCollection = .init(), duration: Double? = nil, fps: Double = 60,
                                 _ actions: @escaping @MainActor (UIView) -> Void) -> Snapshotting {
        .frames { view, context in
            try MainActor.assumeIsolated {
                try SnapshotHost.frames(of: view, size: size, safeArea: .zero, traits: traits, duration: duration, fps: fps,
                                        frameLimit: context.limits.frames, actions: actions)
            }
        }
    }
}
