/// How a popup slides in and out: from beyond which side of the screen, on which curve, for how long.
/// Each kind gives its own (`PopupKind.slide(traits:)`): an action sheet and a sheet rise from the bottom, a
/// banner drops from the top, a toast comes from its edge with a spring's overshoot.
///
/// The default is UIKit's presentation curve, the one a modal sheet and the keyboard rise on
/// (UIViewAnimationCurve 7), printed from the animation UIKit adds as a `CASpringAnimation` of mass 3 and
/// stiffness 1000 lasting 0.5 s (Apple Developer Forums thread 48088): a response of 2π·√(m / k) ≈ 0.344 s.
/// The same post gives a damping of 500, a ratio of 4.56, which would leave the popup 37% short of its place
/// when the 0.5 s end; a critically damped spring (ratio 1, no overshoot, as UIKit's system presentations
/// have none) is 98.4% of the way at 0.335 s, the duration Flutter's `cupertino/route.dart` measured for a
/// modal popup on an iOS 13 device, and 99.9% at 0.5 s. That is the one chosen.
///
/// ```swift
/// let drop = SlideMotion(edge: .top, curve: .spring(damping: 0.8, response: 0.5), duration: 0.6)
/// let frames = try AnimationRenderer(renderer: renderer).frames(of: scene, transition: .slideIn(drop),
///                                                              timeline: try Timeline(duration: drop.duration, fps: 60))
/// ```
public struct SlideMotion: Sendable, Equatable {
    /// The side of the screen the popup comes from and leaves by; leading and trailing follow the layout direction.
    public var edge: Edge
    /// How the way travelled follows time; a spring may overshoot the popup's place (the dimming does not).
    public var curve: Easing
    /// Seconds the slide lasts unless the animation says.
    public var duration: Double

    /// UIKit's presentation spring: mass 3 and stiffness 1000 (a 0.344 s response), critically damped.
    public static let uikitPresentation = Easing.spring(damping: 1, response: 2 * Double.pi * (3.0 / 1000).squareRoot())

    /// A slide from `edge` on `curve` lasting `duration` seconds; by default UIKit's modal presentation: from the
    /// bottom, on its spring, in 0.5 s.
    public init(edge: Edge = .bottom, curve: Easing = SlideMotion.uikitPresentation, duration: Double = 0.5) {
        (self.edge, self.curve, self.duration) = (edge, curve, duration)
    }
}

/// Where a sliding popup is in one frame: `away` of the way from its place (0) to wholly beyond `edge` (1);
/// below 0 when a spring carries it past its place.
struct SlideOffset: Equatable {
    var edge: Edge
    var away: Double
}
