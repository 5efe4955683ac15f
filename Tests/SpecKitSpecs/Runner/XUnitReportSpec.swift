import SpecKit

final class XUnitReportSpec: Spec {
    override func spec() {
        describe("XUnitReport.merged") {
            // The form Swift Testing 6.3 writes for `--xunit-output`.
            let swiftTesting = """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites>
                  <testsuite name="TestResults" errors="0" tests="4" failures="2" skipped="0" time="0.5">
                    <testcase classname="StackSpecs" name="specKitExamples_StackSpec()" time="0.25" >
                      <failure message="Stack pops: expected to equal &lt;2&gt;, got &lt;3&gt;" />
                    </testcase>
                    <testcase classname="StackSpecs" name="specKitExamples_QueueSpec()" time="0.125" />
                    <testcase classname="StackSpecs.Plain" name="plainTest()" time="0.001" >
                      <failure message="Expectation failed" />
                    </testcase>
                    <testcase classname="SpecKit.SpecCensus" name="everySpecClassHasATest()" time="0.05" />
                  </testsuite>
                </testsuites>

                """
            let suites = "  <testsuite name=\"StackSpecs.StackSpec\" tests=\"1\">\n    <testcase name=\"Stack pops\"/>\n  </testsuite>\n"

            it("replaces the spec classes' tests by the examples' suites, and keeps every other test") {
                let merged = XUnitReport.merged(swiftTesting, suites: suites)
                expect(merged).notTo(contain("specKitExamples_"))
                expect(merged).to(contain("name=\"plainTest()\""))
                expect(merged).to(contain("<failure message=\"Expectation failed\" />"))
                expect(merged).to(contain("name=\"everySpecClassHasATest()\""))
                expect(merged).to(
                    contain(
                        "  </testsuite>\n  <testsuite name=\"StackSpecs.StackSpec\" tests=\"1\">\n    <testcase name=\"Stack pops\"/>\n  </testsuite>\n</testsuites>\n"
                    )
                )
            }

            it("takes the spec classes' tests out of Swift Testing's counts") {
                let merged = XUnitReport.merged(swiftTesting, suites: suites)
                expect(merged).to(contain("<testsuite name=\"TestResults\" errors=\"0\" tests=\"2\" failures=\"1\" skipped=\"0\" time=\"0.5\">"))
            }

            it("refuses a report in another form") {
                expect(XUnitReport.merged("<testsuites>\n<testcase name=\"specKitExamples_A()\">\n", suites: suites)).to(beNil())
                expect(XUnitReport.merged("not xml", suites: suites)).to(beNil())
            }
        }

        describe("XUnitReport.rewritten") {
            let suites = "  <testsuite name=\"M.StackSpec\" tests=\"1\">\n    <testcase name=\"Stack pops\"/>\n  </testsuite>\n"
            let report = { (body: String) in
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n\(body)</testsuites>\n"
            }

            it("is the merged report when it parses as testsuites of test cases, counted, without the spec classes' tests") {
                let swiftTesting = report(
                    "  <testsuite name=\"TestResults\" tests=\"2\">\n    <testcase name=\"specKitExamples_StackSpec()\" />\n"
                        + "    <testcase name=\"plain()\" />\n  </testsuite>\n"
                )
                expect(try XUnitReport.rewritten(swiftTesting, suites: suites).get())
                    == report(
                        "  <testsuite name=\"TestResults\" tests=\"1\">\n    <testcase name=\"plain()\" />\n  </testsuite>\n" + suites
                    )
            }

            it("is an unknown shape when the report's lines are not Swift Testing's") {
                let oneLine = "<testsuites><testsuite><testcase name=\"specKitExamples_A()\"/></testsuite></testsuites>"
                let shape = unknownShape(XUnitReport.rewritten(oneLine, suites: suites))
                expect(shape?.found) == "a report whose lines are not in the form Swift Testing writes"
                expect(shape?.description).to(
                    contain(
                        "SpecKit cannot put one test case per example into the --xunit-output report (a report whose lines are not in the form "
                            + "Swift Testing writes); upgrade SpecKit, or set SPECKIT_XUNIT_EXAMPLES=0 to run without it (the report then keeps "
                            + "one test case per spec class, as Swift Testing wrote it)"
                    )
                )
            }

            it("is an unknown shape when the merged report would not parse") {
                let unclosed = report("  <testsuite name=\"TestResults\" tests=\"0\">\n    <testcase name=\"plain()\">\n  </testsuite>\n")
                expect(unknownShape(XUnitReport.rewritten(unclosed, suites: suites))?.found).to(
                    beginWith("a report that would become XML the parser rejects")
                )
            }

            it("is an unknown shape when a test case sits outside a suite") {
                let loose = report("  <testcase name=\"plain()\" />\n")
                expect(unknownShape(XUnitReport.rewritten(loose, suites: suites))?.found)
                    == "a report that would become a <testcase> inside <testsuites>"
            }

            it("is an unknown shape when a suite's count and its test cases disagree") {
                let twoOnALine = report(
                    "  <testsuite name=\"TestResults\" tests=\"3\">\n    <testcase name=\"a()\"/><testcase name=\"specKitExamples_B()\"/>\n"
                        + "    <testcase name=\"c()\"/>\n  </testsuite>\n"
                )
                expect(unknownShape(XUnitReport.rewritten(twoOnALine, suites: suites))?.found)
                    == "a report that would become a suite TestResults that counts 2 tests and holds 1"
            }
        }
    }
}
