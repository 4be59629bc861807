import PopsnapPNG
import PopsnapRaster
import PopsnapText

/// Any error from making a popup image, with a message a user can act on. All are bad input (exit status 2).
public enum PopsnapError: Error, CustomStringConvertible, Sendable {
    case spec(SpecError)
    case text(TextError)
    case raster(RasterError)
    case png(PNGError)
    /// An element tree that breaks a rule of trees (a name, a sibling, a field on the wrong kind).
    case element(ElementError)
    /// A request outside what Popsnap renders (a canvas too large, a scale it does not support, …).
    case invalid(String)

    public var description: String {
        switch self {
        case let .spec(e): return e.description
        case let .text(e): return e.description
        case let .raster(e): return e.description
        case let .png(e): return e.description
        case let .element(e): return e.description
        case let .invalid(message): return message
        }
    }
}
