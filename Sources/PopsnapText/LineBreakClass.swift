/// A line-breaking class of UAX #14 (Unicode Line Breaking Algorithm), as `LineBreaking` sees it.
///
/// Classes Popsnap does not tell apart are folded into the nearest one here (UAX #14 LB1 and LB10),
/// so the rules meet only these.
enum LineBreakClass: UInt8, Sendable {
    /// BK: U+000B, U+000C, U+2028, U+2029.
    case bk, cr, lf, nl
    /// U+0020 only: other spaces are BA (they break after) or GL (they never break).
    case sp
    case zw, wj, gl
    case cl, cp, ex, `is`, sy
    /// NS, and CJ (small kana, ー) resolved to NS as strict Japanese line breaking does (LB1).
    case ns
    case op
    /// An OP whose East_Asian_Width is F, W or H: LB30 lets a letter or digit break before it.
    case opWide
    case qu, hy, ba, bb, b2, `in`
    /// ID, and what breaks like it once clusters are whole: H2, H3, JL, JV, JT (Hangul), EB, EM, RI, pictographs.
    case id
    /// AL, and HL, SA, AI, AK, AP, AS, VF, VI, XX, and CM or ZWJ that start a cluster (LB10).
    case al
    case nu, pr, po
}

extension LineBreakClass {
    /// The class of a grapheme cluster. LB9 attaches combining marks and ZWJ to the character before
    /// them, which is what a grapheme cluster does, so its first scalar decides.
    init(_ cluster: Character) {
        var scalars = cluster.unicodeScalars.makeIterator()
        let first = scalars.next()!  // a Character holds at least one scalar
        let second = scalars.next()
        if first.value == 0x20, second != nil {
            // LB9 leaves a mark after a space alone and LB10 makes it a letter; the cluster breaks only whole.
            self = .al
        } else if second?.value == 0xFE0F, first.properties.isEmoji {
            // A symbol that defaults to text but is asked to be an emoji (☎️, 1️⃣) is a pictograph.
            self = .id
        } else {
            self.init(first)
        }
    }

    init(_ scalar: Unicode.Scalar) {
        self = Self.listed(scalar.value) ?? Self.byProperties(scalar)
    }

    /// Code points whose class their general category does not tell, from UAX #14's LineBreak.txt.
    private static func listed(_ v: UInt32) -> LineBreakClass? {
        switch v {
        case 0x41...0x5A, 0x61...0x7A: return .al  // the commonest case, spared the property lookups
        case 0x30...0x39: return .nu
        case 0x0A: return .lf
        case 0x0D: return .cr
        case 0x85: return .nl
        case 0x0B, 0x0C, 0x2028, 0x2029: return .bk
        case 0x20: return .sp
        case 0x200B: return .zw
        case 0x2060, 0xFEFF: return .wj
        case 0xA0, 0x034F, 0x180E, 0x2007, 0x2011, 0x202F: return .gl
        case 0x29, 0x5D: return .cp
        case 0xA1, 0xBF, 0x2E18: return .op  // ¡ ¿ open a Spanish sentence
        case 0x3001, 0x3002, 0xFE11, 0xFE12, 0xFE50, 0xFE52, 0xFF0C, 0xFF0E, 0xFF61, 0xFF64: return .cl
        case 0x21, 0x3F, 0x05C6, 0x061B, 0x061D...0x061F, 0x06D4, 0x07F9, 0x0F0D...0x0F11, 0x0F14,
             0x1802, 0x1803, 0x1808, 0x1809, 0x1944, 0x1945, 0x2762, 0x2763, 0x2CF9, 0x2CFE, 0x2E2E,
             0xA60E, 0xA876, 0xA877, 0xFE15, 0xFE16, 0xFE56, 0xFE57, 0xFF01, 0xFF1F:
            return .ex
        case 0x2C, 0x2E, 0x3A, 0x3B, 0x037E, 0x0589, 0x060C, 0x060D, 0x07F8, 0x2044, 0xFE10, 0xFE13, 0xFE14:
            return .is
        case 0x2F: return .sy
        case 0x17D6, 0x203C, 0x203D, 0x2047...0x2049, 0x3005, 0x301C, 0x303B, 0x303C, 0x309B...0x309E,
             0x30A0, 0x30FB, 0x30FD, 0x30FE, 0xA015, 0xFE54, 0xFE55, 0xFF1A, 0xFF1B, 0xFF65, 0xFF9E, 0xFF9F,
             // CJ: small kana and the prolonged sound mark.
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x30FC, 0x31F0...0x31FF, 0xFF67...0xFF70, 0x1B132, 0x1B150...0x1B152, 0x1B155, 0x1B164...0x1B167:
            return .ns
        case 0x22, 0x27, 0x275B...0x2760, 0x2E00, 0x2E01, 0x2E06...0x2E08, 0x2E0B, 0x1F676...0x1F678: return .qu
        // U+2010 is BA, but LB20a reads it as HY (Unicode 16 gives it a class of its own, HH).
        case 0x2D, 0x2010: return .hy
        case 0x09, 0x7C, 0xAD, 0x058A, 0x05BE, 0x0964, 0x0965, 0x0E5A, 0x0E5B, 0x0F0B, 0x104A, 0x104B, 0x1361,
             0x1680, 0x17D4, 0x17D5, 0x17D8, 0x17DA, 0x1804, 0x1805, 0x2000...0x2006, 0x2008...0x200A, 0x2012,
             0x2013, 0x2027, 0x2056, 0x2058...0x205B, 0x205D...0x205F, 0x2E0E...0x2E15, 0x2E17, 0x3000:
            return .ba
        case 0xB4, 0x02C8, 0x02CC, 0x02DF, 0x1806, 0x1FFD: return .bb
        case 0x2014, 0x2E3A, 0x2E3B: return .b2
        case 0x2024...0x2026, 0x22EF, 0xFE19: return .in
        case 0x2B, 0x5C, 0xB1, 0x2116, 0x2212, 0x2213: return .pr
        case 0x25, 0xA2, 0xB0, 0x0609...0x060B, 0x066A, 0x09F2, 0x09F3, 0x2030...0x2037, 0x20A7,
             0x20B6, 0x20BB, 0x20BE, 0x20C0, 0x2103, 0x2109, 0xA838, 0xFDFC, 0xFE6A, 0xFF05, 0xFFE0:
            return .po
        case 0x066B, 0x066C: return .nu
        // Pictographs that default to text presentation yet break as ideographs.
        case 0x23F1, 0x23F2, 0x2600...0x2603, 0x2618, 0x261A...0x261F, 0x2639...0x263B, 0x2668,
             0x26BD...0x26C8, 0x26CD, 0x26CF...0x26D1, 0x26D3, 0x26D8, 0x26D9, 0x26DC, 0x26DF...0x26E1, 0x26F1...0x26F5,
             0x26F7...0x26FA, 0x26FD...0x2704, 0x2708...0x270D, 0x2764:
            return .id
        default: return nil
        }
    }

    private static func byProperties(_ scalar: Unicode.Scalar) -> LineBreakClass {
        let v = scalar.value
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return .al  // LB10: a mark starting a cluster
        case .decimalNumber: return isIdeographicBlock(v) ? .id : .nu  // fullwidth digits are ID
        case .openPunctuation: return isWide(v) ? .opWide : .op
        case .closePunctuation: return .cl
        case .initialPunctuation, .finalPunctuation: return .qu
        case .currencySymbol: return .pr
        default: break
        }
        // The standard library knows Emoji_Presentation, not Extended_Pictographic: with the table above,
        // the emoji blocks below and an explicit U+FE0F, it covers the pictographs people type.
        if isIdeographicBlock(v) || properties.isIdeographic || properties.isEmojiPresentation { return .id }
        // SA (Thai, Lao, Khmer, Myanmar) needs a dictionary to find where words end; without one a run
        // is a single word, as AL, and breaks only at spaces and punctuation.
        return .al
    }

    /// East_Asian_Width F, W or H, for the code points that are open punctuation.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x2329, 0x3000...0x303F, 0xFE10...0xFE6F, 0xFF00...0xFFEF: return true
        default: return false
        }
    }

    /// Blocks that LineBreak.txt makes ID, unassigned code points included, less what is listed above.
    private static func isIdeographicBlock(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x11FF, 0x2E80...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4CF, 0xA960...0xA97F,
             0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE6F, 0xFF01...0xFFDC, 0xFFE1...0xFFE6,
             0x17000...0x18AFF, 0x18D00...0x18D7F, 0x1B000...0x1B2FF, 0x1F000...0x1F0FF, 0x1F10D...0x1F10F,
             0x1F16D...0x1F16F, 0x1F1AD...0x1F1FF, 0x1F200...0x1FAFF, 0x1FC00...0x1FFFD,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
