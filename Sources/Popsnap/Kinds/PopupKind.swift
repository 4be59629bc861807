import PopsnapLayout
import PopsnapRaster

/// A kind of popup: what it shows and its theme, as values, and the element tree that draws them.
/// Each built-in kind is one folder of Kinds/; a type of your own that conforms is drawn like them from
/// Swift (a spec file can name only the built-in kinds).
///
/// ```swift
/// var spec = PopupSpec(popup: AlertPopup(title: "Error", message: "Sorry, that email address is already used!"))
/// let image = try PopupRenderer().render(spec.scene())
/// let tree = spec.popup.element(traits: Traits(appearance: .dark, contentSize: .accessibilityLarge))
/// ```
public protocol PopupKind: Sendable {
    /// The popup's element tree for `traits`, before layout (the scale is there for hairlines one pixel wide).
    func element(traits: Traits) -> Element
    /// The dimming the kind puts over the screen when the spec gives none; nil for none.
    func backdrop(traits: Traits) -> Color?
    /// Where the popup goes for `traits`: centred on the screen unless the kind says otherwise.
    func placement(traits: Traits) -> PopupPlacement
    /// The tree drawn instead when a one-line label of `element(traits:)` is wider than its frame
    /// (iOS 26 stacks an alert's two actions then); nil when the kind has none.
    func elementWhenLabelsDoNotFit(traits: Traits) -> Element?
    /// The tree for `traits` on `screen`: a kind whose size follows the screen's (a sheet's detent) draws it
    /// here; the others' tree is `element(traits:)` on any screen.
    func element(traits: Traits, on screen: Screen) -> Element
    /// What becomes of the app screen behind the popup on `screen` (iOS 18's page sheet at the large detent
    /// shrinks it); nil leaves it as it is, as every kind but the sheet does.
    func presentingScreen(traits: Traits, on screen: Screen) -> PresentingScreen?
    /// The keyboard drawn under the popup for `traits` and `locale` (whose letters it shows), the popup
    /// centred above it; nil (the default) for none.
    func keyboard(traits: Traits, locale: String?) -> Keyboard?
    /// How it slides in and out (`Transition.slideIn`, `.slideOut`): UIKit's presentation from the bottom
    /// unless the kind moves its own way.
    func slide(traits: Traits) -> SlideMotion
}

extension PopupKind {
    public func placement(traits: Traits) -> PopupPlacement { .centredOnScreen }
    public func elementWhenLabelsDoNotFit(traits: Traits) -> Element? { nil }
    public func element(traits: Traits, on screen: Screen) -> Element { element(traits: traits) }
    public func presentingScreen(traits: Traits, on screen: Screen) -> PresentingScreen? { nil }
    public func keyboard(traits: Traits, locale: String?) -> Keyboard? { nil }
    public func slide(traits: Traits) -> SlideMotion { SlideMotion() }
}

/// A kind that spec files and command-line options can name: how it reads its `popup` object and `theme`,
/// how many buttons it has, and what `--title`, `--message` and `--button` mean to it.
protocol SpecKind: PopupKind {
    /// Its `popup.kind` in a spec and its `--kind` on the command line.
    static var name: String { get }
    /// The keys its `popup` object takes, "kind" included; the schema test compares them with the schema.
    static var keys: [String] { get }
    /// The keys its `theme` takes; nil when it takes no theme.
    static var themeKeys: [String]? { get }
    /// Whether the options alone can describe one (`--kind`), without a spec file.
    static var describedByOptions: Bool { get }
    /// Where in a spec its elements are written, for errors about the laid-out tree.
    static var elementsPath: String { get }

    /// The popup from its checked `popup` object and the spec's `theme`.
    static func decode(_ popup: SpecObject, theme: SpecReader?, context: SpecContext) throws(SpecError) -> Self
    /// The popup that `--title`, `--message` and `--button` describe.
    static func make(options: SpecOverrides) throws(PopsnapError) -> Self
    /// The options changing a spec file's text.
    mutating func apply(_ options: SpecOverrides) throws(PopsnapError)
    /// The first rule of the kind its values break, nil when they keep them all: checked once the values
    /// are made, whoever made them (a spec's decoder, the options, Swift code).
    func brokenRule() -> BrokenKindRule?
}

extension SpecKind {
    static var describedByOptions: Bool { true }
    static var elementsPath: String { "popup" }
    func brokenRule() -> BrokenKindRule? { nil }
}

/// What a kind's decoder needs besides its own object. No trait is here: colours and fonts stay dynamic
/// until the scene is made, so one decoded popup serves every appearance, text size and iOS look.
struct SpecContext {
    /// The locale text is translated into; nil for the spec's own language.
    let locale: String?
    let strings: LocalizedStrings
    let files: SpecFiles
    let limits: SpecLimits
}

extension SpecReader {
    /// Text a user reads (a title, a message, a button): the string, translated into the context's locale
    /// when the spec's `strings` have it.
    func text(_ context: SpecContext) throws(SpecError) -> String {
        context.strings.text(try string(), locale: context.locale)
    }

    /// Text that may not be empty (an action's title, OK), translated.
    func nonEmptyText(_ context: SpecContext) throws(SpecError) -> String {
        context.strings.text(try nonEmptyString(), locale: context.locale)
    }
}
