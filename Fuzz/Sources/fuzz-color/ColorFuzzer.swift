import FuzzSupport
import Popsnap
import PopsnapRaster

/// Arbitrary bytes as a colour, as a spec or `--background` writes it: a name, hex, rgb(), rgba(),
/// hsl() or hsla(), in both appearances. A colour that parses has finite components within 0…1, and
/// its hex description parses back to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let text = String(decoding: FuzzInput(data, count).all, as: UTF8.self)
    for appearance in [Appearance.light, .dark] {
        guard let color = try? Color(parsing: text, appearance: appearance) else { continue }
        for c in [color.red, color.green, color.blue, color.alpha] {
            precondition(c.isFinite && c >= 0 && c <= 1, "component \(c) of \(color)")
        }
        let again = try? Color(parsingHexOrRGB: color.description)
        precondition(again?.description == color.description, "\(color) does not read back from its description")
    }
    return 0
}
