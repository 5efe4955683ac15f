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
    }
}
