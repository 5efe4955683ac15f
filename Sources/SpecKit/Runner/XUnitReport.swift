import Foundation

/// Puts one test case per example into the xUnit report of `swift test --xunit-output`.
///
/// SwiftPM has the Swift Testing process write that report (named `<name>-swift-testing.xml`
/// beside the path given when XCTest runs too), where a spec class is the one test that runs it.
/// When the process ends, after Swift Testing wrote the file, SpecKit replaces those tests
/// (`specKitExamples_...()`) by a `testsuite` per spec class holding a `testcase` per example,
/// named by its test name (what `swift test list` prints and `--filter` selects), in the form of
/// the `SPECKIT_JUNIT` report; the other tests and the counts of Swift Testing's suite stay as
/// Swift Testing wrote them, less the spec classes' tests.
package enum XUnitReport {
    /// Adds the examples' `suites` (`testsuite` elements) to the report at `path`, or writes a
    /// report of them alone where Swift Testing wrote none. Returns the line to print when it
    /// cannot, which fails the run: a CI reading the report would see one test per spec class.
    static func addExamples(_ suites: String, to path: String) -> String? {
        let text: String
        if FileManager.default.fileExists(atPath: path) {
            guard let read = try? String(contentsOfFile: path, encoding: .utf8) else {
                return "SpecKit: error: cannot read the xUnit report \(path) to add the examples; check that it can be read"
            }
            switch rewritten(read, suites: suites) {
            case .success(let merged): text = merged
            case .failure(let shape): return shape.description
            }
        } else {
            text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites>\n" + suites + "</testsuites>\n"
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return "SpecKit: error: cannot write the xUnit report \(path): \(error.localizedDescription); check that its folder can be written"
        }
        return nil
    }

    /// `report`, Swift Testing's xUnit XML, with the examples' `suites` in place of the spec
    /// classes' test cases, checked to be the document SpecKit means to write (`XUnitShape`)
    /// before it replaces the report; the report's unknown shape otherwise.
    package static func rewritten(_ report: String, suites: String) -> Result<String, UnknownShape> {
        guard let merged = merged(report, suites: suites) else {
            return .failure(UnknownShape(.xunitReport, found: "a report whose lines are not in the form Swift Testing writes"))
        }
        if let problem = XUnitShape.problem(in: merged, addedSuites: XUnitShape.suiteCount(in: suites)) {
            return .failure(UnknownShape(.xunitReport, found: "a report that would become \(problem)"))
        }
        return .success(merged)
    }

    /// `report`, Swift Testing's xUnit XML, without the spec classes' test cases and with `suites`
    /// before its end; nil when it is not in the form Swift Testing writes.
    package static func merged(_ report: String, suites: String) -> String? {
        var lines: [Substring] = []
        var dropped = 0
        var droppedFailures = 0
        var droppedSkips = 0
        var insideDropped = false
        var suiteLine: Int?
        var endLine: Int?
        for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if insideDropped {
                if trimmed.hasPrefix("<failure") { droppedFailures += 1 }
                if trimmed.hasPrefix("<skipped") { droppedSkips += 1 }
                if trimmed.hasPrefix("</testcase>") { insideDropped = false }
                continue
            }
            if trimmed.hasPrefix("<testcase "), trimmed.contains("name=\"\(TestCommandLine.glueTestMarker)") {
                dropped += 1
                insideDropped = !trimmed.hasSuffix("/>")
                continue
            }
            if trimmed.hasPrefix("<testsuite ") { suiteLine = suiteLine ?? lines.count }
            if trimmed.hasPrefix("</testsuites>") { endLine = lines.count }
            lines.append(line)
        }
        guard let endLine, !insideDropped else { return nil }
        if let suiteLine {
            var suite = String(lines[suiteLine])
            for (attribute, less) in [("tests", dropped), ("failures", droppedFailures), ("skipped", droppedSkips)] where less > 0 {
                guard let updated = lessened(attribute, by: less, in: suite) else { return nil }
                suite = updated
            }
            lines[suiteLine] = Substring(suite)
        }
        var out = lines[..<endLine].joined(separator: "\n") + "\n"
        out += suites
        out += lines[endLine...].joined(separator: "\n")
        return out
    }

    /// `element` with the number in `attribute="N"` made `N - less` (never below 0).
    private static func lessened(_ attribute: String, by less: Int, in element: String) -> String? {
        guard let start = element.range(of: " \(attribute)=\"") else { return nil }
        let digits = element[start.upperBound...].prefix { $0.isNumber }
        guard let value = Int(digits) else { return nil }
        return element.replacingCharacters(in: start.upperBound..<digits.endIndex, with: String(max(value - less, 0)))
    }
}
