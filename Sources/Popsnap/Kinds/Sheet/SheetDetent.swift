/// How tall a sheet stands (UISheetPresentationController.Detent): UIKit's two system detents, or a
/// height of your own.
///
/// ```swift
/// SheetPopup(detent: .height(300), root: Popup { Text("Filters").padding(20) })
/// ```
public enum SheetDetent: Sendable, Equatable {
    /// UIKit's `.medium()`: half the screen's height.
    case medium
    /// UIKit's `.large()`: the whole screen but the top safe area and a gap (`SheetTheme.topGap`).
    case large
    /// A custom detent (UIKit's `.custom { _ in points }`, SwiftUI's `.height(points)`): the sheet's height
    /// above the bottom safe area, which a sheet on the screen's edge covers besides.
    case height(Double)

    /// The detents a spec names as strings; a number is a height.
    enum Name: String, CaseIterable {
        case medium, large
    }

    /// The sheet's height in points on `screen` from the bottom edge of the display: medium half the
    /// screen's height and large all but the top safe area and `topGap`, both as UIKit's `.medium()` and
    /// `.large()` resolve; a custom height plus the bottom safe area, which UIKit does not count in a
    /// custom detent's value. Never taller than large.
    func height(on screen: Screen, topGap: Double) -> Double {
        let size = screen.size, safe = screen.safeArea
        let large = size.height - safe.top - topGap
        switch self {
        case .medium: return min(large, size.height / 2)
        case .large: return large
        case let .height(points): return min(large, points + safe.bottom)
        }
    }
}
