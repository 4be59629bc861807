import Testing
@testable import UIKit
import PopsnapLayout

/// A still snapshot shows where an animation ends: its block applies at once, its completion runs after
/// the code that began it and before the next drawing, as UIKit's completion runs once the animation ends.
@MainActor
struct AnimationCallTests {
    @Test func theBlockAppliesAtOnceAndTheCompletionBeforeTheNextDrawing() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let toast = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        toast.backgroundColor = .black
        root.addSubview(toast)
        var order: [String] = []
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { toast.alpha = 0 }, completion: { finished in
            order.append("completion \(finished)")
            toast.removeFromSuperview()
        })
        order.append("after animate")
        #expect(toast.alpha == 0)
        #expect(toast.superview === root, "the completion has not run yet")
        _ = try root.drawnImage(scale: 1)
        #expect(order == ["after animate", "completion true"])
        #expect(toast.superview == nil)
    }

    @Test func theSpringVariantAndTransitionsToo() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done = 0
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
                       animations: { view.frame.origin.y = 40 }, completion: { _ in done += 1 })
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.backgroundColor = .red },
                          completion: { _ in done += 1 })
        #expect(view.frame.origin.y == 40 && view.backgroundColor == .red && done == 0)
        AnimationEvents.runAll()
        #expect(done == 2)
    }
}
