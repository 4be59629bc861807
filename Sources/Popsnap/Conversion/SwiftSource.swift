import PopsnapFiles
import PopsnapLayout
import PopsnapGeometry
import PopsnapRaster

/// A spec as a Swift file declaring `let spec: PopupSpec = …`: the screen and traits as `PopupSpec`'s
/// init takes them, a custom tree in builder syntax (`Popup { … }`), a built-in kind as its value
/// (`AlertPopup(title: …)`, its theme as the differences from the default), then every other field that
/// differs from a new spec's (`spec.variants.locales = …`, `spec.animation?.fps = …`, `spec.lint.ignore = …`),
/// so the file draws the spec's bytes in every variant. What has no Swift form is refused with a
/// `ConversionError` naming its place, never left out.
///
/// ```swift
/// let spec = try PopupSpec.load(contentsOf: "Snapshots/custom.json")
/// print(try SwiftSource(spec, source: "custom.json").text)
/// ```
public struct SwiftSource: Sendable {
    /// The whole file.
    public let text: String

    /// What the first line of every file says of where it came from.
    static let signature = "written by Popsnap's SwiftSource"

    /// The kind of file `text` is, by its first line: what a write may replace without being told to.
    public static let outputKind = OutputKind.markedText(signature, name: "a Swift file written by Popsnap's SwiftSource")

    /// The fields `PopupSpec(popup:screen:…)` takes, or that say where the spec came from rather than what it draws.
    private static let notAssigned: Set<String> = ["popup", "screen", "scale", "appearance", "contentSize", "ios", "origin"]

    /// `spec`'s file; `source` names the spec in its first comment, `name` is the constant it declares,
    /// `path` is where the file will be written: its image files are named relative to its folder, as
    /// `ImageFile(named:)` reads them from beside the Swift file (nil: relative to the current folder).
    public init(_ spec: PopupSpec, source: String, name: String = "spec", writtenTo path: String? = nil) throws(ConversionError) {
        let writer = ValueSource(folder: path.map(PathParts.folder) ?? ".")
        if spec.ownMemoryLimit != nil { throw ConversionError(place: "limits.maxMemory", what: "a memory limit") }
        var lines = [
            "// \(SwiftLiterals.string(source).dropFirst().dropLast()) in Swift, \(Self.signature): the same pixels.",
            "import Popsnap",
            "",
            "let \(name): PopupSpec = {",
            "    var spec = PopupSpec(",
        ]
        let popup = try writer.expression(spec.popup, place: "popup")
        lines += ["        popup: " + popup.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n        ") + ","]
        lines += ["        " + Self.screen(spec).joined(separator: ", ")]
        lines += ["    )"]
        var spec = spec
        spec.translations = try Self.translations(spec, writer)
        let base = PopupSpec(popup: spec.popup, screen: spec.screen, scale: spec.scale, appearance: spec.appearance,
                             contentSize: spec.contentSize, ios: spec.ios)
        do {
            lines += try writer.assignments(spec, base: base, path: "spec", skipping: Self.notAssigned).map { "    " + ValueSource.indented($0) }
        } catch {
            // Named as the spec names it: "background", not the Swift variable's "spec.background".
            throw ConversionError(place: String(error.place.dropFirst("spec.".count)), what: error.what)
        }
        lines += ["    return spec", "}()", ""]
        text = lines.joined(separator: "\n")
    }

    /// The translations whose text differs from the spec's own (a table that changes nothing is left out).
    private static func translations(_ spec: PopupSpec, _ writer: ValueSource) throws(ConversionError) -> [String: any PopupKind] {
        let own = try writer.expression(spec.popup, place: "popup")
        var translated: [String: any PopupKind] = [:]
        for (locale, popup) in spec.translations where try writer.expression(popup, place: "strings.\(locale)") != own {
            translated[locale] = popup
        }
        return translated
    }

    /// `PopupSpec(popup:screen:…)`'s arguments after the popup; the scale only when the spec gives its own,
    /// so variants on other devices take theirs as the spec's do.
    private static func screen(_ spec: PopupSpec) -> [String] {
        let scale = spec.ownScale != nil || spec.scale != spec.screen.scale ? ["scale: \(spec.scale.rawValue)"] : []
        return ["screen: \(SwiftLiterals.screen(spec.screen))"] + scale
            + ["appearance: .\(spec.appearance)", "contentSize: .\(spec.contentSize)", "ios: .\(spec.ios)"]
    }
}
