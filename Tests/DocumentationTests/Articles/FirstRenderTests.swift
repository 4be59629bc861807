import Foundation
import Popsnap
import PopsnapPNG
import Testing

@Test func firstRender() throws {
    var spec = PopupSpec(popup: AlertPopup(title: "Oops", message: "That photo is gone."))
    spec.scale = 2
    let renderer = try PopupRenderer()
    let image = try renderer.render(spec.scene())          // the whole screen: 393 x 852 pt at 2 px a point
    #expect(image.width == 786 && image.height == 1704)

    let file = FileManager.default.temporaryDirectory.appendingPathComponent("first-render-\(getpid()).png").path
    try PNG.write(image, to: file)                          // written to a temporary name, then renamed
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(try PNG.read(contentsOf: file) == image)
}
