extension UIButton {
    /// A closure that restyles a button's configuration for its current state.
    ///
    /// ```swift
    /// button.configurationUpdateHandler = { button in
    ///     var configuration = button.configuration
    ///     configuration?.title = isSaved ? "Saved" : "Save"
    ///     button.configuration = configuration
    /// }
    /// ```
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// Makes `updateConfiguration()` and the update handler run before the button is next measured or
    /// laid out.
    public func setNeedsUpdateConfiguration() {
        guard !updatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs the update if one is due, as UIKit does before measuring or laying out a configured button.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !updatingConfiguration else { return }
        needsConfigurationUpdate = false
        updatingConfiguration = true
        defer { updatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }
}
