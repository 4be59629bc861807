import Popsnap
import PopsnapLayout

/// The options that describe a popup without a spec file, or override one: `render` and
/// `layout` share them, so what renders is exactly what `layout` prints. Wording follows issue 4.
enum PopupOptions {
    static let appearances = ["light", "dark"]

    static let spec = PositionalSpec(
        "SPEC.json",
        help: "The popup spec, a JSON file (see Docs/Specs.md and popsnap.schema.json). Without it, the popup "
            + "comes from --kind and the options below; with it, they override the spec. '-' reads it from standard input.",
        arity: .optional, acceptsStandardStream: true)

    /// `--ios`, which every command that draws a spec takes.
    static let ios = OptionSpec(names: ["--ios"], valueName: "18|26",
                                help: "The iOS look of system popups: 26's Liquid Glass, or 18's (iOS 13 to 18, an app that sets UIDesignRequiresCompatibility).",
                                defaultDescription: "the spec's ios, else 26")

    static let options: [OptionSpec] = [
        OptionSpec(names: ["--scale"], valueName: "N", help: "Pixels per point: \(Scale.expected)."),
        OptionSpec(names: ["--device"], valueName: "NAME",
                   help: "The canvas of a device, with its safe area and, unless --scale, its scale: "
                       + "\(SpecWording.list(NameTable(Device.self).names)) (Docs/Specs.md lists their sizes)."),
        OptionSpec(names: ["--orientation"], valueName: "portrait|landscape",
                   help: "Which way up the device is held: landscape swaps its canvas and turns its safe area and status bar."),
        ios,
        OptionSpec(names: ["--size"], valueName: "WxH",
                   help: "The canvas in points, such as 390x844, instead of a device."),
        OptionSpec(names: ["--appearance"], valueName: "light|dark", help: "The light or dark appearance."),
        OptionSpec(names: ["--content-size"], valueName: "SIZE",
                   help: "The user's text size: \(SpecWording.list(ContentSizeCategory.allCases.map(\.shortName))), or UIKit's names "
                       + "such as accessibilityLarge. Fonts given as text styles follow it (Dynamic Type); default L."),
        OptionSpec(names: ["--kind"], valueName: "KIND",
                   help: "The popup: \(SpecWording.list(PopupKinds.optionNames)). A custom popup needs a spec file."),
        OptionSpec(names: ["--locale"], valueName: "LOCALE",
                   help: "Translates a spec file's text into one of the locales its strings or variants name, such as de."),
        OptionSpec(names: ["--variant"], valueName: "AXIS=VALUE,…",
                   help: "Chooses a spec file's variant by its axes (locale, appearance, contentSize, device, orientation, scale, ios), "
                       + "such as locale=de,appearance=dark,contentSize=AX3; render --matrix takes a slice."),
        OptionSpec(names: ["--title"], valueName: "TEXT", help: "The popup's title.", allowsEmpty: true),
        OptionSpec(names: ["--message"], valueName: "TEXT", help: "The popup's message.", allowsEmpty: true),
        OptionSpec(names: ["--button"], valueName: "TITLE",
                   help: "A button's title; give it once per button, in order.", repeatable: true, allowsEmpty: true),
        OptionSpec(names: ["--background"], valueName: "COLOR|IMAGE.png",
                   help: "The app screen behind the popup: a colour (#RRGGBB, rgb(…), hsl(…), or a system colour "
                       + "name such as systemBlue) or a PNG screenshot, scaled to fill."),
        OptionSpec(names: ["--fonts-dir"], valueName: "DIR",
                   help: "A folder holding Popsnap's font files, used instead of the bundled ones; "
                       + "POPSNAP_FONTS_DIR does the same."),
    ] + LimitOptions.options

    /// A canvas is a device or a size, never both.
    static let exclusive = [["--device", "--size"]]
}
