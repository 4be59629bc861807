import PopsnapRaster

/// Whose look a `hud` has (`"style"` in a spec): seed 002's JKProgressHUD, or the look of a HUD library
/// apps ship, with the metrics of its own source.
public enum HUDStyle: String, Sendable, CaseIterable {
    /// Seed 002's JKProgressHUD (`HUDPopup`'s own `mode`, `label` and `theme`); the default.
    case jkProgressHUD = "jkprogresshud"
    /// MBProgressHUD 1.2.0 on iOS 13 and later (`MBProgressHUDPopup`).
    case mbProgressHUD = "mbprogresshud"
    /// SVProgressHUD (github.com/SVProgressHUD/SVProgressHUD): `SVProgressHUDPopup`.
    case svProgressHUD = "svprogresshud"
    /// JGProgressHUD (github.com/JonasGessner/JGProgressHUD): `JGProgressHUDPopup`.
    case jgProgressHUD = "jgprogresshud"
}

/// A HUD drawn in a library's own look, as a `hud` of that style.
///
/// ```swift
/// HUDPopup(.mbProgressHUD(MBProgressHUDPopup(mode: .determinate(progress: 0.25), label: "Loading…")))
/// ```
public enum HUDLibrary: Sendable {
    /// MBProgressHUD's HUD, drawn as `MBProgressHUDPopup` describes it.
    case mbProgressHUD(MBProgressHUDPopup)
    /// SVProgressHUD's HUD, drawn as `SVProgressHUDPopup` describes it.
    case svProgressHUD(SVProgressHUDPopup)
    /// JGProgressHUD's HUD, drawn as `JGProgressHUDPopup` describes it.
    case jgProgressHUD(JGProgressHUDPopup)

    /// The `HUDStyle` naming this library, as a spec's `"style"` does.
    public var style: HUDStyle {
        switch self {
        case .mbProgressHUD: return .mbProgressHUD
        case .svProgressHUD: return .svProgressHUD
        case .jgProgressHUD: return .jgProgressHUD
        }
    }

    /// The library's HUD as a popup of its own.
    public var popup: any PopupKind {
        switch self {
        case let .mbProgressHUD(hud): return hud
        case let .svProgressHUD(hud): return hud
        case let .jgProgressHUD(hud): return hud
        }
    }
}

extension HUDLibrary {
    /// The options changing the library's HUD, as that library's labels and button take them.
    mutating func apply(_ o: SpecOverrides) throws(PopsnapError) {
        switch self {
        case var .mbProgressHUD(hud):
            try hud.apply(o)
            self = .mbProgressHUD(hud)
        case var .svProgressHUD(hud):
            try hud.apply(o)
            self = .svProgressHUD(hud)
        case var .jgProgressHUD(hud):
            try hud.apply(o)
            self = .jgProgressHUD(hud)
        }
    }
}
