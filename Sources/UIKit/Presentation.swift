/// What `present` and `dismiss` do to the window: the presented controller's view laid over the
/// presenting one, as the full-screen styles leave it once their transition ends.
@MainActor
enum Presentation {
    static func present(_ presented: UIViewController, from presenter: UIViewController) {
        var top = presenter
        while let next = top.presentedViewController { top = next }
        guard let window = presenter.viewIfLoaded?.window else {
            return UIKitLog.write("Attempt to present \(describe(presented)) on \(describe(presenter)) whose view is not in the window hierarchy.")
        }
        switch presented.modalPresentationStyle {
        case .overFullScreen, .overCurrentContext, .fullScreen, .currentContext:
            break
        case .pageSheet, .formSheet, .automatic:
            preconditionFailure("present(_:animated:completion:) with modalPresentationStyle .pageSheet, .formSheet or .automatic (the default) is not supported yet: set .overFullScreen or .fullScreen")
        }
        top.presentedViewController = presented
        presented.presentingViewController = top
        let view: UIView = presented.view
        presented.viewWillAppear(false)
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .currentContext {
            // Once a full-screen transition ends, UIKit takes the presenting views out of the window.
            for covered in window.subviews where covered !== view { covered.isHiddenByPresentation = true }
        }
        window.layoutIfNeeded()
        presented.viewDidAppear(false)
    }

    static func dismiss(from controller: UIViewController) {
        let presented = controller.presentedViewController ?? controller
        guard let presenter = presented.presentingViewController else { return }
        if let next = presented.presentedViewController { dismiss(from: next) }
        presented.viewWillDisappear(false)
        let window = presented.viewIfLoaded?.window
        presented.viewIfLoaded?.removeFromSuperview()
        for view in window?.subviews ?? [] { view.isHiddenByPresentation = false }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.viewDidDisappear(false)
    }

    private static func describe(_ c: UIViewController) -> String {
        "<\(String(describing: type(of: c))): \(NSLayoutConstraint.address(c))>"
    }
}

/// UIKit's console warnings, on standard error.
enum UIKitLog {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data(("Warning: " + message + "\n").utf8))
    }
}
