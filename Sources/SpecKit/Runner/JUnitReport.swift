/// Writes the records of a run as JUnit XML, the form Jenkins, GitLab, Buildkite and GitHub
/// annotations read: one `testsuite` per spec class, one `testcase` per example.
///
/// ```xml
/// <testsuites name="SpecKit" tests="3" failures="1" errors="0" skipped="1" time="0.004">
///   <testsuite name="StackSpecs.StackSpec" tests="3" failures="1" errors="0" skipped="1" time="0.004"
///              timestamp="2026-11-22T13:00:00" hostname="ci-7">
///     <testcase classname="StackSpecs.StackSpec" name="Stack after a push has the value on top"
///               file="Tests/StackSpecs/StackSpec.swift" line="9" time="0.001"/>
///     <testcase classname="StackSpecs.StackSpec" name="Stack pops" file="Tests/StackSpecs/StackSpec.swift" line="12" time="0.003">
///       <failure message="expected to equal &lt;2&gt;, got &lt;3&gt;" type="expectation">
///         StackSpec.swift:13: expected to equal &lt;2&gt;, got &lt;3&gt;</failure>
///     </testcase>
///     <testcase classname="StackSpecs.StackSpec" name="Stack peeks" file="Tests/StackSpecs/StackSpec.swift" line="15" time="0.000">
///       <skipped message="pending"/>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
/// Examples filtered out by `SPECKIT_FILTER`, dealt to another shard or not rerun are not in the
/// report; focused-out and pending ones are, as skipped. `errors` is always 0: an unexpected error
/// thrown by an example is one of its failures.
package enum JUnitReport {
    /// The XML for `records`. `root` is the package folder: files under it are written relative to
    /// it, as GitLab links them. `timestamp` is ISO 8601 without a zone (UTC), as Jenkins' schema wants.
    /// `runSeconds`, the wall time of the run, is the root's `time`; without it, the sum of the
    /// examples' times (more than the run took, since spec classes run in parallel).
    package static func xml(records: [ExampleRecord], root: String?, timestamp: String, hostname: String, runSeconds: Double? = nil) -> String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        var totals = Totals(records)
        if let runSeconds { totals.seconds = runSeconds }
        out += "<testsuites name=\"SpecKit\" \(totals.attributes)>\n"
        out += suites(records: records, root: root, timestamp: timestamp, hostname: hostname) { $0.example.name }
        out += "</testsuites>\n"
        return out
    }

    /// The `testsuite` elements of `records`, one per spec class, each test case named by `name`.
    static func suites(records: [ExampleRecord], root: String?, timestamp: String, hostname: String, name: (ExampleRecord) -> String) -> String {
        let bySpec = Dictionary(grouping: records, by: \.spec)
        var out = ""
        for spec in bySpec.keys.sorted() {
            let cases = bySpec[spec] ?? []
            let suite = Totals(cases)
            out +=
                "  <testsuite name=\"\(attribute(spec))\" \(suite.attributes) timestamp=\"\(attribute(timestamp))\" "
                + "hostname=\"\(attribute(hostname))\">\n"
            for record in cases {
                out += testcase(record, name: name(record), root: root)
            }
            out += "  </testsuite>\n"
        }
        return out
    }

    /// The count of failed records, as a suite's `failures`.
    static func failures(in records: [ExampleRecord]) -> Int { Totals(records).failures }

    /// The count of skipped records, as a suite's `skipped`.
    static func skipped(in records: [ExampleRecord]) -> Int { Totals(records).skipped }

    private struct Totals {
        var tests = 0
        var failures = 0
        var skipped = 0
        var seconds = 0.0

        init(_ records: [ExampleRecord]) {
            for record in records {
                tests += 1
                seconds += record.seconds
                switch record.outcome {
                case .passed: break
                case .failed: failures += 1
                case .skipped: skipped += 1
                }
            }
        }

        var attributes: String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(JUnitReport.seconds(seconds))\""
        }
    }

    private static func testcase(_ record: ExampleRecord, name: String, root: String?) -> String {
        let location = record.example.location
        let head =
            "    <testcase classname=\"\(attribute(record.spec))\" name=\"\(attribute(name))\" "
            + "file=\"\(attribute(relative(location.filePath, to: root)))\" line=\"\(location.line)\" time=\"\(seconds(record.seconds))\""
        switch record.outcome {
        case .passed:
            return head + "/>\n"
        case .failed:
            let first = record.failures.first?.message ?? "failed"
            let more = record.failures.count > 1 ? " (and \(record.failures.count - 1) more)" : ""
            let details = record.failures.map { "\(relative($0.location.filePath, to: root)):\($0.location.line): \($0.message)" }
            return head
                + ">\n      <failure message=\"\(attribute(first + more))\" "
                + "type=\"expectation\">\(text(details.joined(separator: "\n")))</failure>\n    </testcase>\n"
        case let .skipped(reason):
            return head + ">\n      <skipped message=\"\(attribute(reason.rawValue))\"/>\n    </testcase>\n"
        }
    }

    /// `path` relative to `root` when it is inside it.
    static func relative(_ path: String, to root: String?) -> String {
        guard let root, !root.isEmpty else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Seconds with three decimals, `0.012`, whatever the locale.
    static func seconds(_ value: Double) -> String {
        let millis = Int((max(value, 0) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Text for an attribute value: markup escaped, line breaks and tabs kept as character
    /// references (a parser would fold them to spaces otherwise).
    static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    /// Text for element content.
    static func text(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    /// Escapes markup and replaces the characters XML 1.0 forbids (most control characters, such
    /// as the escape of a terminal colour) by a visible `\u{1B}`, so the report always parses.
    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += inAttribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            case "\t": out += inAttribute ? "&#9;" : "\t"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value) && !(0x7F...0x84).contains(value) && !(0x86...0x9F).contains(value)
                if allowed {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return out
    }
}
