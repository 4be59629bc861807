import PopsnapGeometry
/// Where a popup is centred when it fits: on the whole screen, as a view centred in its window by
/// constraints is (the seeds: PopUpWindow, knConfirmation, JKProgressHUD), or in the safe area, as
/// UIAlertController's presentation is.
///
/// Measured on a real render (issue 21): an iPhone 11 (896 pt tall, 48 pt above the safe area, 34 below)
/// draws UIAlertController's alert with its centre at y = 455 pt, the safe area's centre
/// (48 + (896 − 48 − 34) / 2), not the screen's 448.
///
/// ```swift
/// var scene = spec.scene()
/// scene.placement = .centredInSafeArea
/// ```
public enum PopupPlacement: Sendable, Equatable {
    /// Centred on the whole screen, moved inside the safe area when it would cross it (the seeds).
    case centredOnScreen
    /// Centred in the safe area, as UIAlertController is (the system alert).
    case centredInSafeArea
    /// Against one side: its `edge` side `margin` points inside the safe area's edge (or the screen's, when
    /// `fromSafeArea` is false), centred along that side in the safe area: an action sheet above the home
    /// indicator, a toast under the Dynamic Island, a sheet on the screen's bottom edge. Leading and trailing
    /// follow the layout direction. One larger than the room it has keeps its edge (lint's `offscreen` reports
    /// the other side).
    case pinned(Edge, margin: Double = 0, fromSafeArea: Bool = true)
    /// Beside a rectangle of the screen, in points, as a popover beside its source: under it when its centre
    /// is in the screen's top half, over it otherwise; centred on it across, kept `margin` inside the safe
    /// area's sides (`popoverX`), and inside the safe area's top and bottom when the rectangle is beyond them.
    case beside(Rect, margin: Double)

    /// Whether a popover beside `source` goes under it (the screen's top half) or over it.
    static func opensDownward(from source: Rect, canvas: Size) -> Bool { source.y + source.height / 2 <= canvas.height / 2 }

    /// The left edge of a popover `width` wide beside `source`: centred on it, kept `margin` inside the safe
    /// area's sides (and at the left margin when it is wider than the room).
    static func popoverX(width: Double, beside source: Rect, margin: Double, canvas: Size, safeArea s: EdgeInsets) -> Double {
        let centred = source.x + source.width / 2 - width / 2
        return max(s.leading + margin, min(centred, canvas.width - s.trailing - margin - width))
    }
}
