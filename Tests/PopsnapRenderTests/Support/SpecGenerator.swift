import PopsnapTestSupport

/// Random JSON specs for property tests: every kind, texts of any length in any script (right-to-left,
/// emoji, combining marks, characters no font has), every content size and device, and custom trees
/// whose sizes, margins and stacks push text anywhere, on and off the screen. The same seed gives the
/// same specs.
///
/// Canvases stay small and scales low where that loses nothing (the pixel engine is tested at every
/// scale elsewhere): what matters here is where things land, not how many pixels they cover.
struct SpecGenerator {
    var random: SplitMix

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    static let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad"]
    static let contentSizes = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    static let colors = ["white", "black", "lightGray", "systemBlue", "systemYellow", "label", "rgba(0, 0, 0, 0.3)", "#FF000080", "clear"]
    /// Pieces of text: words, right-to-left scripts, emoji with joiners, CJK, combining marks, a
    /// character no font has (U+0378), spaces and line breaks, and one long unbreakable run.
    static let words = ["OK", "Delete", "Supercalifragilistic", "مرحبا بالعالم", "שלום", "👩‍👩‍👧‍👦", "🇫🇷", "😀😀", "日本語のテキスト",
                        "e\u{301}\u{301}", "\u{0378}", " ", "\\n", "Straße", String(repeating: "W", count: 60), "ﷺ", "\u{200F}x"]

    mutating func pick<T>(_ values: [T]) -> T { values[random.below(values.count)] }
    mutating func chance(_ percent: Int) -> Bool { random.below(100) < percent }
    mutating func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + random.below(range.count) }

    /// 0 to about 40 pieces; a string literal's contents, escaped for JSON.
    mutating func text() -> String {
        let count = pick([0, 1, 1, 2, 3, 5, 8, 40])
        return (0..<count).map { _ in pick(Self.words) }.joined(separator: chance(70) ? " " : "")
    }

    /// A title that must not be empty (buttons, actions): `text()`, or "OK" for nothing.
    mutating func label() -> String {
        let t = text()
        return t.isEmpty ? "OK" : t
    }

    mutating func spec() -> String {
        let (popup, blurred) = self.popup()
        var keys: [String] = []
        // Blurring a material is the engine's costliest work: over a small screen only (materials
        // are tested at every size elsewhere). A device at 1x is already a large screen.
        if !blurred && chance(30) {
            keys.append(#""canvas": "\#(pick(Self.devices))", "scale": 1"#)
        } else {
            let side = blurred ? 20...160 : 20...400
            let (width, height) = (number(side), number(side))
            keys.append(#""canvas": {"width": \#(width), "height": \#(height)}, "scale": \#(width * height > 40_000 ? 1 : pick([1, 2, 3]))"#)
        }
        keys.append(#""contentSize": "\#(pick(Self.contentSizes))""#)
        if chance(30) { keys.append(#""appearance": "dark""#) }
        if chance(20) { keys.append(#""statusBar": true"#) }
        if chance(20) { keys.append(#""homeIndicator": true"#) }
        if chance(30) { keys.append(#""backdrop": "\#(pick(Self.colors))""#) }
        if chance(20) { keys.append(#""background": {"gradient": ["\#(pick(Self.colors))", "\#(pick(Self.colors))"]}"#) }
        keys.append(#""popup": \#(popup)"#)
        if popup.contains(#""kind": "system-alert""#), !blurred { keys.append(#""theme": {"material": "none"}"#) }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    /// The popup, and whether it stands on a blurred material (the system alert's, unless its theme
    /// says `none`, which `spec()` adds).
    mutating func popup() -> (json: String, blurred: Bool) {
        switch random.below(5) {
        case 0:
            return (#"{"kind": "alert", "title": "\#(text())", "message": "\#(text())", "button": "\#(text())"}"#, false)
        case 1:
            let icon = chance(70) ? #", "icon": "\#(pick(["info", "warning", "error", "success", "question"]))""# : ""
            let cancel = chance(50) ? #", "cancel": "\#(label())""# : ""
            return (#"{"kind": "confirmation", "title": "\#(text())", "message": "\#(text())", "ok": "\#(label())"\#(icon)\#(cancel)}"#, false)
        case 2:
            let mode = pick(["indicator", "ring", "pie", "bar", "success", "error"])
            let progress = ["ring", "pie", "bar"].contains(mode) ? #", "progress": \#(Double(random.below(101)) / 100)"# : ""
            return (#"{"kind": "hud", "mode": "\#(mode)", "label": "\#(text())"\#(progress)}"#, false)
        case 3:
            // UIKit allows one cancel action; a second is an error the generator need not make.
            var cancelled = false
            let actions = (0..<number(1...12)).map { _ -> String in
                guard chance(30) else { return "\"\(label())\"" }
                var style = pick(["default", "cancel", "destructive"])
                if style == "cancel" { if cancelled { style = "default" } else { cancelled = true } }
                return #"{"title": "\#(label())", "style": "\#(style)"}"#
            }
            let stacked = chance(20) ? #", "stacked": true"# : ""
            return (#"{"kind": "system-alert", "title": "\#(text())", "message": "\#(text())", "actions": [\#(actions.joined(separator: ", "))]\#(stacked)}"#,
                    chance(25))
        default:
            return (#"{"kind": "custom", "root": \#(element(depth: 0, stack: true))}"#, false)
        }
    }

    /// A length: usually modest, sometimes far larger than any screen.
    mutating func length() -> Int { chance(10) ? number(500...3000) : number(0...120) }

    mutating func element(depth: Int, stack: Bool = false) -> String {
        let type = stack || (depth < 3 && chance(30)) ? pick(["vstack", "hstack", "overlay"])
            : pick(["text", "text", "text", "button", "icon", "spacer", "box", "indicator", "progress"])
        var keys = [#""type": "\#(type)""#]
        if chance(30) { keys.append(#""width": \#(length())"#) }
        if chance(30) { keys.append(#""height": \#(length())"#) }
        if chance(20) { keys.append(#""padding": \#(number(0...40))"#) }
        if chance(15) { keys.append(#""margin": {"top": \#(length()), "leading": \#(number(0...60))}"#) }
        if chance(30) { keys.append(#""background": "\#(pick(Self.colors))""#) }
        if chance(15) { keys.append(#""opacity": \#(Double(random.below(11)) / 10)"#) }
        if chance(15) { keys.append(#""alignSelf": "\#(pick(["start", "center", "end", "fill"]))""#) }
        switch type {
        case "vstack", "hstack", "overlay":
            if type != "overlay", chance(40) { keys.append(#""spacing": \#(number(0...30))"#) }
            if chance(30) {
                // Across a column or an overlay, "alignment"; across a row, "verticalAlignment".
                keys.append(type == "hstack" ? #""verticalAlignment": "\#(pick(["top", "center", "bottom", "fill"]))""#
                                             : #""alignment": "\#(pick(["leading", "center", "trailing", "fill"]))""#)
            }
            if type == "hstack", chance(30) { keys.append(#""distribution": "\#(pick(["fill", "fillEqually", "equalSpacing"]))""#) }
            let children = (0..<number(0...(depth < 2 ? 5 : 2))).map { _ in element(depth: depth + 1) }
            keys.append(#""children": [\#(children.joined(separator: ", "))]"#)
        case "text", "button":
            keys.append(#""text": "\#(text())""#)
            keys.append(#""font": \#(font())"#)
            if chance(30) { keys.append(#""color": "\#(pick(Self.colors))""#) }
        case "icon":
            keys.append(#""icon": "\#(pick(["info", "warning", "error", "success", "question"]))""#)
        case "progress":
            keys.append(#""progress": \#(Double(random.below(101)) / 100)"#)
            keys.append(#""style": "\#(pick(["ring", "pie", "bar"]))""#)
        default:
            break
        }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    mutating func font() -> String {
        var keys: [String] = []
        if chance(40) {
            keys.append(#""textStyle": "\#(pick(["largeTitle", "title1", "headline", "body", "footnote", "caption2"]))""#)
        } else if chance(60) {
            keys.append(#""size": \#(pick([1, 8, 13, 17, 34, 80, 200]))"#)
        }
        if chance(30) { keys.append(#""weight": "\#(pick(["ultraLight", "regular", "semibold", "bold", "black"]))""#) }
        if chance(30) { keys.append(#""alignment": "\#(pick(["left", "center", "right", "justified", "natural"]))""#) }
        if chance(20) { keys.append(#""direction": "\#(pick(["natural", "leftToRight", "rightToLeft"]))""#) }
        if chance(30) { keys.append(#""maxLines": \#(pick([0, 1, 2, 5]))"#) }
        if chance(20) { keys.append(#""minimumScaleFactor": \#(pick([0, 0.1, 0.5, 1]))"#) }
        if chance(15) { keys.append(#""lineHeightMultiple": \#(pick([0.1, 0.5, 1, 3]))"#) }
        if chance(10) { keys.append(#""family": "DejaVu Sans""#) }
        return "{" + keys.joined(separator: ", ") + "}"
    }
}
