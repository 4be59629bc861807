import Foundation
import XCTest

/// The one switch between the suite's two layers. By default `swift test` is the fast layer: unit and
/// model tests, and a deterministic sample of the end-to-end work (one spec of each kind, one scale, a few
/// launches of the binary), a few minutes on two cores. `POPSNAP_EXHAUSTIVE=1` (CI sets it) adds the rest:
/// every spec at every scale and variant, every converted twin, every launch of the binary and the browser.
public enum Exhaustive {
    /// The environment variable that turns the exhaustive layer on.
    public static let variable = "POPSNAP_EXHAUSTIVE"

    /// Whether this run is exhaustive: the variable is set to anything but empty or `0`.
    public static var isOn: Bool {
        let value = ProcessInfo.processInfo.environment[variable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The message a skipped exhaustive test gives: how to run it.
    public static let howToRun = "exhaustive layer: set \(variable)=1 (CI does)"

    /// `items` whole in the exhaustive layer; otherwise the first item of each `key`, in the order given,
    /// so the fast layer still exercises every kind of thing the whole set has.
    public static func sample<Item, Key: Hashable>(_ items: [Item], by key: (Item) throws -> Key) rethrows -> [Item] {
        if isOn { return items }
        var seen = Set<Key>()
        return try items.filter { seen.insert(try key($0)).inserted }
    }

    /// `items` whole in the exhaustive layer; otherwise every `stride`th, starting with the first.
    public static func sample<Item>(_ items: [Item], every stride: Int) -> [Item] {
        isOn ? items : items.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }

    /// `all` in the exhaustive layer, `fast` otherwise: for a loop over scales, variants or frames.
    public static func choose<Value>(fast: Value, all: Value) -> Value { isOn ? all : fast }
}

/// Skips the calling test outside the exhaustive layer, saying how to run it.
public func requireExhaustive() throws {
    if !Exhaustive.isOn { throw XCTSkip(Exhaustive.howToRun) }
}

/// A test class all of whose tests belong to the exhaustive layer: `TemporaryFolderTestCase` skips each
/// of them in the fast layer. Classes that launch the binary many times, or a browser, declare it.
public protocol ExhaustiveLayer {}
