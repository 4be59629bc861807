import PopsnapFiles
import Popsnap
import PopsnapExport

/// The library's errors in a terminal's words: the values an error carries (the overrides it is about,
/// the screens compared) named as the options that set them, and its remedy (raising a limit, allowing a
/// folder) as the option that does it (`RemedyWording`).
enum ErrorWording {
    static func forCommandLine(_ error: any Error, command: CommandSpec) -> String {
        func remedy(_ r: Remedy) -> String { RemedyWording.forCommandLine(r, command: command) }
        if let e = error as? FrameFolderNotEmpty {
            return "\(e.folder) exists and is not empty; choose another folder, or pass --overwrite to replace its numbered frames (no other file is touched)"
        }
        switch error as? PopsnapError {
        case let .overrides(e)?:
            return "\(SpecOverrides.source): \(e.fields.map(option).joined(separator: ", ")): "
                + e.problem(everyVariant: "render them all with --matrix") + (e.remedy.map { $0.joiner + remedy($0) } ?? "")
        case let .unequalCrossfade(w0, h0, w1, h1)?:
            return "--from's screen is \(w0) x \(h0) px and --to's \(w1) x \(h1) px; cross-fades need equal sizes"
        default:
            return Remedy.describe(error, saying: remedy)
        }
    }

    /// The option that sets an override (`PopupArguments.overrides` reads each).
    static func option(_ field: SpecOverrides.Field) -> String {
        switch field {
        case .scale: return "--scale"
        case .device: return "--device"
        case .size: return "--size"
        case .orientation: return "--orientation"
        case .appearance: return "--appearance"
        case .contentSize: return "--content-size"
        case .ios: return "--ios"
        case .locale: return "--locale"
        case .variants: return "--variant"
        case .kind: return "--kind"
        case .title: return "--title"
        case .message: return "--message"
        case .buttons: return "--button"
        case .background: return "--background"
        }
    }
}
