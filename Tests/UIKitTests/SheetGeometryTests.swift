import Testing
@_spi(PopsnapTesting) @testable import UIKit
import Popsnap

/// Where a page sheet puts the presented view on an iPhone 13 (390 x 844 pt, safe area 47 over and 34
/// under), worked out by hand from the sheet kind's rules: the large detent leaves the top safe area and a
/// 10 pt gap above the sheet; medium is half the screen's height; a custom detent's value is the height
/// above the bottom safe area. iOS 26 floats a partial-height sheet 8 pt inside the sides and bottom; the
/// view's safe area is the part of the home indicator's inset it covers.
@MainActor
struct SheetGeometryTests {
    func placed(_ detents: [UISheetPresentationController.Detent], compatibility: Bool = false) -> (frame: CGRect, safe: UIEdgeInsets) {
        UIDesign.requiresCompatibility = compatibility
        defer { UIDesign.requiresCompatibility = false }
        let content = UIViewController()
        _ = SheetHost.present(content) { $0.detents = detents }
        let view: UIView = content.view
        return (view.convert(view.bounds, to: nil), view.safeAreaInsets)
    }

    @Test func largeFillsTheScreenBelowTheGap() {
        // 844 − 47 − 10 = 787 tall, from y = 57 to the bottom, the whole width, in both looks.
        for compatibility in [false, true] {
            let (frame, safe) = placed([.large()], compatibility: compatibility)
            #expect(frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(safe == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        }
    }

    @Test func mediumIsHalfTheScreenFloatingInIOS26() {
        // 844 / 2 = 422 from the display's bottom; floating, 8 pt in: 374 wide, 414 tall, its bottom at 836,
        // 26 pt of the home indicator's 34 under it.
        let (frame, safe) = placed([.medium()])
        #expect(frame == CGRect(x: 8, y: 422, width: 374, height: 414))
        #expect(safe == UIEdgeInsets(top: 0, left: 0, bottom: 26, right: 0))
        let (old, oldSafe) = placed([.medium()], compatibility: true)
        #expect(old == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(oldSafe == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func aCustomDetentIsItsValueAboveTheBottomSafeArea() {
        // 200 + 34 = 234 from the display's bottom (y = 610); floating, 226 tall and 374 wide, 200 of it
        // above its 26 pt safe area.
        let (frame, safe) = placed([.custom { _ in 200 }])
        #expect(frame == CGRect(x: 8, y: 610, width: 374, height: 226))
        #expect(Double(frame.height - safe.bottom) == 200)
        let (old, oldSafe) = placed([.custom { _ in 200 }], compatibility: true)
        #expect(old == CGRect(x: 0, y: 610, width: 390, height: 234))
        #expect(Double(old.height - oldSafe.bottom) == 200)
    }

    @Test func theResolverIsToldTheLargeDetentsValue() {
        // 787 − 34 = 753: the large detent above the bottom safe area; a larger value stops there.
        var told: CGFloat?
        let (frame, _) = placed([.custom { context in
            told = context.maximumDetentValue
            return 5000
        }], compatibility: true)
        #expect(told.map(Double.init) == 753)
        #expect(frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func theSmallestDetentUnlessOneIsSelected() {
        #expect(placed([.medium(), .large()]).frame.minY == 422)
        let content = UIViewController()
        _ = SheetHost.present(content) {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
        }
        #expect(content.view.convert(content.view.bounds, to: nil).minY == 57)
        // A resolver returning nil leaves its detent out.
        #expect(placed([.custom { _ in nil }, .large()]).frame.minY == 57)
    }

    @Test func onlySheetStylesHaveASheetPresentationController() {
        for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
            let c = UIViewController()
            c.modalPresentationStyle = style
            #expect(c.sheetPresentationController != nil)
            #expect(c.sheetPresentationController === c.sheetPresentationController)
        }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext] {
            let c = UIViewController()
            c.modalPresentationStyle = style
            #expect(c.sheetPresentationController == nil)
        }
    }

    @Test func aFormSheetIsAPageSheetOnAnIPhone() {
        let content = UIViewController()
        content.modalPresentationStyle = .formSheet
        _ = SheetHost.present(content) { $0.detents = [.medium()] }
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 8, y: 422, width: 374, height: 414))
    }

    @Test func dismissingTakesTheSheetAway() {
        let content = UIViewController()
        let (window, presenter) = SheetHost.present(content)
        presenter.dismiss(animated: false)
        #expect(window.subviews.count == 1 && window.subviews.first === presenter.view)
        #expect(content.view.superview == nil)
        #expect(presenter.presentedViewController == nil)
    }
}

/// The presenting screen shrinks behind iOS 18's large sheet as a picture does: its views keep their layout.
@MainActor
struct SheetPresenterLayoutTests {
    @Test func theShrunkPresenterKeepsItsSafeAreaLayout() {
        UIDesign.requiresCompatibility = true
        defer { UIDesign.requiresCompatibility = false }
        let window = UIWindow(frame: CGRect(origin: .zero, size: SheetHost.size))
        window.screenSafeArea = SheetHost.safeArea
        let presenter = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        presenter.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: presenter.view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: presenter.view.safeAreaLayoutGuide.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.rootViewController = presenter
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 47, width: 100, height: 40))
        presenter.present(UIViewController(), animated: false)
        box.setNeedsLayout()
        presenter.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(presenter.view.transform != .identity)
        #expect(box.frame == CGRect(x: 10, y: 47, width: 100, height: 40))
        #expect(presenter.view.safeAreaInsets == SheetHost.safeArea)
    }
}
