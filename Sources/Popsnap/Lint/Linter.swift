import PopsnapLayout
import PopsnapPNG
import PopsnapRaster
import PopsnapGeometry
import PopsnapText

/// Finds what `LintRule` describes in one variant of a popup: layout facts from the laid-out tree, and
/// contrast from the pixels actually drawn behind each text (the popup rendered at 1x with its text
/// left out, so nothing is encoded and little is painted).
///
/// ```swift
/// let findings = try Linter(renderer: renderer).findings(spec)   // [contrast at container/title: 1.07:1 …]
/// ```
public struct Linter: Sendable {
    /// What draws each variant (at 1x, its text left out) to measure contrast, and lays out the tree.
    public let renderer: PopupRenderer
    /// Text shrunk below this fraction of its size is reported, unless the spec says otherwise.
    public var minShrinkFactor = LintSettings.defaultMinShrinkFactor

    /// A linter drawing with `renderer`, at the default shrink factor (0.5).
    public init(renderer: PopupRenderer) {
        self.renderer = renderer
    }

    /// Apple's minimum touch target, in points (Human Interface Guidelines, Accessibility › Buttons and controls).
    public static let minimumTouchTarget = 44.0

    /// Every finding of `spec` as it is (a variant already chosen), in node order then rule order, split
    /// into those to report and those the spec's `lint.ignore` accepts.
    public func lint(_ spec: PopupSpec) throws(PopsnapError) -> LintOutcome {
        try lint(PreparedPopup(spec))
    }

    /// Every finding of a prepared popup, over its scene; `laidOut`: its layout when the caller has made it
    /// already (a contact sheet's, the preview's), made here otherwise.
    public func lint(_ popup: PreparedPopup, laidOut: SceneLayout? = nil) throws(PopsnapError) -> LintOutcome {
        let spec = popup.spec, scene = popup.scene
        let layout = if let laidOut { laidOut } else { try renderer.layout(scene) }
        let minShrink = spec.lint.minShrinkFactor ?? minShrinkFactor
        var found: [LintFinding] = []
        let root = layout.root
        found += offscreen(root, scene: scene)
        found += underSensorHousing(root, scene: scene)
        var cut: [String] = []
        for (path, e) in layout.nodes {
            if let finding = cutContent(e, path: path) {
                found.append(finding)
                cut.append(path + "/")
            }
            found += text(e, path: path, minShrink: minShrink)
            if e.kind == .button, e.frame.width < Self.minimumTouchTarget || e.frame.height < Self.minimumTouchTarget {
                found.append(LintFinding(rule: .touchTarget, node: path, pixels: e.pixels,
                                         message: "\(n(e.frame.width)) x \(n(e.frame.height)) pt, smaller than the 44 x 44 pt a finger needs"))
            }
            if e.element.isReadByVoiceOver, e.element.voiceOverTraits.contains(.button), e.voiceOverLabel.isEmpty, e.showsOnlyPictures {
                found.append(LintFinding(rule: .unlabelledButton, node: path, pixels: e.pixels,
                                         message: "the button shows only an icon and has no accessibility label: VoiceOver reads just \"Button.\""))
            }
            // What a clipping container cuts off is reported once, at the container.
            if path != "container", !root.frame.contains(e.frame), !cut.contains(where: path.hasPrefix) {
                found.append(LintFinding(rule: .overflow, node: path, pixels: e.pixels,
                                         message: "its frame \(describe(e.frame)) reaches outside the container \(describe(root.frame))"))
            }
        }
        found += try contrast(scene, laidOut: layout)
        let order = Dictionary(uniqueKeysWithValues: layout.nodes.enumerated().map { ($1.path, $0) })
        let sorted = found.sorted { (order[$0.node] ?? -1, $0.rule) < (order[$1.node] ?? -1, $1.rule) }
        return LintOutcome(findings: sorted.filter { spec.lint.suppression(of: $0) == nil },
                           accepted: sorted.filter { spec.lint.suppression(of: $0) != nil })
    }

    /// A container clipping its children to a frame smaller than they are (an action sheet's actions
    /// scrolling under the top of the safe area): what is cut off is not seen until scrolled to.
    private func cutContent(_ e: LaidOutNode, path: String) -> LintFinding? {
        let children = e.children.filter(\.isPresent).map(\.frame)
        guard e.clipsContent, !children.isEmpty else { return nil }
        let top = children.map(\.y).min()!, bottom = children.map { $0.y + $0.height }.max()!
        let left = children.map(\.x).min()!, right = children.map { $0.x + $0.width }.max()!
        let content = Rect(x: left, y: top, width: right - left, height: bottom - top)
        // A millionth of a point: frames on the pixel grid meet exactly, up to rounding.
        guard !e.frame.insetBy(-1e-6).contains(content) else { return nil }
        return LintFinding(rule: .overflow, node: path, pixels: e.pixels,
                           message: "its content \(describe(content)) is cut to its frame \(describe(e.frame)): the rest is out of sight until scrolled to")
    }

    private func offscreen(_ root: LaidOutNode, scene: PopupScene) -> [LintFinding] {
        var s = scene.safeAreaAboveKeyboard
        // A popup pinned to the screen's own edge (a sheet on the bottom edge) covers that edge's safe area by design.
        if case let .pinned(edge, _, false) = scene.placement {
            switch edge {
            case .top: s.top = 0
            case .bottom: s.bottom = 0
            case .leading: s.leading = 0
            case .trailing: s.trailing = 0
            }
        }
        let room = Rect(x: s.leading, y: s.top, width: scene.canvas.width - s.horizontal, height: scene.canvas.height - s.vertical)
        guard root.frame.width > room.width + 1e-9 || root.frame.height > room.height + 1e-9 else { return [] }
        return [LintFinding(rule: .offscreen, node: "container", pixels: root.pixels,
                            message: "\(n(root.frame.width)) x \(n(root.frame.height)) pt, larger than the \(n(room.width)) x \(n(room.height)) pt "
                                + (scene.keyboard == nil ? "the screen leaves inside its safe areas" : "the screen leaves inside its safe areas above the keyboard"))]
    }

    /// A popup reaching under the notch or the Dynamic Island, which hide the screen there (a toast pinned
    /// over the status bar, say): its frame against the housing's on the portrait screen.
    private func underSensorHousing(_ root: LaidOutNode, scene: PopupScene) -> [LintFinding] {
        guard scene.orientation == .portrait, let housing = scene.device?.sensorHousing else { return [] }
        let h = housing.frame, f = root.frame
        guard f.x < h.x + h.width, h.x < f.x + f.width, f.y < h.y + h.height, h.y < f.y + f.height else { return [] }
        let name = housing.cutout == .notch ? "notch" : "Dynamic Island"
        return [LintFinding(rule: .offscreen, node: "container", pixels: root.pixels,
                            message: "\(describe(f)) reaches under the \(name) \(describe(h)), which hides the screen there")]
    }

    private func text(_ e: LaidOutNode, path: String, minShrink: Double) -> [LintFinding] {
        guard let p = e.paragraph, !(e.text ?? "").isEmpty else { return [] }
        var out: [LintFinding] = []
        if !p.missingCharacters.isEmpty {
            let codes = p.missingCharacters.map { c in c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") }
            out.append(LintFinding(rule: .notdef, node: path, pixels: e.pixels,
                                   message: "no font has \(codes.joined(separator: ", ")): drawn as .notdef boxes"))
        }
        let fits = !p.isTruncated && p.shrinkFactor >= 1 && !e.textOverflows
        if e.kind == .button {
            if !fits {
                let how = p.isTruncated ? "truncated" : e.textOverflows ? "drawn outside it" : "shrunk to \(n(p.shrinkFactor)) of its size"
                out.append(LintFinding(rule: .buttonTitle, node: path, pixels: e.pixels,
                                       message: "the title is wider than the \(n(e.frame.width - e.padding.horizontal)) pt the button has: \(how)"))
            }
            return out
        }
        if p.isTruncated {
            // A text field's placeholder is one line: say what it is and the width it has.
            let message = e.role == "placeholder"
                ? "the placeholder is wider than the \(n(e.frame.width - e.padding.horizontal)) pt its text field leaves it: cut short with \"…\""
                : "cut short with \"…\" after \(p.lines.count) line\(p.lines.count == 1 ? "" : "s")"
            out.append(LintFinding(rule: .truncated, node: path, pixels: e.pixels, message: message))
        }
        if p.shrinkFactor < minShrink {
            out.append(LintFinding(rule: .shrunk, node: path, pixels: e.pixels,
                                   message: "shrunk to \(n(p.shrinkFactor)) of its size (\(n(p.fontSize)) pt), below \(n(minShrink))"))
        }
        if e.textOverflows {
            out.append(LintFinding(rule: .overflow, node: path, pixels: e.pixels,
                                   message: "the text is \(n(p.size.width)) x \(n(p.size.height)) pt in a frame of "
                                       + "\(n(e.frame.width - e.padding.horizontal)) x \(n(e.frame.height - e.padding.vertical)) pt"))
        }
        return out
    }

    /// Each text's colour against the pixels behind its glyphs (its lines' boxes, baseline to cap height):
    /// the lowest ratio found, since a reader meets the worst of a gradient or a picture too.
    private func contrast(_ scene: PopupScene, laidOut full: SceneLayout) throws(PopsnapError) -> [LintFinding] {
        var flat = scene
        flat.scale = 1
        // A 1x scene's own layout is the one measured; another scale is laid out again at 1x.
        let laidOut = scene.scale == 1 ? full : try renderer.layout(flat)
        let behind = try renderer.render(flat, laidOut: laidOut.mapNodes { $0.paragraph = nil })
        var out: [LintFinding] = []
        let byPath = Dictionary(uniqueKeysWithValues: laidOut.nodes.map { ($0.path, $0.node) })
        for ((path, e), (_, original)) in zip(laidOut.nodes, full.nodes) {
            guard let p = e.paragraph, let style = e.textStyle, !(e.text ?? "").trimmingSpaces.isEmpty else { continue }
            let opacity = e.foregroundColor.alpha * groupOpacity(of: path, in: laidOut.root)
            var worst: (ratio: Double, background: Color)?
            let offset = e.textOffset
            // Only where the text is drawn: on the screen, inside every container that clips it.
            var screen = PixelRect(x: 0, y: 0, width: behind.width, height: behind.height)
            let parts = path.split(separator: "/")
            for n in parts.indices.dropFirst() {
                if let c = byPath[parts[..<n].joined(separator: "/")], c.clipsContent { screen = screen.intersection(c.pixels) }
            }
            for line in p.lines where line.width > 0 {
                // The pixels whose centres lie in the line's box, so a neighbour's edge is never sampled,
                // and only those on the screen: a line outside it has nothing behind it to measure (the
                // offscreen rule reports it).
                let left = e.frame.x + offset.x + line.x, baseline = e.frame.y + offset.y + line.baseline
                let box = PixelRect(centresFromX: left, to: left + line.width, y: baseline - Self.capHeight * p.fontSize, to: baseline)
                let sampled = box.intersection(screen)
                // Behind text most pixels repeat the one before (a flat fill): its ratio is known already.
                var last: Pixel?
                for y in sampled.y..<sampled.maxY {
                    for x in sampled.x..<sampled.maxX {
                        let pixel = behind[x, y]
                        if pixel == last { continue }
                        last = pixel
                        let bg = behind.straightColor(x: x, y: y)
                        let fg = e.foregroundColor.composited(alpha: opacity, over: bg)
                        let r = Contrast.ratio(fg, bg)
                        if worst == nil || r < worst!.ratio { worst = (r, bg) }
                    }
                }
            }
            guard let worst else { continue }
            let needed = Contrast.minimum(fontSize: p.fontSize, bold: style.weight >= .bold)
            if worst.ratio < needed {
                out.append(LintFinding(rule: .contrast, node: path, pixels: original.pixels,
                                       message: "\(n(worst.ratio)):1 between \(hex(e.foregroundColor)) text and \(hex(worst.background)) behind it, "
                                           + "below WCAG AA's \(n(needed)):1 for \(n(p.fontSize)) pt text"))
            }
        }
        return out
    }

    /// The cap height as a fraction of the font size, the top of a line's sampled box.
    private static let capHeight = 0.72

    /// The product of the opacities of the element at `path` and its ancestors (group opacity fades text too).
    private func groupOpacity(of path: String, in root: LaidOutNode) -> Double {
        var e = root, product = root.opacity
        for name in path.split(separator: "/").dropFirst() {
            guard let child = e.children.first(where: { $0.name == name }) else { break }
            e = child
            product *= e.opacity
        }
        return product
    }

    private func n(_ v: Double) -> String { LayoutReport.number((v * 100).rounded() / 100) }
    private func describe(_ f: Rect) -> String { "(\(n(f.x)), \(n(f.y)), \(n(f.width)) x \(n(f.height)) pt)" }
    private func hex(_ c: Color) -> String { c.withAlpha(1).description }
}

extension Image {
    /// The pixel at (x, y) with straight alpha.
    fileprivate func straightColor(x: Int, y: Int) -> Color {
        let p = self[x, y]
        return Color(r8: Premultiply.unpremultiply(p.r, alpha: p.a), g8: Premultiply.unpremultiply(p.g, alpha: p.a),
                     b8: Premultiply.unpremultiply(p.b, alpha: p.a), a8: p.a)
    }
}

extension Color {
    /// This colour at `alpha` over an opaque `background`: what a reader sees.
    fileprivate func composited(alpha: Double, over background: Color) -> Color {
        Color(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
              blue: blue * alpha + background.blue * (1 - alpha))
    }
}
