import PopsnapLayout
import PopsnapRaster

extension Optional where Wrapped == IconContent {
    /// The icon `size` points square, a built-in one in `color`, a picture scaled into it; absent for nil.
    /// The confirmation's icon and a toast's are drawn alike.
    func element(size: Double, color: Color) -> Element {
        var e = Element(kind: .icon, name: "icon", role: "icon")
        switch self {
        case let .builtIn(name)?: e.icon = name
        case let .image(picture)?: e.kind = .image; e.image = picture
        case let .file(file)?: e.kind = .image; e.imageFile = file
        case nil: e.isPresent = false
        }
        e.iconColor = color
        e.sizing = .square(size)
        return e
    }
}
