import CWebP

/// libwebp's `WebPEncodingError`, by the name its header gives each code, so a failure can be looked up.
public enum WebPEncoderCode: Int, Sendable, Equatable, CaseIterable {
    /// VP8_ENC_ERROR_OUT_OF_MEMORY.
    case outOfMemory = 1
    /// VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY.
    case bitstreamOutOfMemory
    /// VP8_ENC_ERROR_NULL_PARAMETER.
    case nullParameter
    /// VP8_ENC_ERROR_INVALID_CONFIGURATION.
    case invalidConfiguration
    /// VP8_ENC_ERROR_BAD_DIMENSION.
    case badDimension
    /// VP8_ENC_ERROR_PARTITION0_OVERFLOW (lossy only).
    case partition0Overflow
    /// VP8_ENC_ERROR_PARTITION_OVERFLOW (lossy only).
    case partitionOverflow
    /// VP8_ENC_ERROR_BAD_WRITE.
    case badWrite
    /// VP8_ENC_ERROR_FILE_TOO_BIG.
    case fileTooBig
    /// VP8_ENC_ERROR_USER_ABORT.
    case userAbort
    /// A code this table does not know (a newer libwebp), or none where one was expected.
    case unknown = -1

    /// The code a picture or encoder reported.
    init(_ code: WebPEncodingError) {
        self = WebPEncoderCode(rawValue: Int(code.rawValue)) ?? .unknown
    }

    /// The header's name, VP8_ENC_ERROR_….
    public var name: String {
        switch self {
        case .outOfMemory: return "VP8_ENC_ERROR_OUT_OF_MEMORY"
        case .bitstreamOutOfMemory: return "VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY"
        case .nullParameter: return "VP8_ENC_ERROR_NULL_PARAMETER"
        case .invalidConfiguration: return "VP8_ENC_ERROR_INVALID_CONFIGURATION"
        case .badDimension: return "VP8_ENC_ERROR_BAD_DIMENSION"
        case .partition0Overflow: return "VP8_ENC_ERROR_PARTITION0_OVERFLOW"
        case .partitionOverflow: return "VP8_ENC_ERROR_PARTITION_OVERFLOW"
        case .badWrite: return "VP8_ENC_ERROR_BAD_WRITE"
        case .fileTooBig: return "VP8_ENC_ERROR_FILE_TOO_BIG"
        case .userAbort: return "VP8_ENC_ERROR_USER_ABORT"
        case .unknown: return "an unknown code"
        }
    }

    /// What the header says the code means.
    public var meaning: String {
        switch self {
        case .outOfMemory: return "memory ran out allocating objects"
        case .bitstreamOutOfMemory: return "memory ran out while flushing bits"
        case .nullParameter: return "a pointer parameter is NULL"
        case .invalidConfiguration: return "the configuration is invalid"
        case .badDimension: return "the picture has an invalid width or height"
        case .partition0Overflow: return "the first partition is bigger than 512 KiB"
        case .partitionOverflow: return "a partition is bigger than 16 MiB"
        case .badWrite: return "flushing bytes failed"
        case .fileTooBig: return "the file is bigger than 4 GiB"
        case .userAbort: return "the encoding was aborted"
        case .unknown: return "libwebp gave no code this version of Popsnap knows"
        }
    }
}
