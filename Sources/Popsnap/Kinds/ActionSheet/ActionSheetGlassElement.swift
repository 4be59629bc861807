import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// iOS 26's action sheet as an element tree: one glass platter holding the header and the actions as
/// capsules, `buttonSpacing` apart, in a group that scrolls, and the cancel capsule `cancelGap` below it.
extension ActionSheetPopup {
    func glassElement(traits: Traits) -> Element {
        let t = glassTheme
        var group = glassGroup(traits: traits)
        var cancel = cancelRow(t, traits: traits)
        capsule(&cancel, t, traits: traits)
        let below = (cancel.isPresent ? t.rowHeight(t.cancelFont, traits: traits) + t.cancelGap : 0) + t.contentInset
        group.sizing.maxHeight = groupLimit(t, traits: traits, below: below)

        var container = Element(.vstack(Element.Stack(spacing: t.cancelGap)), name: "container", role: "container")
        container.children = [group, cancel]
        container.padding = EdgeInsets(top: 0, leading: t.contentInset, bottom: t.contentInset, trailing: t.contentInset)
        container.background = t.fill
        container.cornerRadius = t.cornerRadius
        container.cornerCurve = t.cornerCurve
        container.clipsContent = true
        container.margin = EdgeInsets(horizontal: t.margin)
        container.sizing.width = phoneWidth(t, traits: traits)
        return container
    }

    /// iOS 26's group: the header over the capsules, clipped to its height when it scrolls.
    func glassGroup(traits: Traits) -> Element {
        let t = glassTheme
        let content = header(t, traits: traits, inset: 0)
        var rows = Element(.vstack(Element.Stack(spacing: t.buttonSpacing)), name: "actions", role: "actions")
        rows.children = split.group.enumerated().map { i, index in
            var b = row(index, name: "button[\(i)]", font: t.buttonFont, tint: t.tint, t, traits: traits)
            capsule(&b, t, traits: traits)
            return b
        }
        rows.padding.top = content.isPresent ? 0 : t.contentInset
        var group = Element(.vstack(Element.Stack()), name: "group", role: "group")
        group.children = [content, rows]
        group.isPresent = content.isPresent || !split.group.isEmpty
        group.clipsContent = true
        return group
    }

    /// A row drawn as iOS 26's capsule: its fill, its ends `buttonPadding` from the title, round ends that
    /// grow with it.
    func capsule(_ b: inout Element, _ t: ActionSheetTheme, traits: Traits) {
        b.background = t.buttonFill.map { .color($0.resolved(for: traits.appearance)) }
        b.cornerRadius = t.rowHeight(t.buttonFont, traits: traits) / 2
        b.cornerCurve = .continuous
    }
}
