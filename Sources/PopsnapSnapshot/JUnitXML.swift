import Popsnap

/// A JUnit XML document, as CI systems (GitHub, GitLab, Jenkins) read test results: one suite of cases,
/// each passed, failed (an answer of "no") or in error (could not be checked).
///
/// ```swift
/// JUnitXML.document(suite: "popsnap lint", cases: [.init(name: "alert.json [de.dark]", failure: "contrast …")])
/// ```
public enum JUnitXML {
    public struct TestCase: Sendable {
        public var name: String
        public var seconds: Double
        public var failure: String?
        public var error: String?

        public init(name: String, seconds: Double = 0, failure: String? = nil, error: String? = nil) {
            self.name = name
            self.seconds = seconds
            self.failure = failure
            self.error = error
        }
    }

    public static func document(suite: String, cases: [TestCase]) -> String {
        let failures = cases.filter { $0.failure != nil }.count, errors = cases.filter { $0.error != nil }.count
        let time = String(printf: "%.3f", cases.reduce(0) { $0 + $1.seconds })
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
        out += "  <testsuite name=\"\(escape(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
        for c in cases {
            out += "    <testcase classname=\"popsnap\" name=\"\(escape(c.name))\" time=\"\(String(printf: "%.3f", c.seconds))\""
            if let failure = c.failure {
                out += ">\n      <failure message=\"\(escape(failure))\">\(escape(failure))</failure>\n    </testcase>\n"
            } else if let error = c.error {
                out += ">\n      <error message=\"\(escape(error))\">\(escape(error))</error>\n    </testcase>\n"
            } else {
                out += "/>\n"
            }
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    static func escape(_ s: String) -> String { HTMLReport.escape(s) }
}
