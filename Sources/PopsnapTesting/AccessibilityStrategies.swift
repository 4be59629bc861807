extension Snapshotting where Value == PopupScene, Format == String {
    /// What VoiceOver reads, in the order a flick visits it, a line an element ("2. Delete Account?. Heading."),
    /// worded as AccessibilitySnapshot words it on a device, against `<name>.accessibility.txt`, diffed as lines.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .accessibility, named: "alert")   // Snapshots/<TestFile>/alert.accessibility.txt
    /// ```
    public static var accessibility: Snapshotting {
        Snapshotting(pathExtension: "accessibility.txt", diffing: .lines) { scene, context in
            let layout = try context.renderer.layout(scene)
            return VoiceOverElement.text(layout.voiceOverElements(direction: scene.layoutDirection,
                                                                   minimumVerticalSeparation: scene.voiceOverRowSeparation))
        }
    }
}

extension Snapshotting where Value == PopupScene, Format == Image {
    /// The render with a numbered, tinted box over each element VoiceOver reads and a legend of what it says,
    /// as AccessibilitySnapshot draws it, against `<name>.accessibility.png`.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .accessibilityOverlay, named: "alert")
    /// ```
    public static var accessibilityOverlay: Snapshotting {
        Snapshotting(pathExtension: "accessibility.png", diffing: .image) { scene, context in try context.renderer.voiceOver(scene).image }
    }
}

extension Snapshotting where Value == PopupSpec, Format == String {
    /// The spec's scene as VoiceOver reads it, as `Snapshotting<PopupScene, String>.accessibility`.
    public static var accessibility: Snapshotting { Snapshotting<PopupScene, String>.accessibility.pullback { $0.scene() } }
}

extension Snapshotting where Value == PopupSpec, Format == Image {
    /// The spec's scene with VoiceOver's overlay, as `Snapshotting<PopupScene, Image>.accessibilityOverlay`.
    public static var accessibilityOverlay: Snapshotting { Snapshotting<PopupScene, Image>.accessibilityOverlay.pullback { $0.scene() } }
}
