import PopsnapRaster
@testable import Popsnap
import PopsnapText

/// What a node paints by itself, in CALayer's order: its shadow, its fill (background), its content
/// (text, icon, indicator, progress, image) and its border.
enum NodePart: String, CaseIterable, Sendable {
    case shadow, fill, content, border
}

extension LaidOutNode {
    /// Whether the node paints `part` at all.
    func paints(_ part: NodePart) -> Bool {
        switch part {
        case .shadow: return element.shadow != nil
        case .fill: return element.background != nil
        case .border: return (element.border?.width ?? 0) > 0
        case .content:
            switch element.content {
            case .text, .button: return paragraph.map { !$0.lines.isEmpty } ?? false
            case .icon, .image, .indicator, .progress: return true
            case .vstack, .hstack, .overlay, .spacer, .box: return false
            }
        }
    }
}

extension SceneLayout {
    /// The same frames with only `part` of the node at `path` painted, in opaque white, and nothing else:
    /// no other node, none of this node's other parts, no clipping by an ancestor, no group opacity.
    /// Painted over transparency, each pixel's alpha is then what `part` alone covers of it.
    func isolating(_ part: NodePart, of path: String) -> SceneLayout {
        mapNodes { p, e in
            let kept = p == path ? part : nil
            e.clipsContent = false
            e.opacity = 1
            if kept == .shadow { e.shadow?.color = .white } else { e.shadow = nil }
            e.background = kept == .fill ? .color(.white) : nil
            if kept == .border { e.border?.color = .white } else { e.border = nil }
            if kept == .content {
                e.foregroundColor = .white
            } else {
                // A box paints no content of its own; the frame and the paragraph stay as laid out.
                e.content = .box
            }
        }
    }

    /// The same scene with `part` of the node at `path` changed and nothing else: its shadow, fill,
    /// border, text or icon in a contrasting colour of the same alpha, a picture taken away. The pixels
    /// that differ from the scene as it was are the ones that part reaches. Alphas stay, so the popup's
    /// bounds, and with them every other pixel's anti-aliasing, stay the same.
    func changing(_ part: NodePart, of path: String) -> SceneLayout {
        mapNodes { p, e in
            guard p == path else { return }
            switch part {
            case .shadow: if let c = e.shadow?.color { e.shadow?.color = c.contrasting }
            case .fill: e.background = e.background?.contrasting
            case .border: if let c = e.border?.color { e.border?.color = c.contrasting }
            case .content:
                e.foregroundColor = e.foregroundColor.contrasting
                if case .image = e.content { e.content = .box }
            }
        }
    }
}

extension Fill {
    /// Each colour replaced by its contrasting one.
    var contrasting: Fill {
        switch self {
        case let .color(c): return .color(c.contrasting)
        case let .verticalGradient(colors): return .verticalGradient(colors.map(\.contrasting))
        // A material's or glass's pixels are the screen's, blurred and tinted: opaque magenta is far from any of them.
        case .material, .glass: return .color(Color(red: 1, green: 0, blue: 1))
        }
    }
}

extension Color {
    /// A colour at least half the range away in every channel, with the same alpha: recolouring with it
    /// changes every pixel the colour reaches, and nothing drawn from the shape alone (a shadow).
    var contrasting: Color {
        Color(red: red < 0.5 ? 1 : 0, green: green < 0.5 ? 1 : 0, blue: blue < 0.5 ? 1 : 0, alpha: alpha)
    }
}
