import Dispatch
import Quick
import XCTest

/// What `currentSpec()` and `name` give in a Quick spec, as Quick 7 users write one.
private final class CurrentQuickSample: SampleQuickSpec, IsolatedSpec {
    static let log = Log()

    override class func spec() {
        log.add("while building: \(currentSpec() == nil ? "nil" : "a spec")")
        describe("a group") {
            it("finds the running spec") {
                log.add("same as QuickSpec.current: \(currentSpec() === QuickSpec.current)")
                log.add("name: \(QuickSpec.current.name)")
                log.add("name through currentSpec(): \(currentSpec()?.name ?? "nil")")
            }

            it("waits for an expectation through currentSpec()") {
                let called = currentSpec()?.expectation(description: "called back")
                DispatchQueue.global().async { called?.fulfill() }
                currentSpec()?.waitForExpectations(timeout: 5)
            }

            it("fails at the caller's line when the wait through currentSpec() times out") {
                _ = currentSpec()?.expectation(description: "never fulfilled")
                currentSpec()?.waitForExpectations(timeout: 0.02)
            }
        }
    }
}

/// Hidden from the plugin, as `SampleQuickSpec` is: this sample runs only inside SpecRunner.
private typealias SampleAsyncSpec = AsyncSpec

/// The same in an `AsyncSpec`, whose blocking waits run where the code cannot await.
private final class CurrentAsyncSample: SampleAsyncSpec, IsolatedSpec {
    static let log = Log()

    override class func spec() {
        it("finds the running spec") {
            log.add("same as AsyncSpec.current: \(currentSpec() === AsyncSpec.current)")
            log.add("QuickSpec.current: \(QuickSpec.current == nil ? "nil" : "a spec")")
            log.add("name: \(AsyncSpec.current.name)")
        }

        it("waits for an expectation on the main actor") {
            let called = currentSpec()?.expectation(description: "called back")
            DispatchQueue.global().async { called?.fulfill() }
            await MainActor.run { currentSpec()?.waitForExpectations(timeout: 5) }
        }

        it("awaits an expectation through currentSpec()") {
            let called = currentSpec()?.expectation(description: "called back")
            DispatchQueue.global().async { called?.fulfill() }
            await currentSpec()?.fulfillment(of: called.map { [$0] } ?? [], timeout: 5)
        }
    }
}

/// Quick 7's `currentSpec()`, and XCTest's `name` of the running example.
final class CurrentSpecSpec: Spec {
    override func spec() {
        describe("currentSpec()") {
            it("is the running QuickSpec, named as corelibs XCTest names Quick's tests, and nil while the spec is built") {
                let report = await SpecRunner.run(CurrentQuickSample.self)
                expect(report.example("a group finds the running spec")?.status) == .passed
                expect(CurrentQuickSample.log.all).to(
                    contain(
                        "while building: nil",
                        "same as QuickSpec.current: true",
                        "name: CurrentQuickSample.a group finds the running spec",
                        "name through currentSpec(): CurrentQuickSample.a group finds the running spec"
                    )
                )
                expect(CurrentQuickSample.log.all).toNot(contain("while building: a spec"))
            }

            it("offers XCTest's waits, which fail the example at the caller's line") {
                let report = await SpecRunner.run(CurrentQuickSample.self)
                expect(report.example("a group waits for an expectation through currentSpec()")?.status) == .passed
                let timedOut = report.example("a group fails at the caller's line when the wait through currentSpec() times out")
                expect(timedOut?.messages) == ["waited 0.02 seconds for the expectations \"never fulfilled\": not all were fulfilled"]
                expect(timedOut?.failures.first?.location.line) == 26
            }

            it("is the running AsyncSpec, whose waits block where the code cannot await") {
                let report = await SpecRunner.run(CurrentAsyncSample.self)
                expect(report.failed.map(\.name)) == []
                expect(CurrentAsyncSample.log.all).to(
                    contain("same as AsyncSpec.current: true", "QuickSpec.current: nil", "name: CurrentAsyncSample.finds the running spec")
                )
            }

            it("is nil in an example of a spec that is not Quick's") {
                expect(currentSpec()).to(beNil())
            }
        }
    }
}
