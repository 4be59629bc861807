import CFriBidi

/// The direction a paragraph is laid out in.
public enum TextDirection: String, Sendable {
    /// Taken from the first strong character (Unicode bidi rules P2–P3); left to right when there is none.
    case natural
    /// Left to right, whatever the text's characters.
    case leftToRight
    /// Right to left, as an Arabic or Hebrew paragraph is; runs of Latin text keep their own order.
    case rightToLeft
}

/// The Unicode bidirectional algorithm, through FriBidi: embedding levels, then visual order.
enum Bidi {
    /// Each scalar's embedding level (even: left to right, odd: right to left) and the paragraph's level.
    static func levels(of scalars: [UInt32], direction: TextDirection) -> (levels: [UInt8], paragraphLevel: UInt8) {
        let n = scalars.count
        var parType: FriBidiParType
        switch direction {
        case .natural: parType = popsnap_fribidi_par_auto()
        case .leftToRight: parType = popsnap_fribidi_par_ltr()
        case .rightToLeft: parType = popsnap_fribidi_par_rtl()
        }
        guard n > 0 else { return ([], popsnap_fribidi_is_rtl(parType) != 0 ? 1 : 0) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        let ok = scalars.withUnsafeBufferPointer { s in
            types.withUnsafeMutableBufferPointer { t in
                fribidi_get_bidi_types(s.baseAddress, FriBidiStrIndex(n), t.baseAddress)
                brackets.withUnsafeMutableBufferPointer { b in
                    fribidi_get_bracket_types(s.baseAddress, FriBidiStrIndex(n), t.baseAddress, b.baseAddress)
                }
                return brackets.withUnsafeBufferPointer { b in
                    levels.withUnsafeMutableBufferPointer { l in
                        fribidi_get_par_embedding_levels_ex(t.baseAddress, b.baseAddress, FriBidiStrIndex(n), &parType, l.baseAddress)
                    }
                }
            }
        }
        let paragraph: UInt8 = popsnap_fribidi_is_rtl(parType) != 0 ? 1 : 0
        // FriBidi fails only when out of memory; left to right is the harmless answer then.
        guard ok != 0 else { return ([UInt8](repeating: paragraph, count: n), paragraph) }
        return (levels.map { UInt8(bitPattern: $0) }, paragraph)
    }

    /// The display order of items with the given levels, left to right on screen (rule L2: from the
    /// highest level down to the lowest odd one, reverse every maximal run at that level or higher).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
