import PopsnapFiles
import PopsnapPNG
import PopsnapRaster
import PopsnapText

/// Any error from making a popup image, with a message a user can act on. All are bad input (exit status 2).
public enum PopsnapError: RemediableError, Sendable {
    /// A spec that cannot be read, parsed or decoded, or that exceeds a `SpecLimits` limit.
    case spec(SpecError)
    /// Text that cannot be set: a font file unreadable or not a font, a family not found, a text too long or
    /// a size that is not one.
    case text(TextError)
    /// Pixels Popsnap cannot make: an image over its limits or of a negative size, a colour string of no
    /// accepted form, pixel data of the wrong length.
    case raster(RasterError)
    /// A PNG that cannot be read, decoded or written.
    case png(PNGError)
    /// A GIF or WebP that cannot be encoded or written: the encoder's own error (`GIFError`, `WebPError`),
    /// which PopsnapExport's encoders give and this module, which links neither codec, only carries.
    case encoding(any Error & CustomStringConvertible)
    /// A file that cannot be read or written, whatever it holds (a report, a frames folder, an output of any
    /// format), the file named.
    case file(FileError)
    /// Overrides that do not fit the popup (`SpecOverrides`), worded by whoever gave them.
    case overrides(OverrideError)
    /// A cross-fade between two screens of different pixel sizes: the one faded from, then the one faded to.
    case unequalCrossfade(startWidth: Int, startHeight: Int, endWidth: Int, endHeight: Int)
    /// An element tree that breaks a rule of trees (a name, a sibling, a field on the wrong kind).
    case element(ElementError)
    /// A limit of the run reached outside any spec field (a VoiceOver overlay's memory, a comparison's).
    case limit(LimitExceeded)
    /// A request for an animation Popsnap cannot make (its duration, frame rate or frames).
    case animation(AnimationError)
    /// A request outside what Popsnap renders (a canvas too large, a scale it does not support, …).
    case invalid(String)

    /// What went wrong, without what to do about it (`remedy`).
    public var problem: String {
        switch self {
        case let .spec(e): return e.problem
        case let .text(e): return e.description
        case let .raster(e): return e.description
        case let .png(e): return e.problem
        case let .encoding(e): return e.description
        case let .file(e): return e.problem
        case let .overrides(e): return e.description
        case let .unequalCrossfade(w0, h0, w1, h1):
            return "the screen cross-faded from is \(w0) x \(h0) px and the one cross-faded to \(w1) x \(h1) px; cross-fades need equal sizes"
        case let .element(e): return e.problem
        case let .limit(e): return e.problem
        case let .animation(e): return e.problem
        case let .invalid(message): return message
        }
    }

    /// The problem with its remedy in a Swift caller's words.
    public var description: String { description(remedy: \.inSwift) }

    /// What the error it carries says to do about it: raise a limit, allow a folder, replace a file.
    public var remedy: Remedy? {
        switch self {
        case let .spec(e): return e.remedy
        case let .png(e): return e.remedy
        case let .file(e): return e.remedy
        case let .element(e): return e.remedy
        case let .limit(e): return e.remedy
        case let .animation(e): return e.remedy
        case .text, .raster, .encoding, .overrides, .unequalCrossfade, .invalid: return nil
        }
    }
}
