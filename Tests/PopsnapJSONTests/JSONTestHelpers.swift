import XCTest
import PopsnapJSON

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
