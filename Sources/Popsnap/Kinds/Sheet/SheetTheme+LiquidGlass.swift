import PopsnapRaster
import PopsnapText

extension SheetTheme {
    /// iOS 26's sheet: at a partial height (medium, or a custom height) Liquid Glass floating
    /// inside the screen's edges with all four corners rounded; at the large detent opaque, on the edges,
    /// its top corners rounded. The screen behind is dimmed, not shrunk.
    ///
    /// Sources. "Measured" is a real iOS 26.2 UISheetPresentationController (`.pageSheet` at a partial
    /// detent) in bloggure/bloggure.github.io (images/post/sheet-262-issue.png, January 2026), an iPhone of
    /// 393 x 852 pt drawn in its frame at 0.682 px a point (the screen 268 px wide), so ±1.5 pt; the article
    /// says iOS applies the glass only when the sheet does not fill the screen. WWDC25's "Build a UIKit app
    /// with the new design" describes the inset, glass partial sheets and their concentric corners, with no
    /// figure. Dark: no iOS 26 dark sheet was found; dark values are the system colours', as each says.
    ///
    /// ```swift
    /// var glass = SheetTheme.liquidGlass
    /// glass.floatingInset = 12
    /// ```
    public static var liquidGlass: SheetTheme {
        var t = SheetTheme()
        // 38 pt: measured, the top corners' edge fits a 26 px circle (38 pt) from 4.5 to 16.5 px down (7.5,
        // 4.5 and 1.5 px in against 7.7, 5.1 and 1.8), flatter near the top as a continuous corner is.
        // Concentric with an iPhone 15's 55 pt display corners at the 8 pt inset would be 47: the measurement
        // wins. The large detent rounds its top corners by the same.
        t.cornerRadius = 38.0
        // The glass of a partial-height sheet: regular glass (UIKit's sheet `backgroundEffect` default),
        // tinted so that over the measured dimmed screen (204) it reads the measured fill (222): white at 0.1
        // over the regular veil's lift. Dark: secondarySystemBackground's #1C1C1E at 0.6, as the glass alert's.
        // nil draws the opaque `background` at every detent.
        t.material = .glass(Glass(.regular, tint: DynamicColor(light: Color.white.withAlpha(0.1),
                                                               dark: Color(r8: 0x1C, g8: 0x1C, b8: 0x1E).withAlpha(0.6))))
        // As iOS 18's (none measured on 26): continuous corners, the large detent's opaque fill
        // (systemBackground at the elevated level), its top 10 pt below the top safe area, the grabber.
        // A partial-height sheet floats 8 pt inside the screen's sides and bottom: measured 6.9 and 8.1 pt at
        // the sides (4.7 and 5.5 px), 8.1 at the bottom (5.5 px).
        t.floatingInset = 8.0
        // The dimming: black 20% in light, measured (the screen behind reads 204 where it is white, 1 − 204/255);
        // dark black 48%, UIKit's dimming view in dark as the system alert's (unmeasured).
        t.backdrop = DynamicColor(light: Color.black.withAlpha(0.2), dark: Color.black.withAlpha(0.48))
        return t
    }
}
