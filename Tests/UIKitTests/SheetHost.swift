import Testing
@_spi(PopsnapTesting) @testable import UIKit
import Popsnap
import PopsnapLayout
import PopsnapRaster

/// A white presenting screen in an iPhone 13's window (390 x 844 pt, 47 pt over and 34 pt under the safe
/// area, 3x), and the sheet kind's render of the same screen, for the sheet tests.
@MainActor
enum SheetHost {
    static let size = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let traits = UITraitCollection(displayScale: 3)

    /// The window with a presenter filling it, `content` presented over it, configured by `configure`.
    static func present(_ content: UIViewController = UIViewController(), animated: Bool = false, traits: UITraitCollection = traits,
                        _ configure: (UISheetPresentationController) -> Void = { _ in }) -> (window: UIWindow, presenter: UIViewController) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screenSafeArea = safeArea
        window.traitOverrides = traits
        let presenter = UIViewController()
        presenter.view.backgroundColor = .systemBackground
        window.rootViewController = presenter
        window.layoutIfNeeded()
        if let sheet = content.sheetPresentationController { configure(sheet) }
        presenter.present(content, animated: animated)
        return (window, presenter)
    }

    /// The window drawn, as a still draws it.
    static func image(_ content: UIViewController = UIViewController(), _ configure: (UISheetPresentationController) -> Void = { _ in }) throws -> Image {
        try present(content, configure).window.drawnImage(scale: 3)
    }

    /// The sheet kind's empty sheet on the same screen (no status bar, no home indicator, as the window draws none).
    static func kindSpec(_ detent: SheetDetent, grabber: Bool = false, ios: IOSLook = .ios26) -> PopupSpec {
        var spec = PopupSpec(popup: SheetPopup(detent: detent, grabber: grabber, root: CustomPopup(root: Element(.box, name: "content", role: "content"))))
        spec.screen = .device(.iPhone13)
        spec.scale = 3
        spec.ios = ios
        return spec
    }

    static func kindImage(_ detent: SheetDetent, grabber: Bool = false, ios: IOSLook = .ios26) throws -> Image {
        try PopupRenderer().render(kindSpec(detent, grabber: grabber, ios: ios).scene())
    }

    /// Pixel (x, y) in device pixels, as RGBA bytes.
    static func pixel(_ image: Image, _ x: Int, _ y: Int) throws -> [UInt8] {
        Array(try image.cropped(to: PixelRect(x: x, y: y, width: 1, height: 1)).pixels)
    }
}
