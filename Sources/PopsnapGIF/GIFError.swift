import PopsnapFiles

/// Why a GIF could not be written: the request breaks a limit of the format, libimagequant refused the
/// pixels, or the file could not be written.
///
/// ```swift
/// do { try GIFWriter(file: file, width: 0, height: 10, options: GIFOptions()) }
/// catch { print(error) }   // a canvas of 0 x 10 px cannot be a GIF (1 to 65,535 px a side)
/// ```
public enum GIFError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A canvas, frame or option outside what GIF89a stores, with the figures.
    case invalid(reason: String)
    /// libimagequant could not reduce a frame's colours (its error code, `liq_error`).
    case quantizationFailed(frame: Int, code: Int)
    /// Writing the file failed.
    case file(FileError)

    public var description: String {
        switch self {
        case let .invalid(reason): return reason
        case let .quantizationFailed(frame, code): return "frame \(frame): libimagequant could not reduce its colours to 256 (liq_error \(code))"
        case let .file(error): return error.description
        }
    }
}
