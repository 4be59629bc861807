import PopsnapLayout
import PopsnapGeometry

/// What `popsnap lint` looks for in every variant of a popup.
public enum LintRule: String, Sendable, CaseIterable, Comparable {
    /// Text cut short with "…" (a label's line limit).
    case truncated
    /// Text shrunk to fit below the minimum factor (`minShrinkFactor`, 0.5 by default).
    case shrunk
    /// Text larger than its frame, or a node outside the popup's container.
    case overflow
    /// The container larger than the screen less its safe areas, or reaching under the notch or the
    /// Dynamic Island.
    case offscreen
    /// Text below WCAG 2.x AA contrast against what is drawn behind it: 4.5:1, or 3:1 for large text.
    case contrast
    /// Characters no font has, drawn as .notdef boxes.
    case notdef
    /// A button smaller than 44 x 44 pt, Apple's minimum touch target.
    case touchTarget
    /// A button's title wider than the button: truncated, shrunk or overflowing.
    case buttonTitle
    /// A button showing only an icon or an image, with no accessibility label: VoiceOver says just "Button.".
    case unlabelledButton

    public static func < (a: LintRule, b: LintRule) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One thing lint found, in one variant of one spec, at one node.
public struct LintFinding: Sendable, Equatable {
    /// Which check found it.
    public var rule: LintRule
    /// The node's path (`container/title`); "" for the popup as a whole.
    public var node: String
    /// What is wrong, with its numbers.
    public var message: String
    /// The node's device pixels in the variant's render, to outline on a contact sheet.
    public var pixels: PixelRect

    /// A finding of `rule` at `node` ("" for the whole popup), outlining `pixels` of the render, saying `message`.
    /// ```swift
    /// LintFinding(rule: .touchTarget, node: "container/close", pixels: PixelRect(x: 30, y: 60, width: 60, height: 60),
    ///             message: "20 x 20 pt, below 44 x 44")
    /// ```
    public init(rule: LintRule, node: String, pixels: PixelRect, message: String) {
        self.rule = rule
        self.node = node
        self.message = message
        self.pixels = pixels
    }
}

/// What lint found in one variant: the findings to report, and those the spec accepts (`lint.ignore`).
public struct LintOutcome: Sendable, Equatable {
    /// The findings the spec does not accept, in tree order (the popup first), then rule order: what fails
    /// `popsnap lint`.
    public var findings: [LintFinding]
    /// The findings one of the spec's `lint.ignore` entries accepts, reported apart with its reason.
    public var accepted: [LintFinding]
}
