import PopsnapGeometry

extension SceneLayout {
    /// The tree in a frame of a stack's slide: the element at `arriving` (and everything in it) moved by
    /// `shift`, the popup's whole way beyond the edge; each of its siblings pushed back from the place of the
    /// sibling nearest the arriving one, `slide.away` of that step, so the stack moves up one place as the
    /// newest comes in (and overshoots with it on a spring). Whole device pixels, as `moved(by:)`.
    func pushing(_ slide: SlideOffset, arriving: String, shift: PixelOffset) -> SceneLayout {
        let rootPath = root.name
        guard let newest = root.children.first(where: { root.path(under: "") + "/" + $0.name == arriving }) else { return moved(by: shift) }
        let others = root.children.filter { $0.isPresent && $0.name != newest.name }
        let horizontal = slide.edge == .leading || slide.edge == .trailing
        func origin(_ e: LaidOutNode) -> Int { horizontal ? e.pixels.x : e.pixels.y }
        func end(_ e: LaidOutNode) -> Int { horizontal ? e.pixels.maxX : e.pixels.maxY }
        // The step from the nearest sibling's place to the arriving one's, towards the edge.
        let step: Int
        if let nearest = others.min(by: { abs(origin($0) - origin(newest)) < abs(origin($1) - origin(newest)) }) {
            step = origin(nearest) > origin(newest) ? origin(newest) - origin(nearest) : end(newest) - end(nearest)
        } else { step = 0 }
        let d = Int((slide.away * Double(step)).rounded())
        let push = horizontal ? PixelOffset(dx: d) : PixelOffset(dy: d)
        return mapNodes { path, e in
            guard path != rootPath else { return }
            move(&e, by: path == arriving || path.hasPrefix(arriving + "/") ? shift : push)
        }
    }
}
