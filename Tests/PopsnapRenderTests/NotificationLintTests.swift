import XCTest
@testable import Popsnap

/// Lint on a purpose-made bad banner: a title too long for its line and a body past four lines are
/// `truncated`, at their nodes and nothing else; a short one is clean.
final class NotificationLintTests: XCTestCase {
    let linter = Linter(renderer: try! PopupRenderer())

    private func rules(_ popup: String) throws -> [String: Set<LintRule>] {
        let json = #"{"canvas": "iphone-15", "scale": 1, "ios": 18, "popup": \#(popup)}"#
        let spec = try PopupSpec.decode(try SpecParsing.parse(Array(json.utf8), file: "bad.json"), baseDirectory: ".")
        return Dictionary(grouping: try linter.lint(spec).findings.filter { $0.rule != .contrast }, by: \.node).mapValues { Set($0.map(\.rule)) }
    }

    func testATruncatedTitleAndBodyAreReported() throws {
        let found = try rules(#"""
            {"kind": "notification", "time": "Yesterday, 9:41 AM", "title": "Your order of three items from the garden centre has shipped",
             "body": "\#(String(repeating: "It will arrive on Thursday between nine and five. ", count: 6))"}
            """#)
        XCTAssertEqual(found, ["container/content/texts/header/title": [.truncated], "container/content/texts/body": [.truncated]])
        XCTAssertEqual(try rules(#"{"kind": "notification", "title": "Shipped", "body": "Arrives Thursday."}"#), [:])
    }
}
