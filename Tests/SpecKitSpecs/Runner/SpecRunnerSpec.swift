import SpecKit

final class SpecRunnerSpec: Spec {
    override func spec() {
        describe("a failing expectation") {
            it("is reported with Nimble's message at the line of the expect") {
                let expectLine = #line + 2
                let report = await SpecRunner.run {
                    it("adds") { expect(1 + 2).to(equal(4)) }
                }
                let failure = report.example("adds")?.failures.first
                expect(failure?.message) == "expected to equal <4>, got <3>"
                expect(failure?.location.line) == expectLine
                expect(failure?.location.fileName) == "SpecRunnerSpec.swift"
            }

            it("does not stop the example") {
                let report = await SpecRunner.run {
                    it("two failures") {
                        expect(1) == 2
                        expect(3) == 4
                    }
                }
                expect(report.example("two failures")?.messages) == ["expected to equal <2>, got <1>", "expected to equal <4>, got <3>"]
            }
        }

        describe("an unexpected error") {
            it("fails the example at the line of its it") {
                let itLine = #line + 2
                let report = await SpecRunner.run {
                    it("throws") { throw SampleError.broken }
                }
                let failure = report.example("throws")?.failures.first
                expect(failure?.message) == "unexpected error thrown: broken (SpecKitSpecs.SampleError)"
                expect(failure?.location.line) == itLine
            }
        }

        describe("fail") {
            it("records a failure with the given message") {
                let report = await SpecRunner.run { it("gives up") { fail("not yet") } }
                expect(report.example("gives up")?.messages) == ["not yet"]
            }
        }

        describe("toNot") {
            it("fails with Nimble's negated message when the matcher matches") {
                let report = await SpecRunner.run { it("same") { expect(2).toNot(equal(2)) } }
                expect(report.example("same")?.messages) == ["expected to not equal <2>, got <2>"]
            }
        }

        describe("a spec class") {
            it("can be run in isolation") {
                let report = await SpecRunner.run(SharedInstanceSample.self)
                expect(report.examples.map(\.name)) == ["first", "second"]
            }
        }
    }
}
