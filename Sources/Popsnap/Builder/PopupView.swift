/// Something a popup is made of, as a SwiftUI `View` is: a stack, a text, an icon, or any of them with
/// modifiers. It stands for elements of the same tree a JSON spec's custom popup decodes to, resolved
/// for the traits a popup is drawn with, so colours and fonts follow the appearance and the text size.
///
/// ```swift
/// let title = Text("Saved").font(.headline).foregroundStyle(.label)
/// title.elements(for: Traits(appearance: .dark)).first?.foregroundColor   // white
/// ```
public protocol PopupView: Sendable {
    /// The elements this view stands for in `traits`: one for most views, any number for a group. An
    /// element whose name is empty takes its default from its parent, as in a spec ("text[2]").
    func elements(for traits: Traits) -> [Element]
}

/// The views a `PopupContentBuilder` block lists, in order: the children of a stack or the content
/// of a `Popup`. A modifier on a group changes each of its elements.
///
/// ```swift
/// let group = PopupGroup { Text("A"); Text("B") }
/// group.elements(for: Traits()).count   // 2
/// ```
public struct PopupGroup: PopupView {
    let views: [any PopupView]

    /// The views `content` lists: `PopupGroup { Text("A"); Text("B") }`.
    public init(@PopupContentBuilder _ content: () -> PopupGroup) {
        self = content()
    }

    init(views: [any PopupView]) {
        self.views = views
    }

    /// Every view's elements, in order.
    public func elements(for traits: Traits) -> [Element] {
        views.flatMap { $0.elements(for: traits) }
    }

    /// The elements as a stack's children: each unnamed one named by its type and place, as a spec's are.
    func children(for traits: Traits) -> [Element] {
        elements(for: traits).enumerated().map { i, e in e.named(byDefault: "\(e.kind.rawValue)[\(i)]") }
    }
}

extension Element {
    /// A builder's element, unnamed until its parent names it.
    init(unnamed content: Content) {
        self.init(content, name: "", role: "")
    }

    /// The element with `name` if it has none, and its name as its role if it has none, as a spec's.
    func named(byDefault name: String) -> Element {
        var e = self
        if e.name.isEmpty { e.name = name }
        if e.role.isEmpty { e.role = e.name }
        return e
    }
}
