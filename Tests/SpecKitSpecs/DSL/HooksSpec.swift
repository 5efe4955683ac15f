import SpecKit

final class HooksSpec: Spec {
    override func spec() {
        describe("hooks") {
            it("run in the documented order around each example") {
                let log = Log()
                _ = await SpecRunner.run {
                    beforeSuite { log.add("beforeSuite") }
                    afterSuite { log.add("afterSuite") }
                    describe("outer") {
                        aroundEach { run in
                            log.add("outer around in")
                            await run()
                            log.add("outer around out")
                        }
                        beforeEach { log.add("outer before") }
                        justBeforeEach { log.add("outer justBefore") }
                        afterEach { log.add("outer after") }
                        context("inner") {
                            beforeEach { log.add("inner before") }
                            justBeforeEach { log.add("inner justBefore") }
                            afterEach { log.add("inner after") }
                            it("example") { log.add("example") }
                        }
                    }
                }
                expect(log.all) == [
                    "beforeSuite",
                    "outer around in", "outer before", "inner before",
                    "outer justBefore", "inner justBefore", "example",
                    "inner after", "outer around out", "outer after",
                    "afterSuite",
                ]
            }

            it("run beforeEach and aroundEach of one group in declaration order, as Quick does") {
                let log = Log()
                _ = await SpecRunner.run {
                    beforeEach { log.add("before0") }
                    aroundEach { run in
                        log.add("around0 in")
                        await run()
                        log.add("around0 out")
                    }
                    beforeEach { log.add("before1") }
                    aroundEach { run in
                        log.add("around1 in")
                        await run()
                        log.add("around1 out")
                    }
                    beforeEach { log.add("before2") }
                    afterEach { log.add("after0") }
                    afterEach { log.add("after1") }
                    it("example") { log.add("example") }
                }
                expect(log.all) == [
                    "before0", "around0 in", "before1", "around1 in", "before2", "example",
                    "around1 out", "around0 out", "after0", "after1",
                ]
            }

            it("apply hooks declared after the example in the same group") {
                let log = Log()
                _ = await SpecRunner.run {
                    it("example") { log.add("example") }
                    beforeEach { log.add("before") }
                }
                expect(log.all) == ["before", "example"]
            }

            it("run suite hooks once for all examples") {
                let log = Log()
                _ = await SpecRunner.run {
                    beforeSuite { log.add("beforeSuite") }
                    afterSuite { log.add("afterSuite") }
                    it("a") { log.add("a") }
                    it("b") { log.add("b") }
                }
                expect(log.all) == ["beforeSuite", "a", "b", "afterSuite"]
            }

            it("run afterEach when the example fails or throws") {
                let log = Log()
                let report = await SpecRunner.run {
                    afterEach { log.add("after") }
                    it("fails") { expect(1) == 2 }
                    it("throws") { throw SampleError.broken }
                }
                expect(log.all) == ["after", "after"]
                expect(report.failed.count) == 2
            }

            it("skip the example but run afterEach when a beforeEach throws") {
                let log = Log()
                let report = await SpecRunner.run {
                    beforeEach { throw SampleError.broken }
                    afterEach { log.add("after") }
                    it("never runs") { log.add("example") }
                }
                expect(log.all) == ["after"]
                expect(report.example("never runs")?.messages) == ["unexpected error thrown: broken (SpecKitSpecs.SampleError)"]
            }

            it("fail every example of the spec when beforeSuite throws") {
                let report = await SpecRunner.run {
                    beforeSuite { throw SampleError.broken }
                    it("a") {}
                    it("b") {}
                }
                expect(report.failed.count) == 2
                expect(report.example("b")?.messages.first).to(beginWith("beforeSuite failed, the example did not run"))
            }

            it("fail the example when aroundEach does not run it") {
                let log = Log()
                let report = await SpecRunner.run {
                    aroundEach { _ in }
                    it("example") { log.add("example") }
                }
                expect(log.all) == []
                expect(report.example("example")?.messages) == ["aroundEach did not run the example; call runExample() exactly once"]
            }

            it("let async hooks await") {
                let log = Log()
                _ = await SpecRunner.run {
                    beforeEach {
                        await Task.yield()
                        log.add("async before")
                    }
                    it("example") { log.add("example") }
                }
                expect(log.all) == ["async before", "example"]
            }
        }
    }
}

enum SampleError: Error, CustomStringConvertible {
    case broken
    var description: String { "broken" }
}
