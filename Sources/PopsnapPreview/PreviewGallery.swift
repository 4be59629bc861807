import Popsnap
import PopsnapFiles
import PopsnapLayout
import PopsnapSnapshot

/// The gallery's list: every spec in the folder and each variant of its matrix, with what the page's
/// switches may choose, as JSON.
enum PreviewGallery {
    /// `{"folder": …, "choices": {axis: [values]}, "specs": [{"name", "query", "variants": [{"name", "values", "reference"}], "locales"}
    /// or {"name", "query", "error"}], "skipped": [{"name", "reason"}]}`.
    /// Its errors' remedies in `remedyWording`'s words.
    static func json(_ folder: PreviewFolder, remedyWording: (Remedy) -> String) -> String {
        let (names, skipped) = folder.specs()
        let specs = names.map { name in
            let path = folder.path + "/" + name
            do throws(PopsnapError) {
                let spec = try PopupSpec.decode(contentsOf: path, limits: folder.limits)
                let stem = String(path.dropLast(5))
                let variants = spec.variants.matrix.map { v in
                    let reference = v.named(stem) + (spec.animation == nil ? ".png" : ".apng")
                    return PreviewJSON.object([("name", PreviewJSON.string(v.name)), ("values", values(v)),
                                               ("reference", FileKind.of(reference) == .regular ? "true" : "false")])
                }
                return PreviewJSON.object([("name", PreviewJSON.string(name)), ("query", PreviewJSON.string(queryName(name))),
                                           ("variants", "[" + variants.joined(separator: ", ") + "]"),
                                           ("locales", PreviewJSON.strings(spec.variants.locales))])
            } catch {
                return PreviewJSON.object([("name", PreviewJSON.string(name)), ("query", PreviewJSON.string(queryName(name))),
                                           ("error", PreviewJSON.string(Remedy.describe(error, saying: remedyWording)))])
            }
        }
        let notSpecs = skipped.map { PreviewJSON.object([("name", PreviewJSON.string(folder.name(of: $0.path))), ("reason", PreviewJSON.string($0.reason))]) }
        return PreviewJSON.object([
            ("folder", PreviewJSON.string(folder.path)),
            ("choices", choices),
            ("specs", "[\n" + specs.joined(separator: ",\n") + "\n]"),
            ("skipped", "[" + notSpecs.joined(separator: ", ") + "]"),
        ]) + "\n"
    }

    /// The name as a query gives it back, each byte but an unreserved ASCII one as `%XX`: the page sends it
    /// as is, so a name that is not UTF-8 reaches the server as its bytes (`name` shows them `\xFF`, as text).
    static func queryName(_ name: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        return FileNameBytes.bytes(name).map { unreserved.contains($0) ? String(UnicodeScalar($0)) : "%" + hex($0) }.joined()
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// A variant's values by axis name, as a query gives them back (`Variant(values:)`).
    static func values(_ v: Variant) -> String {
        PreviewJSON.object(VariantAxis.allCases.compactMap { axis in v.value(of: axis).map { (axis.rawValue, PreviewJSON.string($0)) } })
    }

    /// The values of the axes any spec can be drawn in, whatever its matrix declares: the switches.
    static let choices = PreviewJSON.object([
        (VariantAxis.appearance.rawValue, PreviewJSON.strings(Appearance.allCases.map(\.rawValue))),
        (VariantAxis.contentSize.rawValue, PreviewJSON.strings(ContentSizeCategory.allCases.map(\.shortName))),
        (VariantAxis.device.rawValue, PreviewJSON.strings(Device.allCases.map(\.rawValue))),
        (VariantAxis.ios.rawValue, PreviewJSON.strings(IOSLook.allCases.map(\.name))),
    ])
}
