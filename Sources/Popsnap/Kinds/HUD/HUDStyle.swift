/// Which HUD library's look a `hud` draws (`"style"` in a spec): seed 002's JKProgressHUD, or the look of a
/// HUD library apps ship, with the metrics of its own source.
public enum HUDStyle: String, Sendable, CaseIterable {
    /// Seed 002's JKProgressHUD: the default, drawn as it always was.
    case jkProgressHUD = "jkprogresshud"
    /// SVProgressHUD (github.com/SVProgressHUD/SVProgressHUD): `SVProgressHUDPopup`.
    case svProgressHUD = "svprogresshud"
    /// JGProgressHUD (github.com/JonasGessner/JGProgressHUD): `JGProgressHUDPopup`.
    case jgProgressHUD = "jgprogresshud"
}

/// A HUD library's popup, drawn by a `HUDPopup` in place of seed 002's look.
public enum HUDLibrary: Sendable {
    case svProgressHUD(SVProgressHUDPopup)
    case jgProgressHUD(JGProgressHUDPopup)

    public var style: HUDStyle {
        switch self {
        case .svProgressHUD: return .svProgressHUD
        case .jgProgressHUD: return .jgProgressHUD
        }
    }

    /// The library's own popup, which draws it.
    public var popup: any PopupKind {
        switch self {
        case let .svProgressHUD(p): return p
        case let .jgProgressHUD(p): return p
        }
    }
}
