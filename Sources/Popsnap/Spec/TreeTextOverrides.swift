/// Kinds whose text is in an element tree (a custom popup, a sheet's root) have no title, message or
/// buttons of their own for the options to change.
extension SpecOverrides {
    /// Throws, naming each of `--title`, `--message` and `--button` given, with `text`; returns when none is.
    func refuseText(saying text: String) throws(PopsnapError) {
        let given: [(SpecOverrides.Field, Bool)] = [(.title, title != nil), (.message, message != nil), (.buttons, !buttons.isEmpty)]
        guard given.contains(where: \.1) else { return }
        throw .overrides(OverrideError(given.filter(\.1).map(\.0), .text(text)))
    }
}
