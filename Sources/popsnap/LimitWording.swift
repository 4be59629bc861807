import Popsnap
import PopsnapPNG
import PopsnapSnapshot

/// The library's advice on raising a limit is for Swift callers ("pass larger ImageLimits"); by the time
/// an error reaches the CLI it may be folded into a spec error's text, so the CLI replaces that advice
/// with what a person at a terminal can do.
enum LimitWording {
    private static let replacements = SpecLimit.allCases.map { ($0.howToRaise, $0.commandLineAdvice) } + [
        // The image limits are the pixel engine's: they are also the largest canvas, so no option raises them.
        (PNGError.imageLimitsAdvice, "scale the image down: Popsnap reads no image larger than the largest canvas it draws"),
        (PNGError.frameLimitAdvice, "raise it with --max-frames N"),
        (Verifier.replaceOtherFilesAdvice, "pass --force to record over it anyway"),
    ]

    /// `message` with every Swift-only piece of advice replaced.
    static func forCommandLine(_ message: String) -> String {
        replacements.reduce(message) { text, pair in text.replacing(pair.0, with: pair.1) }
    }
}
