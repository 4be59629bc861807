import Foundation
import PopsnapLayout
import PopsnapText

/// The texts of a scene, measured for the layout engine through the typesetter, each width once.
/// Animation frames paint from many threads, so the cache is locked.
final class TextMeasurer: TextMeasuring, @unchecked Sendable {
    struct Entry {
        let text: String
        let style: TextStyle
    }

    let typesetter: Typesetter
    private(set) var entries: [Entry] = []
    private var cache: [Key: TextLayout] = [:]
    private let lock = NSLock()
    /// The first typesetting error, raised after layout (the layout protocol cannot throw).
    private(set) var error: TextError?

    private struct Key: Hashable {
        let id: Int
        let width: Double?
    }

    init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    func register(_ text: String, style: TextStyle) -> Int {
        entries.append(Entry(text: text, style: style))
        return entries.count - 1
    }

    /// The laid-out text `id` for `width` points.
    func layout(_ id: Int, width: Double?, height: Double? = nil) -> TextLayout? {
        let key = Key(id: id, width: width)
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key], height == nil { return cached }
        do {
            let layout = try typesetter.layout(entries[id].text, style: entries[id].style, width: width, height: height)
            if height == nil { cache[key] = layout }
            return layout
        } catch {
            if self.error == nil { self.error = error }
            return nil
        }
    }

    func size(ofText id: Int, width: Double?) -> Size {
        guard let l = layout(id, width: width) else { return .zero }
        // A label as wide as its text when it fits; wrapped text takes the width offered.
        return Size(width: l.size.width, height: l.size.height)
    }
}
