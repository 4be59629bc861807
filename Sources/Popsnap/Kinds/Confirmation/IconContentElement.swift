import PopsnapLayout
import PopsnapRaster

extension Optional where Wrapped == IconContent {
    /// The icon `size` points square, a built-in one in `color`, a picture scaled into it; absent for nil.
    /// The confirmation's icon and a toast's are drawn alike.
    func element(size: Double, color: Color) -> Element {
        var e: Element
        switch self {
        case let .builtIn(name)?: e = Element(.icon(.icon(name)), name: "icon", role: "icon")
        case let .image(picture)?: e = Element(.image(.pixels(picture)), name: "icon", role: "icon")
        case let .file(file)?: e = Element(.image(.file(file)), name: "icon", role: "icon")
        // Nothing to draw: a box that takes no part, where the icon would be.
        case nil: e = Element(.box, name: "icon", role: "icon"); e.isPresent = false
        }
        e.foregroundColor = DynamicColor(color)
        e.sizing = .square(size)
        return e
    }
}
