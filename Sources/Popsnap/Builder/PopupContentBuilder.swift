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
    /// One view, as one line of a block: `Text("Saved")`.
    public static func buildExpression(_ view: some PopupView) -> [any PopupView] { [view] }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [any PopupView]...) -> [any PopupView] { parts.flatMap { $0 } }
    /// An `if` without `else`: its views, or none: `if let detail { Text(detail) }`.
    public static func buildOptional(_ part: [any PopupView]?) -> [any PopupView] { part ?? [] }
    /// The `if` branch of an `if` / `else`, or a `switch` case.
    public static func buildEither(first part: [any PopupView]) -> [any PopupView] { part }
    /// The `else` branch of an `if` / `else`, or a `switch` case.
    public static func buildEither(second part: [any PopupView]) -> [any PopupView] { part }
    /// A `for` loop's views, each pass's in turn: `for title in titles { Button(title) }`.
    public static func buildArray(_ parts: [[any PopupView]]) -> [any PopupView] { parts.flatMap { $0 } }
    /// An `if #available` branch's views.
    public static func buildLimitedAvailability(_ part: [any PopupView]) -> [any PopupView] { part }
    /// The block's views as a `PopupGroup`.
    public static func buildFinalResult(_ parts: [any PopupView]) -> PopupGroup { PopupGroup(views: parts) }
}
