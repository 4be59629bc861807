/// A spec with its overrides applied and its limits checked, and the scene made from it for that check:
/// the one value a render, a lint, a verification, an animation and the memory budget take, so the scene
/// is made once.
///
/// ```swift
/// let popup = try PopupSpec.prepare(file: "Snapshots/alert.json", overrides: SpecOverrides())
/// try popup.checkBudget(verifying: .default, file: "Snapshots/alert.json")
/// let image = try renderer.render(popup.scene)
/// ```
public struct PreparedPopup: Sendable {
    /// The spec, `SpecOverrides` applied to it and `SpecLimits` checked on it.
    public let spec: PopupSpec
    /// `spec.scene()`, made once.
    public let scene: PopupScene

    init(spec: PopupSpec, scene: PopupScene) {
        self.spec = spec
        self.scene = scene
    }

    /// `spec` with its scene made now: a spec built in Swift, or one loaded and changed.
    public init(_ spec: PopupSpec) {
        self.init(spec: spec, scene: spec.scene())
    }
}
