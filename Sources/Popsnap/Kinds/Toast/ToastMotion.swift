/// How toasts come and go: from the edge they are pinned to, on a spring that overshoots, the newest
/// pushing the earlier ones along as it arrives.
extension ToastPopup {
    /// NotificationBanner's spring: `usingSpringWithDamping: 0.7` over its 0.5 s `animationDuration`
    /// (Daltron/NotificationBanner 9550d28, `BaseNotificationBanner.show` and
    /// `animateUpdatedBannerPositionFrames`, the stack's push), taken as a response of 0.5 s, as WWDC23's
    /// "Animate with springs" defines a spring's duration; it overshoots its place by 4.6% at 0.35 s.
    public static let spring = Easing.spring(damping: 0.7, response: 0.5)
    /// 0.7 s: the spring is within 0.3% of its place by then (at 0.5 s it is still 1.5% past it).
    public static let slideDuration = 0.7

    /// From the edge the toasts are pinned to (a centred one rises from the bottom), on `spring`; with a
    /// stack, only the newest toast comes from beyond the edge and the earlier ones are pushed from its place
    /// to theirs, as NotificationBanner moves the banners on screen when one is added.
    public func slide(traits: Traits) -> SlideMotion {
        var motion = SlideMotion(edge: resolvedPosition == .top ? .top : .bottom, curve: Self.spring, duration: Self.slideDuration)
        if !stack.isEmpty { motion.arriving = "container/toast[0]" }
        return motion
    }
}
