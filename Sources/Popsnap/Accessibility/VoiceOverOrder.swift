import PopsnapGeometry
import PopsnapLayout

extension SceneLayout {
    /// The elements VoiceOver stops on, in the order a flick to the right visits them: top to bottom, then
    /// from the leading edge (the right, in a right-to-left layout). This is the order
    /// cashapp/AccessibilitySnapshot's AccessibilityHierarchyParser finds on a device: frames whose tops
    /// are less than `minimumVerticalSeparation` apart count as one row.
    ///
    /// ```swift
    /// layout.voiceOverElements(direction: .leftToRight).map(\.description)   // ["Saved. Heading.", "OK. Button."]
    /// ```
    public func voiceOverElements(direction: LayoutDirection, minimumVerticalSeparation: Double = phoneRowSeparation) -> [VoiceOverElement] {
        var found: [VoiceOverElement] = []
        collect(root, parentPath: "", into: &found)
        // The leading edge: a frame's left in a left-to-right layout, its right (negated, so smaller still
        // comes first) in a right-to-left one.
        func leading(_ f: Rect) -> Double { direction == .leftToRight ? f.x : -f.maxX }
        let indexed = found.enumerated().sorted { a, b in
            let fa = a.element.frame, fb = b.element.frame
            if abs(fa.y - fb.y) >= minimumVerticalSeparation { return fa.y < fb.y }
            if leading(fa) != leading(fb) { return leading(fa) < leading(fb) }
            return a.offset < b.offset
        }
        return indexed.map(\.element)
    }

    /// The rows' threshold AccessibilityHierarchyParser measured on iPhone, in points.
    public static let phoneRowSeparation = 8.0
    /// The same threshold on iPad.
    public static let padRowSeparation = 13.0

    private func collect(_ e: LaidOutNode, parentPath: String, into found: inout [VoiceOverElement]) {
        // A view that is absent, hidden from accessibility or fully transparent is skipped with what it holds.
        guard e.isPresent, !e.accessibilityElementsHidden, e.opacity > 0 else { return }
        let path = e.path(under: parentPath)
        if e.element.isReadByVoiceOver {
            found.append(VoiceOverElement(path: path, label: e.voiceOverLabel, value: e.element.voiceOverValue, traits: e.element.voiceOverTraits,
                                          frame: e.frame, pixels: e.pixels))
            return
        }
        for child in e.children { collect(child, parentPath: path, into: &found) }
    }
}

extension PopupScene {
    /// The row threshold VoiceOver uses on this scene's device: iPad's, or iPhone's for every other screen.
    public var voiceOverRowSeparation: Double {
        screen.device?.isPad == true ? SceneLayout.padRowSeparation : SceneLayout.phoneRowSeparation
    }
}
