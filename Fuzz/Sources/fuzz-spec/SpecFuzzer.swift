import FuzzSupport
import Popsnap

/// Arbitrary bytes as a JSON spec: parsed and decoded by the calls `PopupSpec.load` makes on a file's
/// bytes, laid out, rendered and linted (every rule) at scale 1 on a canvas of at most 320 x 320 pt.
///
/// Only the canvas is shrunk (the popup, its theme and its elements stay as given), so a spec cannot
/// make every run paint a 16384 px screen, while everything inside the popup is fuzzed as written.
let renderer = try! PopupRenderer()
let linter = Linter(renderer: renderer)
/// Relative image paths resolve here; the seed specs name its files.
let fixtures = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
    .joined(separator: "/")) + "/Fixtures"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = FuzzInput(data, count).all
    guard let reader = try? SpecParsing.parse(bytes, file: "fuzz.json"),
          var spec = try? PopupSpec.decode(reader, baseDirectory: fixtures) else { return 0 }
    spec.scale = 1
    spec.screen = .size(Size(width: min(spec.screen.size.width, 320), height: min(spec.screen.size.height, 320)), safeArea: spec.screen.safeArea)
    let scene = spec.scene()
    _ = try? renderer.layout(scene)
    _ = try? renderer.render(scene)
    _ = try? linter.lint(spec)
    return 0
}
