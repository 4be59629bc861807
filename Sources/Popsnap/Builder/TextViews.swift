/// A label, as SwiftUI's `Text` (UILabel): 17 pt system font, black, as many lines as it needs.
///
/// ```swift
/// Text("Payment received").font(.system(size: 22, weight: .bold)).multilineTextAlignment(.center)
/// ```
public struct Text: PopupView {
    let content: String

    /// `Text("Saved")`.
    public init(_ content: String) {
        self.content = content
    }

    /// A text element.
    public func elements(for traits: Traits) -> [Element] { [Element(unnamed: .text(Element.Label(content)))] }
}

/// A button's look with its title, as SwiftUI's `Button` without its action (a snapshot does not tap):
/// a label that `popsnap lint` checks as a touch target.
///
/// ```swift
/// Button("Done").frame(height: 48).background(.systemGreen).foregroundStyle(.white)
/// ```
public struct Button: PopupView {
    let title: String

    /// `Button("OK")`.
    public init(_ title: String) {
        self.title = title
    }

    /// A button element.
    public func elements(for traits: Traits) -> [Element] { [Element(unnamed: .button(Element.Label(title)))] }
}

