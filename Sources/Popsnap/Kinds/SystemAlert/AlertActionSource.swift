extension AlertAction: SwiftLeaf {
    /// `AlertAction("Delete", style: .destructive)`, as UIAlertAction reads; `preferred: true` when it is.
    func swiftExpression(_ writer: ValueSource, place: String) -> String {
        "AlertAction(\(SwiftLiterals.string(title))" + (style == .default ? "" : ", style: .\(style)") + (preferred ? ", preferred: true)" : ")")
    }
}
