import Foundation
import Quick

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

/// In a `QuickSpec`, examples and hooks that do not await, and those marked `@MainActor`, run on the
/// main actor and use main-actor types as they are; those that await unmarked run off it.
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

        describe("an example not marked that does not await (Quick's synchronous DSL)") {
            it("runs on the main actor and uses main-actor types as they are") {
                let counter = Counter()
                counter.increment()
                expect(counter.value) == 1
                expect(onMainActor()) == true
            }

            it("runs on the main actor in Quick's file: line: form", file: #filePath, line: #line) {
                expect(Counter().value) == 0
                expect(onMainActor()) == true
            }
        }

        describe("an example not marked that awaits") {
            it("runs off the main actor, as in an AsyncSpec") {
                await Task.yield()
                expect(onMainActor()) == false
            }
        }

        describe("hooks not marked that do not await") {
            // A `var` of the group could not be shared by main-actor closures: a Sendable box can.
            let threads = Log()
            beforeEach { threads.add("beforeEach " + (onMainActor() ? "main" : "other")) }
            beforeEach { (metadata: ExampleMetadata) in threads.add("beforeEach(metadata) " + (onMainActor() ? "main" : "other")) }
            justBeforeEach { threads.add("justBeforeEach " + (onMainActor() ? "main" : "other")) }
            it("run on the main actor") {
                expect(threads.all) == ["beforeEach main", "beforeEach(metadata) main", "justBeforeEach main"]
            }
        }

        describe("a hook marked @MainActor") {
            let threads = Log()
            beforeEach { @MainActor in threads.add(onMainActor() ? "main" : "other") }
            it("runs on the main actor") { expect(threads.all) == ["main"] }
        }
    }
}

/// A plain `Spec` keeps SpecKit's own rule: unmarked closures run off the main actor.
final class SpecMainActorSpec: Spec {
    override func spec() {
        describe("an example of a Spec not marked") {
            it("runs off the main actor") { expect(onMainActor()) == false }
        }
    }
}
