import SpecKit

final class TestCommandLineSpec: Spec {
    override func spec() {
        describe("TestCommandLine") {
            it("reads what swift test hands the Swift Testing process") {
                let line = TestCommandLine(arguments: [
                    "Tests.xctest", "--filter", "StackSpec/pushes", "--filter=QueueSpec", "--skip", "slow",
                    "--xunit-output", "/tmp/r-swift-testing.xml", "--list-tests", "--testing-library", "swift-testing",
                ])
                expect(line.isSwiftTesting) == true
                expect(line.filters) == ["StackSpec/pushes", "QueueSpec"]
                expect(line.skips) == ["slow"]
                expect(line.xunitPath) == "/tmp/r-swift-testing.xml"
                expect(line.listsTests) == true
                expect(line.exampleSelection) == ExampleSelection(filters: ["StackSpec/pushes", "QueueSpec"], skips: ["slow"])
            }

            it("selects nothing in the XCTest process, or without --filter and --skip") {
                expect(TestCommandLine(arguments: ["Tests.xctest", "SpecKitSpecs.SomeCase/testIt"]).exampleSelection).to(beNil())
                expect(TestCommandLine(arguments: ["Tests.xctest", "--filter", "x"]).exampleSelection).to(beNil())
                expect(TestCommandLine(arguments: ["Tests.xctest", "--testing-library", "swift-testing"]).exampleSelection).to(beNil())
            }

            it("reads a widened filter back as the user wrote it") {
                let widened = TestCommandLine.widened("StackSpec/(push|pop)")
                expect(widened) == "(?:StackSpec/(push|pop))|specKitExamples_"
                expect(TestCommandLine.unwidened(widened)) == "StackSpec/(push|pop)"
                expect(TestCommandLine.unwidened("StackSpec")) == "StackSpec"
                let line = TestCommandLine(arguments: ["Tests.xctest", "--testing-library", "swift-testing", "--filter", widened])
                expect(line.filters) == ["StackSpec/(push|pop)"]
            }
        }

        describe("ExampleSelection") {
            let spec = "StackSpecs.StackSpec"

            it("keeps an example when a filter matches a part of Module.SpecClass/<test name> or /<full name>") {
                let matcher = ExampleSelection.Matcher(ExampleSelection(filters: ["StackSpec/Stack pushes"]))
                expect(matcher.keeps(spec: spec, testName: "Stack pushes then pops", fullName: "Stack pushes, then pops")) == true
                expect(matcher.keeps(spec: spec, testName: "Stack pops", fullName: "Stack pops")) == false
                let full = ExampleSelection.Matcher(ExampleSelection(filters: [#"pushes, then"#]))
                expect(full.keeps(spec: spec, testName: "Stack pushes then pops", fullName: "Stack pushes, then pops")) == true
            }

            it("reads the patterns as regular expressions, and one that is not as text") {
                let regex = ExampleSelection.Matcher(ExampleSelection(filters: ["^StackSpecs\\.StackSpec/.*pops$"]))
                expect(regex.keeps(spec: spec, testName: "Stack pushes then pops", fullName: "x")) == true
                expect(regex.keeps(spec: spec, testName: "Stack pops first", fullName: "x")) == false
                let text = ExampleSelection.Matcher(ExampleSelection(filters: ["pops ("]))
                expect(text.keeps(spec: spec, testName: "pops", fullName: "pops (twice)")) == true
            }

            it("keeps every example of a class when a filter matches its Swift Testing test's ID") {
                expect(TestCommandLine.glueTestID(of: spec)) == "StackSpecs.specKitExamples_StackSpec()"
                let matcher = ExampleSelection.Matcher(ExampleSelection(filters: ["specKitExamples_StackSpec\\(\\)"]))
                expect(matcher.keeps(spec: spec, testName: "Stack pops", fullName: "Stack pops")) == true
                expect(matcher.keeps(spec: "StackSpecs.QueueSpec", testName: "Stack pops", fullName: "Stack pops")) == false
            }

            it("leaves out what a skip matches") {
                let matcher = ExampleSelection.Matcher(ExampleSelection(filters: [], skips: ["slow"]))
                expect(matcher.keeps(spec: spec, testName: "Stack grows slowly", fullName: "x")) == false
                expect(matcher.keeps(spec: spec, testName: "Stack pops", fullName: "x")) == true
            }
        }
    }
}
