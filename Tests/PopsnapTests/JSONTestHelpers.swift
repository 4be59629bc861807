import XCTest
@testable import Popsnap

/// Parses `text`, failing the test on an error.
func parseJSON(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONNode? {
    do { return try JSONParser().parse(text) } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return nil
    }
}

/// The error parsing `bytes` gives, failing the test when it parses.
func jsonError(_ bytes: [UInt8], parser: JSONParser = JSONParser(),
               file: StaticString = #filePath, line: UInt = #line) -> JSONError? {
    do {
        let node = try parser.parse(bytes)
        XCTFail("parsed without error: \(node.value)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

func jsonError(_ text: String, parser: JSONParser = JSONParser(),
               file: StaticString = #filePath, line: UInt = #line) -> JSONError? {
    jsonError(Array(text.utf8), parser: parser, file: file, line: line)
}

/// A spec reader on `text`, parsed as file `alert.json`.
func specReader(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SpecReader? {
    do { return try SpecParsing.parse(Array(text.utf8), file: "alert.json") } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        return nil
    }
}

/// The `SpecError` that `body` throws, failing the test when it returns.
func specError<T>(_ body: () throws(SpecError) -> T, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
    do {
        let value = try body()
        XCTFail("no error; got \(value)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

extension JSONNode {
    /// The member `key` of an object node, or the element `index` of an array node.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    subscript(index: Int) -> JSONNode? {
        guard case .array(let elements) = value, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
