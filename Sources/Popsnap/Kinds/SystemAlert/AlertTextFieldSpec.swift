import PopsnapJSON

/// A system alert's `"textFields"` in a spec: each an object with `placeholder`, `text`, `secure`,
/// `focused` and `keyboardType`.
extension SystemAlertPopup {
    /// UIAlertController takes any number of text fields but shows them all, without scrolling them, above
    /// the keyboard: on the smallest iPhone drawn (iPhone SE, 667 pt, 216 pt keyboard, 20 pt status bar)
    /// that room holds a title, a message, two actions and about eight 25 pt fields, so more is a mistake.
    public static let maxTextFields = 8

    /// The fields of a `"textFields"` array (at least one: an empty list is left out); how many it may hold
    /// and which has the focus are the kind's rules (`brokenRule()`), the same for fields made in Swift.
    static func textFields(_ r: SpecReader, context: SpecContext) throws(SpecError) -> [AlertTextField] {
        try r.array(count: 1...Int.max).map { item throws(SpecError) in
            let o = try item.object(keys: ["placeholder", "text", "secure", "focused", "keyboardType"])
            return AlertTextField(placeholder: try o.optional("placeholder")?.text(context), text: try o.optional("text")?.text(context) ?? "",
                                  secure: try o.optional("secure")?.bool() ?? false, focused: try o.optional("focused")?.bool() ?? false,
                                  keyboardType: try o.optional("keyboardType")?.oneOf(AlertTextField.KeyboardType.self) ?? .default)
        }
    }
}
