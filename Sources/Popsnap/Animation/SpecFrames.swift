extension PopupSpec {
    /// The frames of this spec's animation: the one call behind `popsnap verify`, `popsnap animate` and
    /// `assertSnapshot(ofSpec:)`, so an animation written by one is exactly what the others check.
    ///
    /// `animation` stands in for the spec's own block (animate passes the block with its options applied);
    /// without either, a cross-dissolve. `from` cross-fades from another screen instead of the transition.
    /// Timing is checked before anything is drawn. Its scene is made here (`PreparedPopup.frames` draws one
    /// made already).
    /// ```swift
    /// let spec = try PopupSpec.load(contentsOf: "Snapshots/hud-spin.json")
    /// let frames = try spec.frames(renderer: renderer)          // its 12-frame spin at 12 fps
    /// ```
    public func frames(renderer: PopupRenderer, animation: AnimationSpec? = nil, from: PopupScene? = nil,
                       frameLimit: Int = Timeline.defaultFrameLimit) throws(PopsnapError) -> FrameSource {
        try PreparedPopup(self).frames(renderer: renderer, animation: animation, from: from, frameLimit: frameLimit)
    }

    /// The transition and timeline of `animation` (the spec's own block when nil; a cross-dissolve without
    /// either), a slide moving as this spec's popup kind slides: what `frames` draws, so a budget or a frame
    /// count worked out beforehand is the one drawn.
    /// ```swift
    /// let (transition, timeline) = try spec.animationTiming(frameLimit: 600)
    /// ```
    public func animationTiming(_ animation: AnimationSpec? = nil, from: PopupScene? = nil,
                                frameLimit: Int = Timeline.defaultFrameLimit) throws(AnimationError) -> (Transition, Timeline) {
        try (animation ?? self.animation ?? AnimationSpec()).resolved(from: from, slide: popup.slide(traits: traits), frameLimit: frameLimit)
    }
}

extension PreparedPopup {
    /// The frames of the spec's animation over the scene made already: what `PopupSpec.frames` draws.
    ///
    /// ```swift
    /// let popup = try PopupSpec.prepare(file: "Snapshots/hud-spin.json", overrides: SpecOverrides())
    /// let frames = try popup.frames(renderer: renderer)
    /// ```
    public func frames(renderer: PopupRenderer, animation: AnimationSpec? = nil, from: PopupScene? = nil,
                       frameLimit: Int = Timeline.defaultFrameLimit) throws(PopsnapError) -> FrameSource {
        let (transition, timeline): (Transition, Timeline)
        do { (transition, timeline) = try spec.animationTiming(animation, from: from, frameLimit: frameLimit) }
        catch { throw .animation(error) }
        return try AnimationRenderer(renderer: renderer).frames(of: scene, transition: transition, timeline: timeline)
    }
}
