import SpecKit

final class GroupsSpec: Spec {
    override func spec() {
        describe("describe, context and it") {
            it("name each example after its groups, as a sentence") {
                let report = await SpecRunner.run {
                    describe("Stack") {
                        context("when empty") {
                            it("has no top") {}
                        }
                    }
                }
                expect(report.examples.map(\.name)) == ["Stack when empty has no top"]
            }

            it("keep declaration order") {
                let report = await SpecRunner.run {
                    describe("a") {
                        it("1") {}
                        context("b") { it("2") {} }
                        it("3") {}
                    }
                }
                expect(report.examples.map(\.name)) == ["a 1", "a b 2", "a 3"]
            }

            it("report a passing example as passed") {
                let report = await SpecRunner.run { it("passes") { expect(1) == 1 } }
                expect(report.example("passes")?.status) == .passed
            }

            it("report a failing example as failed") {
                let report = await SpecRunner.run { it("fails") { expect(1) == 2 } }
                expect(report.example("fails")?.status) == .failed
            }
        }

        describe("state, as in Quick") {
            it("shares the local variables of a group between its examples, built once") {
                let log = Log()
                _ = await SpecRunner.run {
                    describe("counter") {
                        log.add("built")
                        var count = 0
                        beforeEach { count += 1 }
                        it("one") { log.add("one saw \(count)") }
                        it("two") { log.add("two saw \(count)") }
                    }
                }
                expect(log.all) == ["built", "one saw 1", "two saw 2"]
            }

            it("gives every example a fresh value where a beforeEach assigns it") {
                let log = Log()
                _ = await SpecRunner.run {
                    describe("stack") {
                        var stack: [Int] = []
                        beforeEach { stack = [] }
                        it("one") {
                            stack.append(1)
                            log.add("one saw \(stack)")
                        }
                        it("two") {
                            stack.append(2)
                            log.add("two saw \(stack)")
                        }
                    }
                }
                expect(log.all) == ["one saw [1]", "two saw [2]"]
            }

            it("runs every example of a spec class on the instance that declared it") {
                let report = await SpecRunner.run(SharedInstanceSample.self)
                expect(report.passed.map(\.name)) == ["first", "second"]
                expect(report.failed.map(\.name)) == []
            }

            it("keeps what a group's closures hold until the spec class ends") {
                let log = Log()
                _ = await SpecRunner.run {
                    describe("a resource") {
                        var resource: Resource? = Resource(log)
                        it("one") { log.add("one sees \(resource == nil ? "none" : "it")") }
                        it("two") {
                            log.add("two sees \(resource == nil ? "none" : "it")")
                            resource = nil
                        }
                        it("three") { log.add("three") }
                    }
                }
                expect(log.all) == ["one sees it", "two sees it", "released", "three"]
            }
        }

        describe("pending") {
            it("skips xit, xdescribe, xcontext and pending, and never runs them") {
                let log = Log()
                let report = await SpecRunner.run {
                    xit("x") { log.add("xit ran") }
                    xdescribe("group") { it("inner") { log.add("xdescribe ran") } }
                    xcontext("context") { it("inner") { log.add("xcontext ran") } }
                    pending("later")
                    it("runs") {}
                }
                expect(log.all) == []
                expect(report.skipped.map(\.name)) == ["x", "group inner", "context inner", "later"]
                expect(report.skipped.map(\.status)) == Array(repeating: .skipped(.pending), count: 4)
                expect(report.passed.map(\.name)) == ["runs"]
            }

            it("is skipped even inside a focused group") {
                let report = await SpecRunner.run {
                    fdescribe("focused") { xit("pending") {} }
                }
                expect(report.example("focused pending")?.status) == .skipped(.pending)
            }
        }

        describe("focus") {
            it("runs only focused examples and skips the rest as not focused") {
                let log = Log()
                let report = await SpecRunner.run {
                    it("plain") { log.add("plain") }
                    fit("focused") { log.add("focused") }
                    fdescribe("group") { it("inner") { log.add("group inner") } }
                    fcontext("context") { it("inner") { log.add("context inner") } }
                }
                expect(log.all) == ["focused", "group inner", "context inner"]
                expect(report.example("plain")?.status) == .skipped(.notFocused)
            }

            it("runs everything when nothing is focused") {
                let report = await SpecRunner.run {
                    it("a") {}
                    it("b") {}
                }
                expect(report.passed.count) == 2
            }
        }

        describe("misuse") {
            it("fails an example that declares another example inside it") {
                let report = await SpecRunner.run {
                    it("outer") { it("inner") {} }
                }
                expect(report.example("outer")?.messages.first).to(beginWith("it \"inner\" was declared inside an example"))
            }

            it("fails every example when beforeSuite is declared inside a group") {
                let report = await SpecRunner.run {
                    describe("group") {
                        beforeSuite {}
                        it("a") {}
                    }
                }
                expect(report.example("group a")?.messages) == ["beforeSuite must be declared at the top level of spec(), not inside a group"]
            }
        }
    }
}

/// Each example sees a new instance: the property starts at zero in both.
final class SharedInstanceSample: SampleSpec, IsolatedSpec {
    var count = 0

    override func spec() {
        beforeEach { self.count += 1 }
        it("first") { expect(self.count) == 1 }
        it("second") { expect(self.count) == 2 }
    }
}

/// Says when it is released.
private final class Resource: Sendable {
    let log: Log
    init(_ log: Log) { self.log = log }
    deinit { log.add("released") }
}
