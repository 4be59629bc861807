import XCTest
import UIKitSourceRewriting

/// The rewrite of a popup file: what changes for Linux's compiler, and what never does.
final class RewriteTests: XCTestCase {
    /// The rewritten file without its `#sourceLocation` line.
    func body(_ source: String, path: String = "/app/Popups/Popup.swift") -> String {
        let rewritten = UIKitSource.rewrite(source, originalPath: path)
        return String(rewritten.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last ?? "")
    }

    func testTheFirstLineNamesTheOriginalFile() {
        let rewritten = UIKitSource.rewrite("let a = 1\n", originalPath: "/app/My \"Popups\"/Pop\\Up.swift")
        XCTAssertEqual(rewritten, "#sourceLocation(file: \"/app/My \\\"Popups\\\"/Pop\\\\Up.swift\", line: 1)\nlet a = 1\n")
        // A newline or another control character in the name is escaped, so the directive stays one line.
        let odd = UIKitSource.rewrite("let a = 1\n", originalPath: "/app/Pop\nUp\u{7}.swift")
        XCTAssertEqual(odd, "#sourceLocation(file: \"/app/Pop\\u{a}Up\\u{7}.swift\", line: 1)\nlet a = 1\n")
    }

    func testLinesStayOneForOne() {
        let source = "class A: UIView {\n  @objc func f() {}\n  func g() { _ = #selector(\n    f) }\n}\n"
        let result = body(source)
        XCTAssertEqual(result.split(separator: "\n", omittingEmptySubsequences: false).count,
                       source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    func testObjectiveCAttributesBecomeSpacesOfTheirLength() {
        let source = """
        class A: UIView {
            @objc func a() {}
            @objc(dismiss:) func b(_ s: Any) {}
            @objc dynamic var c = 0
            @IBOutlet weak var d: UILabel!
            @IBAction func e() {}
            @MainActor @discardableResult func f() -> Int { 0 }
        }
        """
        XCTAssertEqual(body(source), """
        class A: UIView {
                  func a() {}
                            func b(_ s: Any) {}
                  dynamic var c = 0
                      weak var d: UILabel!
                      func e() {}
            @MainActor @discardableResult func f() -> Int { 0 }
        }
        """)
    }

    func testSelectorsOfTheEnclosingClass() {
        let source = """
        final class PopUpWindow: UIView {
            func wire() {
                a(#selector(dismissView))
                a(#selector(self.dismissView))
                a(#selector(dismissView(_:)))
                a(#selector(handle(sender:)))
            }
        }
        """
        XCTAssertEqual(body(source), """
        final class PopUpWindow: UIView {
            func wire() {
                a(Selector("dismissView", PopUpWindow.dismissView))
                a(Selector("dismissView", PopUpWindow.dismissView))
                a(Selector("dismissView:", PopUpWindow.dismissView(_:)))
                a(Selector("handleWithSender:", PopUpWindow.handle(sender:)))
            }
        }
        """)
    }

    func testSelectorsNamingTheirType() {
        XCTAssertEqual(body("let s = #selector(Alert.Window.close(_:))"), "let s = Selector(\"close:\", Alert.Window.close(_:))")
        XCTAssertEqual(body("let s = #selector(Alert.close)"), "let s = Selector(\"close\", Alert.close)")
    }

    func testSelectorsThatCannotCarryTheirMethodHaveTheNameAlone() {
        XCTAssertEqual(body("let s = #selector(getter: Alert.title)"), "let s = Selector(\"title\")")
        XCTAssertEqual(body("let s = #selector(setter: Alert.title)"), "let s = Selector(\"setTitle:\")")
        XCTAssertEqual(body("let s = #selector(close)"), "let s = Selector(\"close\")", "outside any type")
        XCTAssertEqual(body("struct S { let s = #selector(close) }"), "struct S { let s = Selector(\"close\") }")
        XCTAssertEqual(body("class A { let s = #selector(other.close) }"), "class A { let s = Selector(\"close\") }")
        XCTAssertEqual(body("class A { let s = #selector(move(_:to:)) }"), "class A { let s = Selector(\"move:to:\") }")
    }

    func testTheInnermostTypeAndExtensions() {
        let source = """
        class Outer: UIView {
            struct Style { let s = #selector(a) }
            class Inner: UIView { let s = #selector(b) }
            class func make() { _ = #selector(c) }
        }
        extension Outer.Inner { func f() { _ = #selector(d) } }
        """
        XCTAssertEqual(body(source), """
        class Outer: UIView {
            struct Style { let s = Selector("a") }
            class Inner: UIView { let s = Selector("b", Inner.b) }
            class func make() { _ = Selector("c", Outer.c) }
        }
        extension Outer.Inner { func f() { _ = Selector("d", Outer.Inner.d) } }
        """)
    }

    func testIOSConditionsHold() {
        let source = """
        #if os(iOS)
        #elseif os( iOS ) || os(tvOS) // os(iOS)
        #elseif os(macOS) && !os(iOS) /* os(iOS) */
        #elseif targetEnvironment(simulator) || canImport(UIKit)
        #endif
            #if os(iOS)
            #endif
        """
        XCTAssertEqual(body(source), """
        #if true   
        #elseif true      || os(tvOS) // os(iOS)
        #elseif os(macOS) && !true    /* os(iOS) */
        #elseif targetEnvironment(simulator) || canImport(UIKit)
        #endif
            #if true   
            #endif
        """)
    }

    func testStringsAndCommentsAreNeverChanged() {
        let source = #"""
        // @objc #selector(a) os(iOS)
        /* @objc /* nested #selector(a) */ @objc */
        let a = "@objc #selector(a) \("@objc" + #selector(b).name) \(f(")")) @objc"
        let b = #"@objc "#selector(a)" \(x) "#
        let c = ##"a "# @objc"##
        let d = """
            @objc "#selector(a)" \"""
            #if os(iOS)
            """
        let e = "unterminated @objc
        @objc func f() {}
        """#
        XCTAssertEqual(body(source), #"""
        // @objc #selector(a) os(iOS)
        /* @objc /* nested #selector(a) */ @objc */
        let a = "@objc #selector(a) \("@objc" + Selector("b").name) \(f(")")) @objc"
        let b = #"@objc "#selector(a)" \(x) "#
        let c = ##"a "# @objc"##
        let d = """
            @objc "#selector(a)" \"""
            #if os(iOS)
            """
        let e = "unterminated @objc
              func f() {}
        """#)
    }

    func testUnknownSelectorFormsAreLeftForTheCompiler() {
        XCTAssertEqual(body("let s = #selector(A.f as (A) -> () -> Void)"), "let s = #selector(A.f as (A) -> () -> Void)")
    }
}
