/// Why the preview server cannot start: a socket that cannot be opened or bound, a folder that is not one,
/// a temporary folder that cannot be made.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The socket could not be opened, bound or listened on; the reason names the address.
    case socket(String)
    /// The folder to preview is missing or is not a folder.
    case folder(String)
    /// The server's private temporary folder could not be made; the reason names it.
    case temporaryFolder(String)

    public var description: String {
        switch self {
        case let .socket(reason), let .folder(reason), let .temporaryFolder(reason): reason
        }
    }
}
