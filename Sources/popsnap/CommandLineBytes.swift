#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PopsnapFiles

/// The process's arguments and environment as the system passed them, bytes decoded by `FileNameBytes`:
/// `CommandLine.arguments` and `ProcessInfo.environment` repair bytes that are not UTF-8 into U+FFFD, so
/// `-o $'out\xff.png'` wrote `out\xEF\xBF\xBD.png`, another file than the one named.
enum CommandLineBytes {
    /// Every argument after the program's name.
    static var arguments: [String] {
        (1..<Int(CommandLine.argc)).map { i in CommandLine.unsafeArgv[i].map { FileNameBytes.decoding(cString: $0) } ?? "" }
    }

    /// Every `NAME=value` of the environment; the first of a name repeated wins, as `getenv` finds it.
    static var environment: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pair = entry.pointee {
            // By scalars: a value starting with a combining mark would join "=" in one Character.
            let text = FileNameBytes.decoding(cString: pair).unicodeScalars
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
