import SpecKit

/// A behaviour of Quick's `AsyncSpec`s, whose examples await their subject.
private final class AnAsyncCounter: AsyncBehavior<AwaitedCount> {
    override class func spec(_ context: @escaping () -> AwaitedCount) {
        it("counts up") {
            let counter = context()
            await counter.increment()
            await expect { await counter.value } == 1
        }
    }
}

/// A count an example awaits.
private actor AwaitedCount {
    private(set) var value = 0

    func increment() { value += 1 }
}

/// Hidden from the plugin, as `SampleQuickSpec` is: this sample runs only inside SpecRunner.
private typealias SampleAsyncSpec = AsyncSpec

private final class AsyncBehaviorSample: SampleAsyncSpec, IsolatedSpec {
    override class func spec() {
        describe("counters") {
            itBehavesLike(AnAsyncCounter.self) { AwaitedCount() }
            fitBehavesLike(AnAsyncCounter.self) { AwaitedCount() }
            xitBehavesLike(AnAsyncCounter.self) { AwaitedCount() }
        }
    }
}

/// Quick 7's `AsyncBehavior`, included with `itBehavesLike(_:context:)` as `Behavior` is.
final class AsyncBehaviorSpec: Spec {
    override func spec() {
        describe("AsyncBehavior") {
            it("runs the behaviour's examples with their context, in a group named after the class, focused and pending too") {
                let report = await SpecRunner.run(AsyncBehaviorSample.self)
                expect(report.examples.map(\.name)) == Array(repeating: "counters AnAsyncCounter counts up", count: 3)
                expect(report.examples.map(\.status)) == [.skipped(.notFocused), .passed, .skipped(.pending)]
            }

            it("is the Behavior class, so a QuickSpec includes it as well") {
                let report = await SpecRunner.run {
                    itBehavesLike(AnAsyncCounter.self) { AwaitedCount() }
                }
                expect(report.example("AnAsyncCounter counts up")?.status) == .passed
            }
        }
    }
}
