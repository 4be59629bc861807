import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry

/// The toasts as one element tree: a column of them, the newest nearest the edge they are pinned to
/// (first at the top, last at the bottom), each drawn in its own style.
extension ToastPopup {
    /// The column of toasts, "container", each "toast[i]" (0 the newest) in its style's tree.
    public func element(traits: Traits) -> Element {
        var column = Element(.vstack(Element.Stack(spacing: stackSpacing(traits: traits), alignment: newest.style == .banner ? .fill : .center)), name: "container", role: "container")
        let drawn = toasts.enumerated().map { i, toast in toastElement(toast, index: i, traits: traits) }
        column.children = resolvedPosition == .bottom ? drawn.reversed() : drawn
        // Pills and squares keep their own width; banners span the screen, a float inside its side margins.
        if newest.style == .banner, newest.preset == .float { column.margin = EdgeInsets(horizontal: bannerTheme.floatSideMargin) }
        return column
    }

    /// The space between stacked toasts, the newest toast's style's.
    func stackSpacing(traits: Traits) -> Double {
        switch newest.style {
        case .pill: return pillTheme(for: traits).stackSpacing
        case .square: return squareTheme.stackSpacing
        case .banner: return bannerTheme.stackSpacing
        }
    }

    /// The icon at the leading edge and the texts past it, one over the other in an overlay as wide as it is
    /// offered, so the texts wrap in what the icon leaves (a stack would give them their unwrapped width).
    static func iconBeside(_ icon: Element, texts: Element, name: String, role: String, vertical: VerticalAlignment) -> Element {
        var iconRow = Element(.hstack(Element.Stack(alignment: vertical)), name: "leading", role: "leading")
        iconRow.children = [icon]
        iconRow.isPresent = icon.isPresent
        var overlay = Element(.overlay(Element.Overlay(horizontal: .fill, vertical: vertical)), name: name, role: role)
        overlay.children = [iconRow, texts]
        return overlay
    }

    /// The pill theme of the traits' iOS look: `glassPillTheme` for iOS 26, `pillTheme` before.
    public func pillTheme(for traits: Traits) -> ToastPillTheme { traits.ios == .ios26 ? glassPillTheme : pillTheme }

    /// `toasts[index]` drawn in its style, its texts naming the spec fields they show: the newest toast's are
    /// the popup's own (`popup.title`), an older one's its entry in `stack`.
    func toastElement(_ toast: Toast, index: Int, traits: Traits) -> Element {
        var e: Element
        switch toast.style {
        case .pill: e = pillElement(toast, theme: pillTheme(for: traits), traits: traits)
        case .square: e = squareElement(toast, traits: traits)
        case .banner: e = bannerElement(toast, traits: traits)
        }
        e.name = "toast[\(index)]"
        e.role = "toast"
        let fields = index == 0 ? "popup" : "popup.stack[\(index - 1)]"
        if index > 0 { e.specPath = fields }
        Self.name(&e, fields: fields)
        return e
    }

    /// The roles of a toast's parts, each the key of `Toast`'s field it shows.
    private static let fieldRoles: Set = ["icon", "title", "subtitle", "button"]

    private static func name(_ e: inout Element, fields: String) {
        if fieldRoles.contains(e.role) { e.specPath = "\(fields).\(e.role)" }
        for i in e.children.indices { name(&e.children[i], fields: fields) }
    }
}
