extension JSONParsing {
    /// The deepest nesting of the whole input, for the message of a document nested past the limit:
    /// from the cursor on, only brackets outside strings are counted, so the scan is one cheap pass
    /// that builds nothing. On a document broken further on it is the depth up to the break.
    func deepestNesting() -> Int {
        var depth = stack.count, deepest = depth, i = offset, inString = false
        while i < bytes.count {
            let byte = bytes[i]
            if inString {
                if byte == UInt8(ascii: "\\") { i += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    deepest = max(deepest, depth)
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            }
            i += 1
        }
        return deepest
    }
}
