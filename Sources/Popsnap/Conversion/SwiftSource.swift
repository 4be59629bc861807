import PopsnapLayout
import PopsnapGeometry
import PopsnapRaster

/// A spec as a Swift file declaring `let spec: PopupSpec = …`: the screen, the appearance and what is
/// behind as `PopupSpec`'s values, a custom tree in builder syntax, so the file draws the spec's bytes.
/// What has no Swift form yet is refused with a `ConversionError`, never left out: preset kinds, image
/// files, variants and animations. The spec's lint settings are not part of the picture and are not written.
///
/// ```swift
/// let spec = try PopupSpec.load(contentsOf: "Snapshots/custom.json")
/// print(try SwiftSource(spec, source: "custom.json").text)
/// ```
public struct SwiftSource: Sendable {
    /// The whole file.
    public let text: String

    /// `spec`'s file; `source` names the spec in its first comment, `name` is the constant it declares.
    public init(_ spec: PopupSpec, source: String, name: String = "spec") throws(ConversionError) {
        guard let popup = spec.popup as? any SwiftConvertible else {
            throw ConversionError(place: "popup", what: "a built-in kind (\(type(of: spec.popup)))")
        }
        if !spec.variants.isEmpty { throw ConversionError(place: "variants", what: "a variant matrix") }
        if spec.animation != nil { throw ConversionError(place: "animation", what: "an animation") }
        let tree = try popup.swiftSource(traits: spec.traits)
        var lines = [
            "// \(SwiftLiterals.string(source).dropFirst().dropLast()) in Swift, written by Popsnap's SwiftSource: the same pixels.",
            "import Popsnap",
            "",
            "let \(name): PopupSpec = {",
            "    var spec = PopupSpec(",
            "        popup: Popup {",
        ]
        lines += tree.map { String(repeating: " ", count: 12) + $0 }
        lines += ["        },"]
        lines += ["        " + Self.screen(spec).joined(separator: ", ")]
        lines += ["    )"]
        lines += try Self.settings(spec).map { "    " + $0 }
        lines += ["    return spec", "}()", ""]
        text = lines.joined(separator: "\n")
    }

    /// `PopupSpec(popup:screen:…)`'s arguments after the popup.
    private static func screen(_ spec: PopupSpec) -> [String] {
        [
            "screen: \(SwiftLiterals.screen(spec.screen))", "scale: \(spec.scale.rawValue)", "appearance: .\(spec.appearance)",
            "contentSize: .\(spec.contentSize)", "ios: .\(spec.ios)",
        ]
    }

    /// The fields set after it, each differing from what the initializer gives.
    private static func settings(_ spec: PopupSpec) throws(ConversionError) -> [String] {
        var lines: [String] = []
        if let locale = spec.locale { lines.append("spec.locale = \(SwiftLiterals.string(locale))") }
        switch spec.background {
        case nil: break
        case let .color(c)?: lines.append("spec.background = .color(\(SwiftLiterals.color(c)))")
        case let .verticalGradient(colors)?: lines.append("spec.background = .verticalGradient([\(colors.map { SwiftLiterals.color($0) }.joined(separator: ", "))])")
        case .image?, .placedImage?, .placedFile?: throw ConversionError(place: "background", what: "an image")
        }
        switch spec.backdrop {
        case .kindDefault: break
        case .noDimming: lines.append("spec.backdrop = .noDimming")
        case let .dimming(c): lines.append("spec.backdrop = .dimming(\(SwiftLiterals.color(c)))")
        case let .blurred(c, radius):
            lines.append("spec.backdrop = .blurred(\(c.map { SwiftLiterals.color($0) } ?? "nil"), radius: \(SwiftLiterals.number(radius)))")
        }
        if let bar = spec.statusBar {
            lines.append("spec.statusBar = StatusBar(time: \(SwiftLiterals.string(bar.time)), content: \(bar.content.map { ".\($0)" } ?? "nil"))")
        }
        if spec.showsHomeIndicator { lines.append("spec.showsHomeIndicator = true") }
        if spec.showsCutout { lines.append("spec.showsCutout = true") }
        return lines
    }
}

/// A kind whose Swift form `SwiftSource` can write: the lines of its `Popup { … }` content.
protocol SwiftConvertible: PopupKind {
    /// The builder views, one a line, drawing what the kind draws for `traits`.
    func swiftSource(traits: Traits) throws(ConversionError) -> [String]
}
