#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment as the system holds it, each value decoded by `FileNameBytes`:
/// `ProcessInfo.environment` repairs bytes that are not UTF-8 into U+FFFD, so
/// `POPSNAP_ARTIFACTS=$'art\xfe'` put the artifacts in `art\xEF\xBF\xBD`, another folder.
///
/// ```swift
/// EnvironmentBytes.variables["POPSNAP_ARTIFACTS"]   // "art\u{10FFFE}"
/// ```
public enum EnvironmentBytes {
    /// Every `NAME=value`; the first of a name repeated wins, as `getenv` finds it.
    public static var variables: [String: String] {
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
