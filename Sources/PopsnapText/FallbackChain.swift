/// A font and the fallback families after it, each looked up only when a character needs it: text the
/// first font covers never opens an installed font nor asks fontconfig anything.
///
/// ```swift
/// var chain = fonts.fallbacks(for: title)      // Inter Bold, nothing looked up yet
/// chain.firstIndex { $0.covers("字") }         // looks up DejaVu Sans, then Noto Color Emoji, …: 3
/// ```
struct FallbackChain {
    private let registry: FontRegistry
    /// The fonts looked up so far, in chain order, the first font first; families not present are left out.
    private(set) var fonts: [Font]
    /// The fallback families not looked up yet.
    private var pending: ArraySlice<String>

    init(_ font: Font, registry: FontRegistry) {
        self.registry = registry
        fonts = [font]
        pending = registry.fallbacks[...]
    }

    /// The font the text asked for.
    var primary: Font { fonts[0] }

    subscript(index: Int) -> Font { fonts[index] }

    /// The index of the first font that passes `test`, looking up further families only while none has.
    mutating func firstIndex(where test: (Font) -> Bool) -> Int? {
        if let i = fonts.firstIndex(where: test) { return i }
        while let font = lookUpNext() {
            if test(font) { return fonts.count - 1 }
        }
        return nil
    }

    /// Every family looked up: the whole chain.
    mutating func resolveAll() -> [Font] {
        while lookUpNext() != nil {}
        return fonts
    }

    /// Looks up pending families until one adds a font to the chain (the primary's family, a family not
    /// present and a face already in the chain add none); nil when none is left.
    private mutating func lookUpNext() -> Font? {
        while let family = pending.popFirst() {
            guard family.lowercased() != primary.family.lowercased(),
                  let font = try? registry.font(family: family, weight: primary.weight),
                  !fonts.contains(where: { $0 === font }) else { continue }
            fonts.append(font)
            return font
        }
        return nil
    }
}
