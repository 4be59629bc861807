import Popsnap

/// A JUnit XML document, as CI systems (GitHub, GitLab, Jenkins) read test results: one suite of cases,
/// each passed, failed (an answer of "no") or in error (could not be checked).
///
/// ```swift
/// JUnitXML.document(suite: "popsnap lint", cases: [.init(name: "alert.json [de.dark]", failure: "contrast …")])
/// ```
public enum JUnitXML {
    /// One `<testcase>`: a check's name, its duration, and a failure or an error if it did not pass.
    public struct TestCase: Sendable {
        /// The case's name as CI shows it: a spec's path, with its variant in brackets (`alert.json [de.dark]`).
        public var name: String
        /// How long the check took, in seconds; written with three decimals (`time="0.125"`) and summed for the suite.
        public var seconds: Double
        /// The answer was "no" (a mismatch, lint findings): the message, written as `<failure>`; nil when not.
        public var failure: String?
        /// The check could not be made (bad input): the message, written as `<error>` when `failure` is nil.
        public var error: String?

        /// A case that passed in no time unless `failure` or `error` says otherwise.
        ///
        /// ```swift
        /// JUnitXML.TestCase(name: "Snapshots/alert.json", seconds: 0.21, failure: "1200 pixels differ")
        /// ```
        public init(name: String, seconds: Double = 0, failure: String? = nil, error: String? = nil) {
            self.name = name
            self.seconds = seconds
            self.failure = failure
            self.error = error
        }
    }

    /// The whole XML document: one `<testsuites>` holding one `<testsuite>` named `suite`, with the counts
    /// of cases, failures and errors and the summed time, and a `<testcase classname="popsnap">` a case.
    /// Names and messages are XML-escaped, so a spec's path cannot break the document.
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
