import PopsnapLayout
import PopsnapRaster
import PopsnapGeometry
import PopsnapText

/// The keyboard as an element tree `width` x `height` points: four rows of keys, each key a rounded fill
/// inside its slot with a shadow under it, then the bar below (empty: the globe and dictation glyphs are
/// not drawn). Laid out and painted like a popup, pinned to the screen's bottom.
extension Keyboard {
    /// The letter rows of `layout` (the number pad has none).
    var letterRows: [String] {
        switch layout {
        case .qwerty: return ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        case .azerty: return ["azertyuiop", "qsdfghjklm", "wxcvbn'"]
        case .qwertz: return ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]
        case .numberPad: return []
        }
    }

    func element(width: Double, height: Double, appearance: Appearance) -> Element {
        let t = theme
        var keyboard = Element(.vstack(Element.Stack()), name: "keyboard", role: "keyboard")
        keyboard.sizing = Sizing(width: width, height: height)
        keyboard.background = .color(t.background.resolved(for: appearance))
        keyboard.accessibilityElementsHidden = true
        var rows = layout == .numberPad ? numberPadRows(width: width, appearance: appearance) : letterKeyRows(width: width, appearance: appearance)
        for i in rows.indices {
            rows[i].name = "row[\(i)]"
            rows[i].sizing = Sizing(width: width, height: t.rowHeight)
        }
        keyboard.children = rows + [Self.spacer("bar")]
        return keyboard
    }

    /// Three rows of letters and the bottom row: shift and delete either side of the third, "123", emoji,
    /// space and return under them; each row's letters centred, in slots a tenth of the width (or less, to
    /// fit eleven).
    private func letterKeyRows(width: Double, appearance: Appearance) -> [Element] {
        let t = theme
        let letters = letterRows
        let slot = width / max(t.lettersPerRow, Double(letters.map(\.count).max() ?? 0))
        func letterKeys(_ row: String) -> [Element] {
            row.map { c in key(shifted ? String(c).uppercased() : String(c), slot: slot, system: false, appearance: appearance,
                               size: shifted ? t.capitalSize : t.lowercaseSize, weight: shifted ? .regular : .light) }
        }
        func centred(_ keys: [Element], in room: Double) -> [Element] {
            let side = max(0, (room - slot * Double(keys.count)) / 2)
            return [Self.spacer("margin", length: side)] + keys + [Self.spacer("margin", length: side)]
        }
        var rows: [Element] = []
        for row in letters.prefix(2) { rows.append(Self.row(centred(letterKeys(row), in: width))) }
        let side = width * t.shiftWidth
        rows.append(Self.row([glyphKey(shifted ? .shiftOn : .shift, slot: side, appearance: appearance)]
                             + centred(letterKeys(letters[2]), in: width - 2 * side)
                             + [glyphKey(.delete, slot: side, appearance: appearance)]))
        let small = width * t.bottomKeyWidth, enter = width * t.returnWidth
        rows.append(Self.row([key("123", slot: small, system: true, appearance: appearance, size: t.systemLabelSize, weight: .regular),
                              glyphKey(.emoji, slot: small, appearance: appearance),
                              key("space", slot: width - 2 * small - enter, system: false, appearance: appearance, size: t.systemLabelSize, weight: .regular),
                              key("return", slot: enter, system: true, appearance: appearance, size: t.systemLabelSize, weight: .regular)]))
        return rows
    }

    /// The number pad: 1 to 9 in three rows with their letters, as a phone's keypad has them, then 0
    /// between an empty slot and delete (drawn without a key).
    private func numberPadRows(width: Double, appearance: Appearance) -> [Element] {
        let slot = width / 3
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var rows = (0..<3).map { r in
            Self.row((0..<3).map { c in digitKey(String(r * 3 + c + 1), letters: letters[r * 3 + c], slot: slot, appearance: appearance) })
        }
        var delete = glyphKey(.delete, slot: slot, appearance: appearance)
        delete.background = nil
        delete.shadow = nil
        rows.append(Self.row([Self.spacer("empty", length: slot), digitKey("0", letters: "", slot: slot, appearance: appearance), delete]))
        return rows
    }

    /// Room between keys: `length` points, or what the stack leaves.
    private static func spacer(_ name: String, length: Double? = nil) -> Element {
        Element(.spacer(length: length), name: name, role: "spacer")
    }

    /// A row of keys and the room between them, named in order ("key[0]", "space[0]") so each has its path.
    private static func row(_ keys: [Element]) -> Element {
        var row = Element(.hstack(Element.Stack()), name: "row", role: "row")
        var counts: [String: Int] = [:]
        row.children = keys.map { e in
            var e = e
            let base = e.kind == .spacer ? "space" : "key"
            e.name = "\(base)[\(counts[base, default: 0])]"
            counts[base, default: 0] += 1
            return e
        }
        return row
    }

    /// A key filling `slot` points of its row less the insets: its fill, corners and shadow.
    private func keyBox(_ name: String, slot: Double, system: Bool, appearance: Appearance) -> Element {
        let t = theme
        var k = Element(.vstack(Element.Stack(alignment: .center)), name: name, role: "key")
        k.sizing = Sizing(width: max(0, slot - 2 * t.keyInsetX), height: t.rowHeight - 2 * t.keyInsetY)
        k.margin = EdgeInsets(top: t.keyInsetY, leading: t.keyInsetX, bottom: t.keyInsetY, trailing: t.keyInsetX)
        k.background = .color((system ? t.systemKeyFill : t.keyFill).resolved(for: appearance))
        k.cornerRadius = t.cornerRadius
        k.shadow = ShadowStyle(color: t.keyShadow.resolved(for: appearance), offsetY: t.shadowOffset, radius: 0)
        return k
    }

    private func label(_ text: String, size: Double, weight: FontWeight, appearance: Appearance) -> Element {
        Element.text(name: "label", role: "label", text, style: TextStyle(size: size, weight: weight, alignment: .center, maxLines: 1),
                     color: theme.labelColor.resolved(for: appearance))
    }

    private func key(_ text: String, slot: Double, system: Bool, appearance: Appearance, size: Double, weight: FontWeight) -> Element {
        var k = keyBox("key", slot: slot, system: system, appearance: appearance)
        k.children = [Self.spacer("above"), label(text, size: size, weight: weight, appearance: appearance), Self.spacer("below")]
        return k
    }

    private func digitKey(_ digit: String, letters: String, slot: Double, appearance: Appearance) -> Element {
        var k = keyBox("key", slot: slot, system: false, appearance: appearance)
        var figure = label(digit, size: theme.digitSize, weight: .regular, appearance: appearance)
        figure.name = "digit"
        var under = label(letters, size: theme.digitLettersSize, weight: .semibold, appearance: appearance)
        under.name = "letters"
        under.isPresent = !letters.isEmpty
        // The digit and its letters centred together, at the same height in every key, letters or not
        // (1 and 0 have none), as on iOS's keypad.
        let t = theme, block = t.lineHeightPerPoint * (t.digitSize + t.digitLettersSize)
        k.children = [Self.spacer("above", length: max(0, (t.rowHeight - 2 * t.keyInsetY - block) / 2)), figure, under, Self.spacer("below")]
        return k
    }

    private func glyphKey(_ glyph: KeyboardGlyph, slot: Double, appearance: Appearance) -> Element {
        var k = keyBox("key", slot: slot, system: true, appearance: appearance)
        let side = theme.glyphSize
        var icon = Element(.icon(.drawn { ink, _, _ in glyph.drawing(side: side, ink: ink) }), name: "glyph", role: "glyph")
        icon.sizing = Sizing(width: side, height: side)
        icon.foregroundColor = theme.labelColor
        k.children = [Self.spacer("above"), icon, Self.spacer("below")]
        return k
    }
}
