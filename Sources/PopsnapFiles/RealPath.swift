#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path really is: every symbolic link, `.` and `..` on it resolved, as the system resolves it
/// when the file is opened.
///
/// ```swift
/// RealPath.of("out/r.html")   // "/work/build/reports/r.html" when out -> build/reports
/// RealPath.of("missing")      // nil
/// ```
public enum RealPath {
    /// The absolute path `path` leads to; nil when some part of it does not exist (or loops), `errno` saying why.
    public static func of(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
