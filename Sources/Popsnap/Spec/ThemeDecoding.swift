import PopsnapRaster
import PopsnapText

/// A spec's `theme` object: overrides of a kind's default metrics, colours and fonts, by name.
enum ThemeDecoding {
    typealias Setter<T> = (inout T, SpecReader, Appearance) throws(SpecError) -> Void

    /// The keys each kind's theme takes, by `popup.kind`, from the setter tables the decoder applies; a custom
    /// popup takes no theme. The schema test compares them with `popsnap.schema.json`.
    static let keys: [String: [String]] = [
        "alert": alertSetters.keys.sorted(), "confirmation": confirmationSetters.keys.sorted(),
        "hud": hudSetters.keys.sorted(), "system-alert": systemAlertSetters.keys.sorted(),
    ]

    static func apply<T>(_ theme: inout T, _ r: SpecReader, appearance: Appearance, _ table: [String: Setter<T>]) throws(SpecError) {
        let o = try r.object(keys: table.keys.sorted())
        for key in o.keys {
            guard let value = o.optional(key) else { continue }
            try table[key]!(&theme, value, appearance)
        }
    }

    static func length<T>(_ kp: WritableKeyPath<T, Double>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: Appearance) throws(SpecError) in t[keyPath: kp] = try r.length() }
    }
    static func color<T>(_ kp: WritableKeyPath<T, Color>) -> Setter<T> {
        { (t: inout T, r: SpecReader, a: Appearance) throws(SpecError) in t[keyPath: kp] = try r.color(a) }
    }
    static func optionalColor<T>(_ kp: WritableKeyPath<T, Color?>) -> Setter<T> {
        { (t: inout T, r: SpecReader, a: Appearance) throws(SpecError) in t[keyPath: kp] = try r.color(a) }
    }
    /// A colour given once stands for both appearances.
    static func dynamic<T>(_ kp: WritableKeyPath<T, DynamicColor>) -> Setter<T> {
        { (t: inout T, r: SpecReader, a: Appearance) throws(SpecError) in t[keyPath: kp] = DynamicColor(try r.color(a)) }
    }
    static func font<T>(_ kp: WritableKeyPath<T, TextStyle>) -> Setter<T> {
        { (t: inout T, r: SpecReader, _: Appearance) throws(SpecError) in t[keyPath: kp] = try r.textStyle(base: t[keyPath: kp]) }
    }

    static func alert(_ t: inout AlertTheme, _ r: SpecReader, appearance: Appearance) throws(SpecError) {
        try apply(&t, r, appearance: appearance, alertSetters)
    }

    static var alertSetters: [String: Setter<AlertTheme>] {
        [
            "width": length(\.width), "background": color(\.background), "borderWidth": length(\.borderWidth),
            "borderColor": color(\.borderColor), "cornerRadius": length(\.cornerRadius), "titleHeight": length(\.titleHeight),
            "titleBackground": color(\.titleBackground), "titleColor": color(\.titleColor), "titleFont": font(\.titleFont),
            "messageFont": font(\.messageFont), "messageColor": color(\.messageColor), "messageMinHeight": length(\.messageMinHeight),
            "messageInset": length(\.messageInset), "gap": length(\.gap), "buttonHeight": length(\.buttonHeight),
            "buttonBackground": color(\.buttonBackground), "buttonTitleColor": color(\.buttonTitleColor),
            "buttonFont": font(\.buttonFont), "backdrop": color(\.backdrop),
        ]
    }

    static func confirmation(_ t: inout ConfirmationTheme, _ r: SpecReader, appearance: Appearance) throws(SpecError) {
        try apply(&t, r, appearance: appearance, confirmationSetters)
    }

    static var confirmationSetters: [String: Setter<ConfirmationTheme>] {
        [
            "width": length(\.width), "background": color(\.background), "cornerRadius": length(\.cornerRadius),
            "inset": length(\.inset), "spacing": length(\.spacing), "iconSize": length(\.iconSize), "iconColor": color(\.iconColor),
            "titleFont": font(\.titleFont), "titleColor": color(\.titleColor), "messageFont": font(\.contentFont),
            "messageColor": color(\.contentColor), "spacerHeight": length(\.spacerHeight), "buttonSpacing": length(\.buttonSpacing),
            "buttonHeight": length(\.buttonHeight), "buttonCornerRadius": length(\.buttonCornerRadius),
            "cancelBorderWidth": length(\.cancelBorderWidth), "cancelColor": color(\.cancelColor), "buttonFont": font(\.buttonFont),
            "okBackground": color(\.okBackground), "okTitleColor": color(\.okTitleColor), "backdrop": color(\.backdrop),
        ]
    }

    static func hud(_ t: inout HUDTheme, _ r: SpecReader, appearance: Appearance) throws(SpecError) {
        try apply(&t, r, appearance: appearance, hudSetters)
    }

    static var hudSetters: [String: Setter<HUDTheme>] {
        [
            "background": color(\.background), "cornerRadius": length(\.cornerRadius), "minimumSize": length(\.minimumSize),
            "padding": length(\.padding), "spacing": length(\.spacing), "indicatorSize": length(\.indicatorSize),
            "indicatorColor": color(\.indicatorColor), "labelFont": font(\.labelFont), "labelColor": color(\.labelColor),
            "maximumWidth": length(\.maximumWidth), "barWidth": length(\.barWidth), "barHeight": length(\.barHeight),
            "backdrop": optionalColor(\.backdrop),
        ]
    }

    static func systemAlert(_ t: inout SystemAlertTheme, _ r: SpecReader, appearance: Appearance) throws(SpecError) {
        try apply(&t, r, appearance: appearance, systemAlertSetters)
    }

    static var systemAlertSetters: [String: Setter<SystemAlertTheme>] {
        [
            "width": length(\.width), "cornerRadius": length(\.cornerRadius), "background": dynamic(\.background),
            "sideInset": length(\.sideInset), "topInset": length(\.topInset), "bottomInset": length(\.bottomInset),
            "titleGap": length(\.titleGap), "titleFont": font(\.titleFont), "messageFont": font(\.messageFont),
            "textColor": dynamic(\.textColor), "buttonHeight": length(\.buttonHeight), "buttonFont": font(\.buttonFont),
            "cancelFont": font(\.cancelFont), "tint": dynamic(\.tint), "destructive": dynamic(\.destructive),
            "separator": dynamic(\.separator), "backdrop": dynamic(\.backdrop),
        ]
    }
}
