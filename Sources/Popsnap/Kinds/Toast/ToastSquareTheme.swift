import PopsnapRaster
import PopsnapText

/// Apple Music's "Added to Library" square: a large icon over a bold title and a message, in grey on a
/// thick material, in the centre of the screen.
///
/// Source: "SPAlert" is ivanvorobei/SPAlert (AlertKit, commit e8a0208, August 2024),
/// `AlertAppleMusic16View.swift`, which reproduces the square of iOS 16 and before; the layout taken is its
/// `AlertLayout` for a custom icon (its done and error presets shift the icon by a few points).
public struct ToastSquareTheme: Sendable {
    /// 250 pt wide: `sizeThatFits`'s width.
    public var width = 250.0
    /// 8 pt continuous corners: `layer.cornerRadius = 8`, `cornerCurve = .continuous`.
    public var cornerRadius = 8.0
    /// The corners' curve: continuous, as SPAlert sets it.
    public var cornerCurve = CornerCurve.continuous
    /// 16 pt from the sides to the text: `defaultHorizontalInset`.
    public var sideInset = 16.0
    /// A 100 pt square icon: the custom icon's `iconSize`.
    public var iconSize = 100.0
    /// The icon 43 pt below the top: the custom icon's `margins.top`.
    public var iconTop = 43.0
    /// The title 35 pt below the icon: `spaceBetweenIconAndTitle`.
    public var iconToTitle = 35.0
    /// The message 4 pt below the title: `titleLabel.frame.maxY + 4`.
    public var titleToSubtitle = 4.0
    /// 25 pt below the last line with an icon: the custom icon's `margins.bottom`.
    public var bottomInset = 25.0
    /// 23 pt above and below the text without an icon: `AlertLayout.message()`'s margins.
    public var textOnlyInset = 23.0
    /// The title in title2 bold (22 pt at the default size, following Dynamic Type), centred.
    public var titleFont = DynamicFont.preferred(.title2, weight: .bold, alignment: .center)
    /// The message in body (17 pt), centred.
    public var subtitleFont = DynamicFont.preferred(.body, alignment: .center)
    /// Text and icon in `defaultContentColor`: (88, 87, 88) light, (127, 127, 129) dark.
    public var contentColor = DynamicColor(light: Color(r8: 88, g8: 87, b8: 88), dark: Color(r8: 127, g8: 127, b8: 129))
    /// systemThickMaterial: the `backgroundView` blur. nil draws `background` flat.
    public var material: SurfaceMaterial? = .blur(.systemThickMaterial)
    /// The flat fill when `material` is nil: systemThickMaterial's tint.
    public var background = MaterialStyle.systemThickMaterial.tint
    /// Centred, so no edge: a square given `top` or `bottom` sits 16 pt inside the safe area, its side inset
    /// (SPAlert presents it only in the centre; the figure is Popsnap's choice).
    public var edgeMargin = 16.0
    /// 10 pt between stacked squares: NotificationBanner's space between banners (`spacerViewDefaultOffset`).
    public var stackSpacing = 10.0

    /// SPAlert's Apple Music square, each field at the value its comment gives.
    /// ```swift
    /// var square = ToastSquareTheme()
    /// square.width = 220
    /// ```
    public init() {}
}

extension ToastSquareTheme: DefaultInitializable {}
