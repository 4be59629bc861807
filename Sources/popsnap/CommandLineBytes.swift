#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsnapFiles

/// The process's arguments as the system passed them, bytes first: `CommandLine.arguments` repairs
/// bytes that are not UTF-8 into U+FFFD, so `-o $'out\xff.png'` would write `out\xEF\xBF\xBD.png`,
/// another file than the one named. Such an argument is refused instead, shown with its bytes.
enum CommandLineBytes {
    /// Every argument after the program's name, as bytes.
    static var arguments: [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { i in
            guard let argument = CommandLine.unsafeArgv[i] else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
        }
    }

    /// The arguments as strings, or the usage error naming the first that is not UTF-8.
    static func strings(_ arguments: [[UInt8]]) -> Result<[String], UsageError> {
        var strings: [String] = []
        for (index, bytes) in arguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(UsageError("argument \(index + 1), \(TerminalText.escaped(bytes: bytes)), is not UTF-8; "
                                           + "Popsnap reads and writes files by UTF-8 names only, so it would name another file"))
            }
            strings.append(text)
        }
        return .success(strings)
    }
}
