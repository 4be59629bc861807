import PopsnapRaster

/// The look of iOS 26's notification banner: iOS 18's layout on Liquid Glass.
///
/// Sources. Apple's iOS 26 announcement and WWDC25's "Meet Liquid Glass" put notifications on the Lock
/// Screen and Home Screen in Liquid Glass, with no figures. The one iOS 26 reproduction found,
/// unionst/union-toast's iOS26NotifView (iOS26NotifView.swift, commit f300e0f, October 2025), keeps a
/// 24 pt continuous corner, iOS 18's. No iOS 26 banner screenshot was found to measure, so every size is
/// iOS 18's (`NotificationTheme`, from Apple's iOS 17 kit) and only the material and the flat fill change.
extension NotificationTheme {
    /// iOS 26's banner: iOS 18's theme with regular glass (WWDC25: the variant for legibility over any
    /// content) under the tint the iOS 26 alert's measured fill gives (`SystemAlertTheme.liquidGlass.material`:
    /// (254, 254, 255) at 0.6 light, #1C1C1E at 0.6 dark), the nearest measured glass platter; without the
    /// material, the alert's measured light fill and systemMaterial's dark tint.
    /// ```swift
    /// var glass = NotificationTheme.liquidGlass
    /// glass.material = .glass(.clear)      // over a photo
    /// ```
    public static var liquidGlass: NotificationTheme {
        var t = NotificationTheme()
        t.material = .glass(Glass(.regular, tint: DynamicColor(
            light: Color(r8: 254, g8: 254, b8: 255).withAlpha(0.6), dark: Color(r8: 0x1C, g8: 0x1C, b8: 0x1E).withAlpha(0.6))))
        t.background = DynamicColor(light: Color(r8: 236, g8: 236, b8: 239), dark: Color(r8: 25, g8: 25, b8: 25).withAlpha(0.78))
        return t
    }
}
