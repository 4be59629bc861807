import Popsnap
import PopsnapSnapshot
@_spi(PopsnapTesting) import UIKit

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as UIKit's `recursiveDescription` prints it, at the view's own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree, laid out at `size` (the view's own when nil) with `traits` as `image` lays it out,
    /// as UIKit's `recursiveDescription` prints it, a line a view, without addresses, against a `.txt`
    /// reference diffed as lines: where a change moved or hid a view, in numbers.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .recursiveDescription)
    /// // <Card; frame = (0 0; 200 80); layer = <CALayer>>
    /// //    | <UILabel; frame = (12 12; 176 56); text = 'Saved'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
    /// ```
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view, _ in
            MainActor.assumeIsolated {
                purgingPointers(SnapshotHost.recursiveDescription(of: view, size: size, safeArea: .zero, traits: traits))
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree as UIKit's `recursiveDescription` prints it, at its view's own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view tree, laid out on `config`'s screen (`size` replacing its size) with its
    /// traits and `traits` over them, as `image(on:)` lays it out, described as a view's
    /// `recursiveDescription` is.
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe))
    /// ```
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        return Snapshotting(pathExtension: "txt", diffing: .lines) { controller, _ in
            MainActor.assumeIsolated {
                purgingPointers(SnapshotHost.recursiveDescription(of: controller, size: size ?? config.size,
                                                                  safeArea: config.safeArea, traits: merged))
            }
        }
    }
}

/// `text` without the addresses that change every run, as swift-snapshot-testing purges them: any
/// lowercase hexadecimal `0x…` with the colon and spaces before it, keeping the spaces after
/// (`<UIView: 0x7f9…; frame` → `<UIView; frame`), in a label's text too.
func purgingPointers(_ text: String) -> String {
    text.replacing(#/:?\s*0x[\da-f]+(\s*)/#) { String($0.output.1) }
}
