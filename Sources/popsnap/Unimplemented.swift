/// TEMPORARY: the body of every command whose interface is settled but whose work is not yet
/// written. Delete this file once no command calls it.
func unimplemented(_ command: String) throws -> Never {
    throw NotYetAvailable(command: command)
}

struct NotYetAvailable: Error, CustomStringConvertible {
    var command: String
    var description: String {
        "not available yet: the options of '\(command)' are checked, but the command itself is still being built"
    }
}
