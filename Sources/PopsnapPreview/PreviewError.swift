/// Why the preview server cannot start: a socket that cannot be opened or bound, a folder that is not one.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The socket could not be opened, bound or listened on; the reason names the address.
    case socket(String)
    /// The folder to preview is missing or is not a folder.
    case folder(String)

    public var description: String {
        switch self {
        case let .socket(reason), let .folder(reason): reason
        }
    }
}
