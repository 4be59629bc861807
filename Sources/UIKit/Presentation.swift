import Popsnap

/// What `present` and `dismiss` do to the window: the presented controller's view laid over the
/// presenting one, and, when animated, moved in or out by its transition style.
@MainActor
enum Presentation {
    static func present(_ presented: UIViewController, from presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        var top = presenter
        while let next = top.presentedViewController { top = next }
        guard let window = presenter.viewIfLoaded?.window else {
            return UIKitLog.write("Attempt to present \(describe(presented)) on \(describe(presenter)) whose view is not in the window hierarchy.")
        }
        let sheet = presented.sheetPresentationController
        if sheet != nil {
            // A sheet over a sheet stacks them, shrinking the one behind: not drawn yet.
            precondition(top.sheetController?.chrome == nil, "present(_:animated:completion:) of a sheet from a controller presented as a sheet is not supported yet: present it from a full-screen controller, or set modalPresentationStyle = .overFullScreen")
        }
        top.presentedViewController = presented
        presented.presentingViewController = top
        let view: UIView = presented.view
        presented.viewWillAppear(animated)
        if let sheet {
            let chrome = SheetChrome(sheet: sheet, window: window, presenter: top.view)
            sheet.chrome = chrome
            chrome.install(view)
        } else {
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
        }
        window.layoutIfNeeded()
        let covers = presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .currentContext
        let finish = {
            // Once a full-screen transition ends, UIKit takes the presenting views out of the window.
            if covers { for covered in window.subviews where covered !== view { covered.isHiddenByPresentation = true } }
            presented.viewDidAppear(animated)
            completion?()
        }
        guard animated else { return finish() }
        AnimationEvents.schedule(after: transition(of: presented, view: view, window: window, in: true)) { finish() }
    }

    static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presented = controller.presentedViewController ?? controller
        guard let presenter = presented.presentingViewController else { return }
        if let next = presented.presentedViewController { dismiss(from: next, animated: false, completion: nil) }
        presented.viewWillDisappear(animated)
        let view = presented.viewIfLoaded
        let window = view?.window
        // The presenting views come back as the dismissal begins, under the leaving view.
        for covering in window?.subviews ?? [] { covering.isHiddenByPresentation = false }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        let sheet = presented.sheetController?.chrome
        let finish = {
            sheet?.remove()
            presented.sheetController?.chrome = nil
            view?.removeFromSuperview()
            presented.viewDidDisappear(animated)
            completion?()
        }
        guard animated, let view, let window else { return finish() }
        AnimationEvents.schedule(after: transition(of: presented, view: view, window: window, in: false)) { finish() }
    }

    /// Records the transition moving `view` in (or out) as `controller`'s transition style moves it, and
    /// returns how long it lasts. A cross-dissolve fades the view over 0.3 s, easing in and out, as
    /// `Transition.crossfade` draws a spec's; a vertical cover slides it from below the window (or back)
    /// on UIKit's presentation spring in 0.5 s, as `SlideMotion()` does. A sheet moves its card, dimming and
    /// presenting screen instead (`SheetChrome.transition(_:arriving:)`).
    private static func transition(of controller: UIViewController, view: UIView, window: UIWindow, in arriving: Bool) -> Double {
        if let alert = view as? AlertControllerView {
            // UIAlertController presents itself with its own motion, the kinds' appearance and disappearance.
            let motion = arriving ? Transition.appear() : Transition.disappear()
            alert.transition = motion
            record(view, .transitionTime, from: .seconds(0), to: .seconds(motion.defaultDuration), seconds: motion.defaultDuration, curve: .easing(.linear))
            return motion.defaultDuration
        }
        if let sheet = controller.sheetController?.chrome { return sheet.transition(controller.modalTransitionStyle, arriving: arriving) }
        switch controller.modalTransitionStyle {
        case .crossDissolve:
            let fade = Transition.crossfade()
            let shown = view.modelValue(.alpha), hidden = AnimatedValue.alpha(0)
            record(view, .alpha, from: arriving ? hidden : shown, to: arriving ? shown : hidden, seconds: fade.defaultDuration, curve: .easing(.easeInOut))
            return fade.defaultDuration
        case .coverVertical:
            let slide = SlideMotion()
            let home = view.modelValue(.geometry)
            let below = AnimatedValue.geometry(origin: CGPoint(x: view.untransformedOrigin.x, y: view.untransformedOrigin.y + window.bounds.height),
                                               size: view.bounds.size)
            record(view, .geometry, from: arriving ? below : home, to: arriving ? home : below, seconds: slide.duration, curve: .easing(slide.curve))
            return slide.duration
        }
    }

    /// An animation of `view`'s `property` the transition adds, its model value unchanged (UIKit animates
    /// the presentation layer only).
    static func record(_ view: UIView, _ property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue, seconds: Double,
                       curve: AnimationTiming.Curve) {
        guard let recording = AnimationRecording.current else { return }
        var timing = AnimationTiming(duration: seconds, delay: 0, options: [])
        timing.curve = curve
        // Held at `to` for the instant it ends, then the model value, which a dismissal removes.
        recording.add(PropertyAnimation(property: property, from: from, to: to, added: recording.now, timing: timing), to: view)
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
