import Popsnap
import PopsnapCompare
import PopsnapRaster
import PopsnapSnapshot
@_spi(PopsnapTesting) import UIKit

extension Diffing where Value == Image {
    /// `image` with swift-snapshot-testing's thresholds. `precision` is the share of pixels that must match
    /// (1: all of them). With `perceptualPrecision` 1 a pixel matches as the configuration compares pixels;
    /// below 1 it matches when its ΔE94 from the reference's is at most (1 - perceptualPrecision) · 100,
    /// as `CILabDeltaE` measures on iOS, whatever the configuration's mode.
    static func image(precision: Float, perceptualPrecision: Float) -> Diffing {
        let differing = Double(1 - min(1, max(0, precision)))
        if perceptualPrecision < 1 {
            let maxDeltaE = Double(1 - max(0, perceptualPrecision)) * 100
            return .image { match in
                match.mode = .deltaE94(max: maxDeltaE)
                match.tolerance = .ratio(differing)
            }
        }
        guard differing > 0 else { return .image }
        return .image { match in match.tolerance = .ratio(differing) }
    }
}

extension Snapshotting where Value == UIView, Format == Image {
    /// The view at its own size, drawn as `drawHierarchy(in:afterScreenUpdates:)` draws it.
    public static var image: Snapshotting { .image() }

    /// The view at `size` (its own when nil; sized to fit when that is zero) with `traits`, drawn at their
    /// display scale (3 when they have none). `precision` is the share of pixels that must match;
    /// `perceptualPrecision` below 1 lets a pixel match whose colour is within (1 - perceptualPrecision) · 100
    /// of the reference's in CIE94 ΔE (0.98 to 0.99 is about what the eye tells apart).
    /// `drawHierarchyInKeyWindow` is accepted for swift-snapshot-testing's tests: Popsnap draws one way,
    /// the way `drawHierarchy` draws (materials blurred), whatever it says.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 200), traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// ```
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view, _ in
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
    /// its traits and `traits` over them; `precision` and `perceptualPrecision` as for a view's `image`.
    ///
    /// ```swift
    /// assertSnapshot(of: PopUpWindow(title: "Saved"), as: .image(on: .iPhone13(.landscape)))
    /// ```
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let diffing = Diffing<Image>.image(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "png", diffing: diffing) { controller, _ in
            try MainActor.assumeIsolated { () throws(ViewDrawingError) in
                try SnapshotHost.image(of: controller, size: size ?? config.size, safeArea: config.safeArea, traits: merged)
            }
        }
    }

    /// The controller's view at `size` (its own when nil), no safe area, with `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), precision: precision, perceptualPrecision: perceptualPrecision)
    }
}
