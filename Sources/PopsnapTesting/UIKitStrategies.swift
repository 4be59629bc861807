import Popsnap
import PopsnapCompare
import PopsnapRaster
import PopsnapSnapshot
@_spi(PopsnapTesting) import UIKit

extension Diffing where Value == Image {
    /// `image` with swift-snapshot-testing's `precision`: the share of pixels that must match (1: all of
    /// them, compared as the configuration compares pixels).
    static func image(precision: Float) -> Diffing {
        guard precision < 1 else { return .image }
        return .image { match in match.tolerance = .ratio(Double(1 - max(0, precision))) }
    }
}

extension Snapshotting where Value == UIView, Format == Image {
    /// The view at its own size, drawn as `drawHierarchy(in:afterScreenUpdates:)` draws it.
    public static var image: Snapshotting { .image() }

    /// The view at `size` (its own when nil; sized to fit when that is zero) with `traits`, drawn at their
    /// display scale (3 when they have none). `precision` is the share of pixels that must match.
    /// `drawHierarchyInKeyWindow` is accepted for swift-snapshot-testing's tests: Popsnap draws one way,
    /// the way `drawHierarchy` draws (materials blurred), whatever it says.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 200), traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// ```
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision)) { view, _ in
            try MainActor.assumeIsolated { () throws(ViewDrawingError) in
                try SnapshotHost.image(of: view, size: size, safeArea: .zero, traits: traits)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == Image {
    /// The controller's view at its own size.
    public static var image: Snapshotting { .image() }

    /// The controller's view on `config`'s screen (size and safe area; `size` replaces its size), with
    /// its traits and `traits` over them.
    ///
    /// ```swift
    /// assertSnapshot(of: PopUpWindow(title: "Saved"), as: .image(on: .iPhone13(.landscape)))
    /// ```
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        return Snapshotting(pathExtension: "png", diffing: .image(precision: precision)) { controller, _ in
            try MainActor.assumeIsolated { () throws(ViewDrawingError) in
                try SnapshotHost.image(of: controller, size: size ?? config.size, safeArea: config.safeArea, traits: merged)
            }
        }
    }

    /// The controller's view at `size` (its own when nil), no safe area, with `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), precision: precision)
    }
}
