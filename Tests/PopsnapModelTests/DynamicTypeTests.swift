import PopsnapGeometry
import XCTest
import PopsnapSpecTestSupport
import PopsnapText
@testable import Popsnap
import PopsnapLayout

/// Issue 13: text styles follow Apple's Dynamic Type table; the system alert uses UIAlertController's
/// styles; the seeds keep the fixed sizes they wrote.
final class DynamicTypeTests: XCTestCase {
    /// Spot checks against Apple's table (HIG, Typography › Specifications › Dynamic Type sizes).
    func testTheTableHasApplesSizes() {
        let checks: [(DynamicTextStyle, ContentSizeCategory, Double)] = [
            (.body, .extraSmall, 14), (.body, .large, 17), (.body, .extraExtraExtraLarge, 23),
            (.body, .accessibilityMedium, 28), (.body, .accessibilityExtraLarge, 40), (.body, .accessibilityExtraExtraExtraLarge, 53),
            (.largeTitle, .large, 34), (.largeTitle, .accessibilityExtraExtraExtraLarge, 60), (.title1, .large, 28),
            (.title2, .accessibilityLarge, 39), (.title3, .medium, 19), (.headline, .large, 17), (.callout, .extraLarge, 18),
            (.subheadline, .large, 15), (.footnote, .large, 13), (.footnote, .small, 12), (.caption1, .large, 12),
            (.caption2, .extraSmall, 11), (.caption2, .accessibilityExtraExtraExtraLarge, 40),
        ]
        for (style, category, size) in checks {
            XCTAssertEqual(style.size(for: category), size, "\(style) at \(category.shortName)")
        }
        XCTAssertEqual(DynamicTextStyle.headline.weight, .semibold)
        XCTAssertEqual(DynamicTextStyle.body.weight, .regular)
    }

    /// No style gets smaller as the user asks for larger text.
    func testEveryStyleGrowsWithTheCategory() {
        for style in DynamicTextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map(style.size(for:))
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
            XCTAssertLessThan(sizes.first!, sizes.last!, "\(style)")
        }
    }

    func testCategoriesByUIKitAndShortNames() {
        XCTAssertEqual(ContentSizeCategory(named: "AX3"), .accessibilityExtraLarge)
        XCTAssertEqual(ContentSizeCategory(named: "accessibilityExtraLarge"), .accessibilityExtraLarge)
        XCTAssertEqual(ContentSizeCategory(named: "L"), .large)
        XCTAssertNil(ContentSizeCategory(named: "huge"))
        XCTAssertEqual(ContentSizeCategory.allCases.map(\.shortName).count, Set(ContentSizeCategory.allCases.map(\.shortName)).count)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    func font(_ tree: Element, _ path: String) -> TextStyle? {
        var laidOut = tree
        laidOut.name = "container"
        return laidOut.preorder().first { $0.path == path }?.element.font?.style
    }

    /// iOS 18's UIAlertController: title headline, message footnote, actions body (cancel semibold), each following the category.
    func testTheSystemAlertUsesUIAlertControllersStyles() {
        let alert = SystemAlertPopup(title: "T", message: "M", actions: [AlertAction("OK"), AlertAction("Cancel", style: .cancel)])
        for category in [ContentSizeCategory.large, .extraSmall, .accessibilityExtraLarge] {
            let tree = alert.element(traits: Traits(contentSize: category, ios: .ios18))
            XCTAssertEqual(font(tree, "container/content/title")?.size, DynamicTextStyle.headline.size(for: category))
            XCTAssertEqual(font(tree, "container/content/title")?.weight, .semibold)
            XCTAssertEqual(font(tree, "container/content/message")?.size, DynamicTextStyle.footnote.size(for: category))
            let buttons = tree.preorder().filter { $0.element.kind == .button }.compactMap(\.element.font?.style)
            XCTAssertEqual(buttons.map(\.size), [DynamicTextStyle.body.size(for: category), DynamicTextStyle.body.size(for: category)])
            XCTAssertEqual(Set(buttons.map(\.weight)), [.regular, .semibold])
        }
    }

    /// At AX3 a row of body text (40 pt) no longer fits 44 pt: the rows grow, as UIKit's do.
    func testSystemAlertRowsGrowWithTheirText() throws {
        var spec = PopupSpec(popup: SystemAlertPopup(title: "Delete?", actions: [AlertAction("Delete", style: .destructive)]))
        spec.contentSize = .accessibilityExtraLarge
        let layout = try PopupRenderer().layout(spec.scene())
        let button = try XCTUnwrap(layout.nodes.first { $0.node.kind == .button }?.node)
        XCTAssertGreaterThan(button.frame.height, 44)
        XCTAssertFalse(button.textOverflows)
        XCTAssertEqual(button.paragraph?.isTruncated, false)
    }

    /// The seeds wrote fixed sizes, and keep them at any category.
    func testTheSeedsKeepTheirFixedSizes() {
        let tree = AlertPopup(title: "Error", message: "M").element(traits: Traits(contentSize: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(font(tree, "container/title")?.size, 23)
        XCTAssertEqual(font(tree, "container/message")?.size, 16)
    }

    func decode(_ json: String, contentSize: ContentSizeCategory? = nil) throws -> PopupSpec {
        try PopupSpec.decode(XCTUnwrap(specReader(json)), baseDirectory: ".", variant: Variant(contentSize: contentSize))
    }

    /// A spec's fonts may be text styles; they take their size for the spec's content size, or the one given.
    func testASpecFontMayBeATextStyle() throws {
        let json = #"{"contentSize": "AX3", "popup": {"kind": "custom", "root": {"type": "text", "text": "Hi", "font": {"textStyle": "title2", "weight": "bold"}}}}"#
        let spec = try decode(json)
        XCTAssertEqual(spec.contentSize, .accessibilityExtraLarge)
        // The tree keeps the text style; it takes its size for the scene's content size when laid out.
        let root = try PopupRenderer().layout(spec.scene()).root
        XCTAssertEqual(root.textStyle?.size, 44)
        XCTAssertEqual(root.textStyle?.weight, .bold, "a weight given wins over the style's")
        XCTAssertEqual(try PopupRenderer().layout(decode(json, contentSize: .large).scene()).root.textStyle?.size, 22, "an override wins over the file")
        // A theme's fixed font may take a text style too.
        let themed = try decode(#"{"popup": {"kind": "alert", "title": "T", "message": "M", "button": "OK"}, "theme": {"messageFont": {"textStyle": "footnote"}}}"#,
                                contentSize: .extraLarge)
        XCTAssertEqual(font(themed.scene().popup, "container/message")?.size, 15)
        // A system alert's theme font stays dynamic unless a size fixes it.
        let system = try decode(#"{"popup": {"kind": "system-alert", "title": "T", "actions": ["OK"]}, "theme": {"titleFont": {"weight": "bold"}, "messageFont": {"size": 20}}}"#)
        let ax = try XCTUnwrap(system.popup as? SystemAlertPopup).theme
        XCTAssertEqual(ax.titleFont.resolved(for: .accessibilityMedium).size, 28)
        XCTAssertEqual(ax.titleFont.resolved(for: .accessibilityMedium).weight, .bold)
        XCTAssertEqual(ax.messageFont.resolved(for: .accessibilityMedium).size, 20)
    }

    func testBadTextStylesAndSizesAreNamed() {
        let both = specError { () throws(SpecError) in
            try PopupSpec.decode(try SpecParsing.parse(Array(#"{"popup": {"kind": "custom", "root": {"type": "text", "text": "Hi", "font": {"textStyle": "body", "size": 12}}}}"#.utf8), file: "s.json"), baseDirectory: ".")
        }
        XCTAssertEqual(both?.path, "popup.root.font.size")
        XCTAssertEqual(both?.message, "give a textStyle or a size, not both")
        let unknown = specError { () throws(SpecError) in
            try PopupSpec.decode(try SpecParsing.parse(Array(#"{"contentSize": "huge", "popup": {"kind": "hud"}}"#.utf8), file: "s.json"), baseDirectory: ".")
        }
        XCTAssertEqual(unknown?.path, "contentSize")
        XCTAssertTrue(unknown?.message.hasPrefix("expected a content size category (xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5") ?? false, unknown?.message ?? "")
    }
}
