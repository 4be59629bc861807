/// Which iOS design a system popup is drawn in: iOS 26's Liquid Glass, or the look of iOS 13 to 18 that
/// apps opting out with `UIDesignRequiresCompatibility` keep. Only the system kinds change with it; the
/// seeds and custom trees draw what their code draws on any iOS.
public enum IOSLook: Int, Sendable, Hashable, CaseIterable {
    /// The look of iOS 13 to 18: blur materials and hairline-separated buttons (`Traits.ios` 18).
    case ios18 = 18
    /// iOS 26's Liquid Glass look: glass cards and capsule buttons, the default (`Traits.ios` 26).
    case ios26 = 26

    /// Its part of a variant's name: `ios18`, `ios26`.
    public var name: String { "ios\(rawValue)" }

    /// The numbers a spec and `--ios` take, in words: "18 or 26".
    public static var expected: String { SpecWording.list(allCases.map { String($0.rawValue) }) }
}
