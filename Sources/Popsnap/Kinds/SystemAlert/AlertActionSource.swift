extension AlertAction: SwiftLeaf {
    /// `AlertAction("Delete", style: .destructive)`, as UIAlertAction reads.
    func swiftExpression(_ writer: ValueSource, place: String) -> String {
        "AlertAction(\(SwiftLiterals.string(title))" + (style == .default ? ")" : ", style: .\(style))")
    }
}
