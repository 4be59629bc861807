extension Easing {
    /// The curves a spec's `animation.curve` and `popsnap animate --curve` name: one set for both, so a
    /// spring a spec names is drawn and verified as the command line draws it.
    public enum Name: String, CaseIterable, Sendable {
        /// One case each `Easing` without parameters, by name, and `spring`, whose damping and response a spec
        /// or option gives (`defaultDamping` and `defaultResponse` when it does not).
        case linear, easeIn, easeOut, easeInOut, spring
    }

    /// A spring's damping ratio when none is given: critically damped, so it does not overshoot
    /// (`popsnap animate`'s default since it took springs).
    public static let defaultDamping = 1.0
    /// A spring's response when none is given, in seconds (`popsnap animate`'s default since it took springs).
    public static let defaultResponse = 0.35
    /// The damping ratios a spec or an option may give: 0 oscillates for ever, 10 creeps.
    public static let dampingRange = 0.0...10
    /// The responses, in seconds, a spec or an option may give.
    public static let responseRange = 0.01...10

    /// The curve `name` names; `damping` and `response` shape a spring (each its default when nil) and
    /// are not read for any other curve.
    public init(_ name: Name, damping: Double? = nil, response: Double? = nil) {
        switch name {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInOut: self = .easeInOut
        case .spring: self = .spring(damping: damping ?? Self.defaultDamping, response: response ?? Self.defaultResponse)
        }
    }
}
