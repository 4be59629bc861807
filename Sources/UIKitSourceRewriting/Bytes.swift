// The lexer reads UTF-8 bytes: everything it looks for is ASCII, and a multi-byte character never contains an
// ASCII byte, so a byte index is as good as a character's.

extension UInt8 {
    var isIdentifierHead: Bool { (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || self == 0x5F || self >= 0x80 }
    var isIdentifierBody: Bool { isIdentifierHead || (self >= 0x30 && self <= 0x39) }
    var isHorizontalSpace: Bool { self == 0x20 || self == 0x09 }
    var isUppercaseLetter: Bool { self >= 0x41 && self <= 0x5A }
}

extension Array where Element == UInt8 {
    /// Whether `text`'s bytes stand at `index`.
    func has(_ text: String, at index: Int) -> Bool {
        var i = index
        for byte in text.utf8 {
            guard i < count, self[i] == byte else { return false }
            i += 1
        }
        return true
    }

    /// The end of the identifier starting at `index` (`index` itself when none starts there).
    func identifierEnd(from index: Int) -> Int {
        guard index < count, self[index].isIdentifierHead else { return index }
        var end = index + 1
        while end < count, self[end].isIdentifierBody { end += 1 }
        return end
    }

    /// The first index at or after `index` that is not a space or a tab.
    func skippingSpaces(from index: Int) -> Int {
        var i = index
        while i < count, self[i].isHorizontalSpace { i += 1 }
        return i
    }

    func text(_ range: Range<Int>) -> String { String(decoding: self[range], as: UTF8.self) }
}
