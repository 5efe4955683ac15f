import Foundation
import SpecKit

final class JUnitReportSpec: Spec {
    override func spec() {
        describe("the JUnit report") {
            let specLine = #line + 3
            let sample = SuiteSpec(name: "Samples.ReportSpec") {
                describe("report") {
                    fit("passes") { expect(1) == 1 }
                    fit("fails") { expect(1 + 1) == 3; expect("<a & b>") == "\"quoted\"" }
                    xit("waits") {}
                    it("is out of focus") {}
                }
            }
            var document: JUnitDocument?
            var xml = ""
            beforeEach {
                xml = (try? await SpecRunner.runSuite([sample], root: "/nowhere"))?.junit ?? ""
                document = JUnitDocument.parse(xml)
            }

            it("is well-formed XML") {
                expect(document).toNot(beNil())
                expect(xml).to(beginWith(#"<?xml version="1.0" encoding="UTF-8"?>"#))
            }

            it("holds one suite per spec class with the totals, and the same totals for the run") {
                let suite = document?.elements(named: "testsuite").first?.attributes
                expect(suite?["name"]) == "Samples.ReportSpec"
                expect(suite?["tests"]) == "4"
                expect(suite?["failures"]) == "1"
                expect(suite?["errors"]) == "0"
                expect(suite?["skipped"]) == "2"
                expect(suite?["timestamp"]) == "2026-01-01T00:00:00"
                let run = document?.elements(named: "testsuites").first?.attributes
                expect(run?["tests"]) == "4"
                expect(run?["failures"]) == "1"
                expect(run?["skipped"]) == "2"
            }

            it("holds a test case per example, named by its spec class and full name, with file, line and time") {
                let names = document?.elements(named: "testcase").map { $0.attributes["name"] ?? "" }
                expect(names) == ["report passes", "report fails", "report waits", "report is out of focus"]
                let passing = document?.testcase("report passes")?.attributes
                expect(passing?["classname"]) == "Samples.ReportSpec"
                expect(passing?["file"]).to(endWith("Tests/SpecKitSpecs/Runner/JUnitReportSpec.swift"))
                expect(passing?["line"]) == "\(specLine)"
                expect(passing?["time"]).to(match(#"^[0-9]+\.[0-9]{3}$"#))
                expect(document?.child("failure", of: "report passes")).to(beNil())
                expect(document?.child("skipped", of: "report passes")).to(beNil())
            }

            it("gives a failing example a failure with the first message, and every failure with its place") {
                let failure = document?.child("failure", of: "report fails")
                expect(failure?.attributes["message"]) == "expected to equal <3>, got <2> (and 1 more)"
                let lines = failure?.text.split(separator: "\n").map(String.init) ?? []
                expect(lines.count) == 2
                expect(lines.first).to(endWith("JUnitReportSpec.swift:\(specLine + 1): expected to equal <3>, got <2>"))
                expect(lines.last).to(endWith("expected to equal <\"quoted\">, got <<a & b>>"))
                expect(xml).to(contain("got &lt;&lt;a &amp; b&gt;&gt;"))
            }

            it("marks a pending and a focused-out example as skipped with the reason") {
                expect(document?.child("skipped", of: "report waits")?.attributes["message"]) == "pending"
                expect(document?.child("skipped", of: "report is out of focus")?.attributes["message"]) == "not focused"
                expect(document?.child("failure", of: "report is out of focus")).to(beNil())
            }

            it("leaves out the examples a filter leaves out") {
                let report = try await SpecRunner.runSuite([sample], environment: ["SPECKIT_FILTER": "passes"])
                let names = JUnitDocument.parse(report.junit)?.elements(named: "testcase").map { $0.attributes["name"] ?? "" }
                expect(names) == ["report passes"]
            }

            it("is written to the file SPECKIT_JUNIT names") {
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-junit-\(UUID().uuidString).xml").path
                defer { try? FileManager.default.removeItem(atPath: path) }
                let report = try await SpecRunner.runSuite([sample], environment: ["SPECKIT_JUNIT": path])
                expect(try String(contentsOfFile: path, encoding: .utf8)) == report.junit
            }
        }

        describe("escaping") {
            it("keeps markup, quotes, line breaks and control characters from breaking the XML") {
                let sample = SuiteSpec(name: "Samples.EscapeSpec") {
                    it("a \"quoted\" <name> & more") { fail("line one\nline two\u{1B}[31m red\u{0}") }
                }
                let report = try await SpecRunner.runSuite([sample])
                let document = JUnitDocument.parse(report.junit)
                let failure = document?.child("failure", of: "a \"quoted\" <name> & more")
                expect(failure?.attributes["message"]) == "line one\nline two\\u{1B}[31m red\\u{0}"
                expect(report.junit).to(contain(#"name="a &quot;quoted&quot; &lt;name&gt; &amp; more""#))
            }
        }
    }
}
