import Popsnap
import PopsnapGeometry

/// A popup's frames by path, laid out on an iPhone 15's screen (393 x 852) for `traits`.
func laidOutFrames(_ popup: some PopupKind, traits: Traits = Traits(scale: 2)) throws -> [String: Rect] {
    let scene = PopupScene(canvas: Size(width: 393, height: 852), scale: traits.scale, popup: popup.element(traits: traits))
    return Dictionary(uniqueKeysWithValues: try PopupRenderer().layout(scene).nodes.map { ($0.path, $0.node.frame) })
}
