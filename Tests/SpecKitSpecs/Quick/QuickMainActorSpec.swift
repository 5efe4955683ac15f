import Foundation
import SpecKit

/// Marks the main queue, where the main actor runs its jobs. (Not `Thread.isMainThread`: an async
/// `main` hands the main queue to a worker thread on Linux, so the main actor runs off the
/// process's first thread there.)
private let mainQueueKey: DispatchSpecificKey<String> = {
    let key = DispatchSpecificKey<String>()
    DispatchQueue.main.setSpecific(key: key, value: "main")
    return key
}()

/// Whether this runs on the main queue, that is on the main actor.
private func onMainActor() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == "main"
}

@MainActor private final class Counter {
    var value = 0
    init() {}
    func increment() { value += 1 }
}

/// Examples marked `@MainActor` run on the main actor, with or without `await`, and use main-actor
/// types as they are.
final class QuickMainActorSpec: QuickSpec {
    override class func spec() {
        describe("an example marked @MainActor") {
            it("runs on the main actor") { @MainActor in
                let counter = Counter()
                counter.increment()
                expect(counter.value) == 1
                expect(onMainActor()) == true
            }

            it("runs on the main actor when it awaits") { @MainActor in
                await Task.yield()
                let counter = Counter()
                counter.increment()
                expect(counter.value) == 1
                expect(onMainActor()) == true
            }
        }

        describe("an example not marked") {
            it("runs off the main actor, as every SpecKit example") { expect(onMainActor()) == false }
        }

        describe("a hook marked @MainActor") {
            // A `var` of the group could not be sent to the main actor: a Sendable box can.
            let threads = Log()
            beforeEach { @MainActor in threads.add(onMainActor() ? "main" : "other") }
            it("runs on the main actor") { expect(threads.all) == ["main"] }
        }
    }
}
