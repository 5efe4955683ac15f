import Foundation
import Quick

/// Marks the main queue, where the main actor runs its jobs. A synchronous example runs on the
/// process's main thread while it holds the main queue, and libdispatch reports the main queue's
/// values there too.
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

            it("runs on the process's main thread, as in Quick") {
                expect(Thread.isMainThread).to(beTrue())
            }

            it("lets the main queue run while it polls without await") {
                var seen: [Int] = []
                DispatchQueue.main.async { seen.append(0) }
                expect(seen).toEventually(equal([0]))
            }

            it("lets main-actor tasks run while it waits without await") {
                var done = false
                waitUntil { finished in
                    Task { @MainActor in
                        done = true
                        finished()
                    }
                }
                expect(done).to(beTrue())
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

/// A plain `Spec` runs its synchronous examples on the main thread too, as XCTest runs a test
/// method; those that await run off the main actor unless marked.
final class SpecMainActorSpec: Spec {
    override func spec() {
        describe("an example of a Spec not marked") {
            it("runs on the main thread when it does not await") {
                expect(Thread.isMainThread).to(beTrue())
                expect(onMainActor()) == true
            }
            it("runs off the main actor when it awaits") {
                await Task.yield()
                expect(onMainActor()) == false
            }
        }
    }
}
