/// What `popsnap` tells the shell and CI, the same for every command: 0 success, 1 a mismatch, 2 bad input.
enum ExitStatus: Int32, Sendable {
    case success = 0
    /// The command ran and an image differs from its reference: the answer is "no", not an error.
    case mismatch = 1
    /// The command could not do its work: a usage error, a bad spec, an unreadable file. Every
    /// thrown error ends here, so bodies throw rather than choose a status.
    case badInput = 2
}
