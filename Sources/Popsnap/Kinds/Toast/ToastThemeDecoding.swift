/// A toast spec's `theme`: `{"pill": {...}, "square": {...}, "banner": {...}}`, each style's keys in its
/// own object, since the three looks share names (a corner radius, a font) with different meanings. The
/// pill's keys set both iOS looks, as the system alert's do.
enum ToastThemeDecoding {
    typealias D = ThemeDecoding

    static var pillSetters: [String: D.Setter<ToastPillTheme>] {[
        "height": D.length(\.height), "minWidth": D.length(\.minWidth), "maxWidth": D.length(\.maxWidth),
        "sideInset": D.length(\.sideInset), "iconSize": D.length(\.iconSize), "iconToText": D.length(\.iconToText),
        "titleToSubtitle": D.length(\.titleToSubtitle), "titleFont": D.font(\.titleFont), "subtitleFont": D.font(\.subtitleFont),
        "titleColor": D.color(\.titleColor), "subtitleColor": D.color(\.subtitleColor), "iconColor": D.color(\.iconColor),
        "material": D.material(\.material), "background": D.flatBackground(\.background, replacing: \.material),
        "edgeMargin": margin(\.edgeMargin), "stackSpacing": D.length(\.stackSpacing),
    ]}

    static var squareSetters: [String: D.Setter<ToastSquareTheme>] {[
        "width": D.length(\.width), "cornerRadius": D.length(\.cornerRadius), "cornerCurve": D.cornerCurve(\.cornerCurve),
        "sideInset": D.length(\.sideInset), "iconSize": D.length(\.iconSize), "iconTop": D.length(\.iconTop),
        "iconToTitle": D.length(\.iconToTitle), "titleToSubtitle": D.length(\.titleToSubtitle), "bottomInset": D.length(\.bottomInset),
        "textOnlyInset": D.length(\.textOnlyInset), "titleFont": D.font(\.titleFont), "subtitleFont": D.font(\.subtitleFont),
        "contentColor": D.color(\.contentColor), "material": D.material(\.material),
        "background": D.flatBackground(\.background, replacing: \.material), "edgeMargin": margin(\.edgeMargin),
        "stackSpacing": D.length(\.stackSpacing),
    ]}

    static var bannerSetters: [String: D.Setter<ToastBannerTheme>] {[
        "floatMargin": D.length(\.floatMargin), "floatSideMargin": D.length(\.floatSideMargin), "cornerRadius": D.length(\.cornerRadius),
        "contentInset": D.length(\.contentInset), "iconSize": D.length(\.iconSize), "iconToText": D.length(\.iconToText),
        "titleToSubtitle": D.length(\.titleToSubtitle), "titleFont": D.font(\.titleFont), "subtitleFont": D.font(\.subtitleFont),
        "buttonFont": D.font(\.buttonFont), "buttonHeight": D.length(\.buttonHeight), "buttonColor": D.color(\.buttonColor),
        "separatorColor": D.color(\.separatorColor), "noteFont": D.font(\.noteFont), "statusBarHeight": D.length(\.statusBarHeight),
        "statusBarFont": D.font(\.statusBarFont), "background": D.color(\.background), "contentColor": D.color(\.contentColor), "iconColor": D.color(\.iconColor),
        "stackSpacing": D.length(\.stackSpacing),
    ]}

    /// A distance from the safe area's edge, into it when negative (SPIndicator's -3).
    static func margin<T>(_ kp: WritableKeyPath<T, Double>) -> D.Setter<T> {
        { (t: inout T, r: SpecReader, _: SpecContext) throws(SpecError) in t[keyPath: kp] = try r.number(in: -1000...1000) }
    }

    /// Each style's object applied to that style's theme (the pill's to both looks).
    static func apply(_ r: SpecReader, to popup: inout ToastPopup, context: SpecContext) throws(SpecError) {
        let o = try r.object(keys: ToastPopup.themeKeys ?? [])
        if let pill = o.optional(ToastStyle.pill.rawValue) {
            try D.apply(&popup.pillTheme, pill, context: context, pillSetters)
            try D.apply(&popup.glassPillTheme, pill, context: context, pillSetters)
        }
        if let square = o.optional(ToastStyle.square.rawValue) { try D.apply(&popup.squareTheme, square, context: context, squareSetters) }
        if let banner = o.optional(ToastStyle.banner.rawValue) { try D.apply(&popup.bannerTheme, banner, context: context, bannerSetters) }
    }
}
