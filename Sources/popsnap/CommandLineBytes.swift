#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsnapFiles

/// The process's arguments as the system passed them, bytes decoded by `FileNameBytes`:
/// `CommandLine.arguments` repairs bytes that are not UTF-8 into U+FFFD, so `-o $'out\xff.png'` wrote
/// `out\xEF\xBF\xBD.png`, another file than the one named (the environment: `EnvironmentBytes`).
enum CommandLineBytes {
    /// Every argument after the program's name.
    static var arguments: [String] {
        (1..<Int(CommandLine.argc)).map { i in CommandLine.unsafeArgv[i].map { FileNameBytes.decoding(cString: $0) } ?? "" }
    }
}
