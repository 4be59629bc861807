import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// The sheet as an element tree: `container`, the sheet at its detent's height (an overlay, so the root
/// fills it above the bottom safe area as a view controller's view fills its sheet), clipping the root to its corners, and the
/// grabber over the root, centred `SheetGrabber.top` below the sheet's top, as UIKit lays its grabber over the
/// content.
extension SheetPopup {
    /// The tree on an iPhone 15's screen in portrait: a sheet's height is its detent's share of the screen,
    /// which `element(traits:on:)` takes.
    public func element(traits: Traits) -> Element { element(traits: traits, on: .device(.iPhone15)) }

    public func element(traits: Traits, on screen: Screen) -> Element {
        sheet(theme(for: traits), traits: traits, on: screen)
    }

    private func sheet(_ t: SheetTheme, traits: Traits, on screen: Screen) -> Element {
        let appearance = traits.appearance
        let floats = self.floats(traits)
        let inset = floats ? t.floatingInset : 0
        var sheet = Element(.overlay(Element.Overlay(horizontal: .fill, vertical: .fill)), name: "container", role: "container")
        sheet.sizing = Sizing(width: max(0, screen.size.width - 2 * inset), height: max(0, detent.height(on: screen, topGap: t.topGap) - inset))
        let glass = floats ? t.material.map(DynamicFill.surface) : nil
        sheet.background = glass ?? .color(t.background)
        sheet.cornerRadius = t.cornerRadius
        sheet.cornerCurve = t.cornerCurve
        // On the screen's edge only the top corners are round; floating, all four (CALayer.maskedCorners).
        sheet.maskedCorners = floats ? .all : .top
        sheet.clipsContent = true
        // The root is laid out above the bottom safe area the sheet covers, as UIKit gives a sheet's view
        // controller that inset (its view's `safeAreaInsets.bottom`).
        sheet.padding = EdgeInsets(top: 0, leading: 0, bottom: max(0, screen.safeArea.bottom - inset), trailing: 0)

        var bar = Element(.box, name: "grabber", role: "grabber")
        bar.sizing = Sizing(width: t.grabber.width, height: t.grabber.height)
        bar.background = .color(t.grabber.color.resolved(for: appearance))
        bar.cornerRadius = t.grabber.height / 2
        bar.cornerCurve = .continuous
        // UIKit's grabber is an accessibility element of its own, a button (double-tapping it changes the
        // detent), which VoiceOver reads as "Sheet Grabber, button".
        bar.accessibilityLabel = "Sheet Grabber"
        bar.accessibilityTraits = [.button]
        bar.isAccessibilityElement = true
        var area = Element(.vstack(Element.Stack(alignment: .center)), name: "grabberArea", role: "grabber")
        area.padding = EdgeInsets(top: t.grabber.top, leading: 0, bottom: 0, trailing: 0)
        area.children = [bar]
        area.isPresent = grabber

        sheet.children = [root.element(traits: traits), area]
        return sheet
    }
}
