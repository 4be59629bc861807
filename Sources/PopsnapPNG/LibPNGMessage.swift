import CPopsnapPNG

/// The buffer a CPopsnapPNG call copies its error message into.
struct LibPNGMessage {
    private var storage = [CChar](repeating: 0, count: 512)

    /// Runs `body` with the buffer and its size.
    mutating func call(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> Int32 {
        storage.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
    }

    var text: String {
        let message = storage.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return message.isEmpty ? "unknown error" : message
    }
}
