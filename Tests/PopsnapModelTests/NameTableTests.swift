import Popsnap
import XCTest

final class NameTableTests: XCTestCase {
    func testTableNamesAndWording() {
        let table = NameTable(Orientation.self)
        XCTAssertEqual(table.byName, ["portrait": .portrait, "landscape": .landscape])
        XCTAssertEqual(table.names, Orientation.allCases.map(\.rawValue), "help lists the cases as declared")
        XCTAssertEqual(table.oneOf, #"one of "landscape", "portrait""#, "sorted, the same on every run")
    }
}
