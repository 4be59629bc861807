import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reason a file-system call of FoundationEssentials failed, in the system's words ("Permission
/// denied"): its errors carry the errno underneath, and print as a dump of their fields otherwise.
package func systemErrorText(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
        return String(cString: strerror(underlying.code.rawValue))
    }
    return String(describing: error)
}
