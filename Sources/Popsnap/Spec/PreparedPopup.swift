/// A spec with its overrides applied and its limits checked, and the scene made from it for that check:
/// what a render, a lint or a verification draws, so the scene is made once.
///
/// ```swift
/// let popup = try PopupSpec.prepare(file: "Snapshots/alert.json", overrides: SpecOverrides())
/// let image = try renderer.render(popup.scene)
/// ```
public struct PreparedPopup: Sendable {
    /// The spec, `SpecOverrides` applied to it and `SpecLimits` checked on it.
    public let spec: PopupSpec
    /// `spec.scene()`, made once.
    public let scene: PopupScene
}
