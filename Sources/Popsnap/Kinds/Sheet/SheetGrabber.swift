import PopsnapRaster

/// The sheet's grabber (UISheetPresentationController's `prefersGrabberVisible`): a capsule centred at the
/// top of the sheet, the same in both looks (Flutter's `CupertinoSheetRoute` draws iOS 18's; no iOS 26
/// figure differs in the renders measured).
///
/// ```swift
/// var theme = SheetTheme()
/// theme.grabber.color = DynamicColor(DynamicColor.systemGray.light)
/// ```
public struct SheetGrabber: Sendable, Equatable {
    /// 36 pt wide (Flutter's `dragHandleWidth`).
    public var width = 36.0
    /// 5 pt tall, a capsule (Flutter's `dragHandleHeight`).
    public var height = 5.0
    /// Its top 5 pt below the sheet's (Flutter's `dragHandleTopPadding`).
    public var top = 5.0
    /// tertiaryLabel: (60, 60, 67) at 0.3 in light and (235, 235, 245) at 0.3 in dark (Flutter's
    /// `CupertinoColors.tertiaryLabel`, Apple's values).
    public var color = DynamicColor(light: Color(r8: 60, g8: 60, b8: 67).withAlpha(0.3), dark: Color(r8: 235, g8: 235, b8: 245).withAlpha(0.3))

    /// The grabber as UIKit draws it, each field at the value its comment gives.
    public init() {}
}

extension SheetGrabber: DefaultInitializable {}
