import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// UIAlertController's action sheet as an element tree, in the traits' iOS look, on an iPhone: the header
/// and the actions in a group that scrolls (clipped to what the safe area leaves, its top rows shown), the
/// cancel action below it. iOS 18's: two platters, hairlines between the rows. iOS 26's: `glassElement`.
/// On an iPad: `popoverElement`.
extension ActionSheetPopup {
    public func element(traits: Traits) -> Element {
        if isPopover(traits) { return popoverElement(traits: traits) }
        return traits.ios == .ios26 ? glassElement(traits: traits) : classicElement(traits: traits)
    }

    /// iOS 13 to 18's action sheet.
    func classicElement(traits: Traits) -> Element {
        let t = theme, appearance = traits.appearance
        var group = classicGroup(traits: traits)
        group.background = t.fill
        group.cornerRadius = t.cornerRadius
        group.cornerCurve = t.cornerCurve

        var cancel = cancelRow(t, traits: traits)
        cancel.background = .color(t.cancelBackground.resolved(for: appearance))
        cancel.cornerRadius = t.cornerRadius
        cancel.cornerCurve = t.cornerCurve
        let below = cancel.isPresent ? t.rowHeight(t.cancelFont, traits: traits) + t.cancelGap : 0
        group.sizing.maxHeight = groupLimit(t, traits: traits, below: below)

        var container = Element(.vstack(Element.Stack(spacing: t.cancelGap)), name: "container", role: "container")
        container.children = [group, cancel]
        container.margin = EdgeInsets(horizontal: t.margin)
        container.sizing.width = phoneWidth(t, traits: traits)
        return container
    }

    /// iOS 18's group: the header, a hairline, then the rows with hairlines between them, clipped to its
    /// corners (and to its height when it scrolls).
    func classicGroup(traits: Traits) -> Element {
        let t = theme, hairline = traits.scale.hairline
        func separator(_ name: String) -> Element {
            var s = Element(.box, name: name, role: "separator")
            s.background = .color(t.separator.resolved(for: traits.appearance))
            s.sizing = Sizing(height: hairline)
            return s
        }
        var rows = Element(.vstack(Element.Stack()), name: "actions", role: "actions")
        for (i, index) in split.group.enumerated() {
            if i > 0 { rows.children.append(separator("separator[\(i)]")) }
            rows.children.append(row(index, name: "button[\(i)]", font: t.buttonFont, tint: t.tint, t, traits: traits))
        }
        let content = header(t, traits: traits, inset: t.contentInset)
        var line = separator("separator")
        line.isPresent = content.isPresent && !split.group.isEmpty
        var group = Element(.vstack(Element.Stack()), name: "group", role: "group")
        group.children = [content, line, rows]
        group.isPresent = content.isPresent || !split.group.isEmpty
        group.clipsContent = true
        return group
    }

    /// The cancel action's row, absent when the sheet has none: its height fixed at what `rowHeight`
    /// gives, so the group's limit leaves exactly its room.
    func cancelRow(_ t: ActionSheetTheme, traits: Traits) -> Element {
        guard let index = split.cancel else {
            var none = Element(.button(Element.Label(nil)), name: "cancel", role: "button")
            none.isPresent = false
            return none
        }
        var cancel = row(index, name: "cancel", font: t.cancelFont, tint: t.tint, t, traits: traits)
        cancel.sizing = Sizing(height: t.rowHeight(t.cancelFont, traits: traits))
        cancel.padding.top = 0
        cancel.padding.bottom = 0
        return cancel
    }
}
