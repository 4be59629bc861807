/// The result builder of a `Popup`'s and a stack's content, as SwiftUI's `ViewBuilder`: views one a
/// line, `if` / `else`, `switch`, optional views and `for` loops.
///
/// ```swift
/// VStack(spacing: 8) {
///     Text("Saved")
///     if showsDetail { Text("Your changes are in the cloud.") }
///     for title in ["Undo", "OK"] { Button(title).named(title.lowercased()) }
/// }
/// ```
@resultBuilder
public enum PopupContentBuilder {
    public static func buildExpression(_ view: some PopupView) -> [any PopupView] { [view] }
    public static func buildBlock(_ parts: [any PopupView]...) -> [any PopupView] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any PopupView]?) -> [any PopupView] { part ?? [] }
    public static func buildEither(first part: [any PopupView]) -> [any PopupView] { part }
    public static func buildEither(second part: [any PopupView]) -> [any PopupView] { part }
    public static func buildArray(_ parts: [[any PopupView]]) -> [any PopupView] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any PopupView]) -> [any PopupView] { part }
    public static func buildFinalResult(_ parts: [any PopupView]) -> PopupGroup { PopupGroup(views: parts) }
}
