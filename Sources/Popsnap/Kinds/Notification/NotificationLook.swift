import PopsnapRaster
import PopsnapText

/// What iOS 18's and iOS 26's banner themes both have, under the same spec keys.
protocol NotificationLook {
    var sideMargin: Double { get set }
    var topMargin: Double { get set }
    var cornerRadius: Double { get set }
    var cornerCurve: CornerCurve { get set }
    var material: SurfaceMaterial? { get set }
    var background: DynamicColor { get set }
    var inset: Double { get set }
    var bottomInset: Double { get set }
    var iconSize: Double { get set }
    var iconCornerRadius: Double { get set }
    var iconSpacing: Double { get set }
    var lineHeight: Double { get set }
    var lineBaseline: Double { get set }
    var titleToTime: Double { get set }
    var titleFont: DynamicFont { get set }
    var bodyFont: DynamicFont { get set }
    var timeFont: DynamicFont { get set }
    var textColor: DynamicColor { get set }
    var timeColor: DynamicColor { get set }
}

extension NotificationTheme: NotificationLook {}
extension NotificationGlassTheme: NotificationLook {}
