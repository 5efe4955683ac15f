import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The shape `XUnitReport` leaves Swift Testing's report in, checked with an XML parser before
/// the report is replaced: `testsuites` holding `testsuite` elements, each holding as many
/// `testcase` elements as its `tests` count says, none of them a spec class's test
/// (`specKitExamples_...`), and the examples' suites all there. SpecKit rewrites Swift Testing's
/// text line by line (its form is not a promise), so a report in another form must not become a
/// document a CI cannot read or one that miscounts.
enum XUnitShape {
    /// What is wrong with `document`, or nil when it is in the shape; `addedSuites` is how many
    /// suites of examples it must hold at least.
    static func problem(in document: String, addedSuites: Int) -> String? {
        let reader = Reader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = reader
        // The parser may recover from an error and return true: its delegate still hears of it.
        guard parser.parse(), reader.parseError == nil else {
            return "XML the parser rejects (\(reader.parseError ?? parser.parserError.map { "\($0)" } ?? "no reason given"))"
        }
        if let problem = reader.problem { return problem }
        guard reader.root == "testsuites" else { return "a document whose root is <\(reader.root ?? "")>, not <testsuites>" }
        guard reader.suites >= addedSuites else { return "\(reader.suites) test suites, fewer than the \(addedSuites) of examples" }
        return nil
    }

    /// How many `testsuite` elements `suites` (SpecKit's own text) opens.
    static func suiteCount(in suites: String) -> Int {
        suites.components(separatedBy: "<testsuite ").count - 1
    }

    /// Reads the elements in order and notes the first one out of place.
    private final class Reader: NSObject, XMLParserDelegate {
        /// The element each element may sit in: a JUnit document's nesting.
        private static let parents: [String: String] = [
            "testsuite": "testsuites", "testcase": "testsuite", "failure": "testcase", "error": "testcase", "skipped": "testcase",
        ]

        var root: String?
        var suites = 0
        var problem: String?
        var parseError: String?
        private var open: [String] = []
        /// The open suite's name, its `tests` count and the test cases met so far.
        private var suite: (name: String, tests: Int?, cases: Int)?

        func parser(
            _ parser: XMLParser,
            didStartElement elementName: String,
            namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil { root = elementName }
            if elementName == "testsuite" {
                suites += 1
                suite = (attributes["name"] ?? "", attributes["tests"].flatMap { Int($0) }, 0)
            }
            if elementName == "testcase" { suite?.cases += 1 }
            if let parent = Self.parents[elementName], open.last != parent, problem == nil {
                problem = "a <\(elementName)> inside <\(open.last ?? "nothing")>"
            }
            if elementName == "testcase", attributes["name"]?.hasPrefix(TestCommandLine.glueTestMarker) == true, problem == nil {
                problem = "a document still holding the spec class's test \(attributes["name"] ?? "")"
            }
            open.append(elementName)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
            if parseError == nil { parseError = "\(error)" }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
            if elementName == "testsuite", let suite, let tests = suite.tests, tests != suite.cases, problem == nil {
                problem = "a suite \(suite.name) that counts \(tests) tests and holds \(suite.cases)"
            }
        }
    }
}
