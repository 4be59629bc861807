import FuzzSupport
import PopsnapGeometry
import PopsnapRaster
import PopsnapText

/// Arbitrary UTF-8 laid out as a paragraph and drawn: the first bytes choose the font size, box width
/// and height, alignment, direction, weight, line limit, shrinking, line height and drawing scale.
let typesetter = try! Typesetter()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    let flags = input.byte()
    // 0 is a size the typesetter refuses; the rest run from tiny to large.
    let size = Double(input.byte()) / 4
    let width: Double? = flags & 1 == 0 ? nil : Double(Int(input.byte()) * 4 + Int(input.byte()) % 4) / 2
    let height: Double? = flags & 2 == 0 ? nil : Double(input.byte()) * 2
    let alignments = TextAlignment.allCases, directions: [TextDirection] = [.natural, .leftToRight, .rightToLeft]
    let style = TextStyle(
        family: flags & 4 == 0 ? "system" : FontRegistry.defaultFallbacks[Int(flags >> 6) % FontRegistry.defaultFallbacks.count],
        size: size,
        weight: FontWeight(Int(input.byte()) * 4),
        alignment: alignments[Int(input.byte()) % alignments.count],
        direction: directions[Int(input.byte()) % directions.count],
        maxLines: Int(input.byte() % 6),
        minimumScaleFactor: flags & 8 == 0 ? 1 : Double(input.byte()) / 255,
        lineHeightMultiple: flags & 16 == 0 ? 1 : Double(input.byte()) / 64,
        language: flags & 32 == 0 ? nil : ["ar", "ja", "de", "he", "zh-Hans"][Int(input.byte()) % 5])
    let scale = Double(input.byte() % 3 + 1)
    guard let layout = try? typesetter.layout(utf8: input.rest(), style: style, width: width, height: height) else { return 0 }
    // A canvas that holds the box when it is small, so glyphs are drawn both inside and across its edges.
    let side = Int(min(256, max(1, max(layout.size.width, layout.size.height) * scale)))
    guard var canvas = try? Canvas(width: side, height: side) else { return 0 }
    layout.draw(on: &canvas, at: Point(x: 0, y: 0), pixelsPerPoint: scale, color: .black)
    return 0
}
