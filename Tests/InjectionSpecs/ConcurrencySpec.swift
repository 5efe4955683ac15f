import Dispatch
import Foundation
import Injection
import SpecKit
import Synchronization

/// A gate a factory waits at until the spec opens it.
private final class Gate: Sendable {
    private let entered = DispatchSemaphore(value: 0)
    private let opened = DispatchSemaphore(value: 0)

    func pass() {
        entered.signal()
        opened.wait()
    }

    func waitUntilEntered() { entered.wait() }
    func open() { opened.signal() }
}

/// Opens once and stays open: every wait after `open` returns at once.
private final class Latch: Sendable {
    private let group = DispatchGroup()
    private let opened = Atomic(false)

    init() { group.enter() }

    func open() {
        if !opened.exchange(true, ordering: .acquiringAndReleasing) { group.leave() }
    }

    func wait() { group.wait() }
}

/// Collects values from several threads (under an NSLock: ThreadSanitizer sees pthread locks,
/// not the futex under `Synchronization.Mutex`).
private final class Collected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func add(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

final class ConcurrencySpec: Spec {
    override func spec() {
        describe("concurrent resolution") {
            it("needs no synchronize(): Container and Resolver are Sendable") {
                let container = Container()
                container.register((any Animal).self) { _ in Cat(name: "Mimi") }
                let resolver: any Resolver & Sendable = container
                let name = await Task.detached { resolver.resolve((any Animal).self)?.name }.value
                expect(name) == "Mimi"
            }

            it("builds a container-scoped instance exactly once under concurrent first access") {
                for _ in 0..<20 {
                    let container = Container()
                    let made = Counter()
                    container.register((any Animal).self) { _ in
                        made.bump()
                        for _ in 0..<1_000 { _ = made.value }
                        return Cat()
                    }.inObjectScope(.container)
                    let seen = Collected<ObjectIdentifier>()
                    DispatchQueue.concurrentPerform(iterations: 16) { _ in
                        if let animal = container.resolve((any Animal).self) { seen.add(ObjectIdentifier(animal)) }
                    }
                    expect(made.value) == 1
                    expect(seen.all.count) == 16
                    expect(Set(seen.all).count) == 1
                }
            }

            it("resolves graphs from many threads at once, each graph whole") {
                let container = Container()
                container.register((any APIRequesting).self) { _ in LiveAPI() }.inObjectScope(.container)
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                container.register(ViewModel.self, initializer: ViewModel.init)
                let failures = Counter()
                let apis = Collected<ObjectIdentifier>()
                DispatchQueue.concurrentPerform(iterations: 8) { _ in
                    for _ in 0..<500 {
                        guard let viewModel = container.resolve(ViewModel.self) else {
                            failures.bump()
                            continue
                        }
                        apis.add(ObjectIdentifier(viewModel.users.api))
                    }
                }
                expect(failures.value) == 0
                expect(Set(apis.all).count) == 1
            }

            it("resolves from many tasks at once") {
                let container = Container()
                container.register((any APIRequesting).self) { _ in LiveAPI() }.inObjectScope(.container)
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                let count = await withTaskGroup(of: Bool.self) { group in
                    for _ in 0..<100 {
                        group.addTask { container.resolve((any UsersHandling).self) != nil }
                    }
                    var resolved = 0
                    for await success in group where success { resolved += 1 }
                    return resolved
                }
                expect(count) == 100
            }

            it("does not make unrelated resolves wait for a slow factory") {
                let container = Container()
                let gate = Gate()
                container.register((any Animal).self) { _ in
                    gate.pass()
                    return Cat()
                }.inObjectScope(.container)
                container.register((any Food).self) { _ in Sushi() }.inObjectScope(.container)
                container.register((any Person).self) { _ in PetOwner() }
                let slow = DispatchGroup()
                DispatchQueue.global().async(group: slow) { _ = container.resolve((any Animal).self) }
                gate.waitUntilEntered()
                // The slow factory is running (and waiting): other services still resolve.
                let unrelated = DispatchSemaphore(value: 0)
                let results = Collected<Bool>()
                DispatchQueue.global().async {
                    results.add(container.resolve((any Food).self) != nil)
                    results.add(container.resolve((any Person).self) != nil)
                    unrelated.signal()
                }
                let finished = unrelated.wait(timeout: .now() + 30) == .success
                gate.open()
                slow.wait()
                expect(finished).to(beTrue(), description: "unrelated resolves did not finish while the slow factory ran")
                expect(results.all) == [true, true]
            }

            it("lets others resolve while services are registered") {
                let container = Container()
                container.register((any Animal).self) { _ in Cat() }
                let failures = Counter()
                let done = Atomic(false)
                DispatchQueue.concurrentPerform(iterations: 4) { index in
                    if index == 0 {
                        for number in 0..<2_000 {
                            container.register((any Food).self, name: "food\(number)") { _ in Sushi() }
                            container.register((any Animal).self) { _ in Cat(name: "\(number)") }
                        }
                        done.store(true, ordering: .releasing)
                    } else {
                        while !done.load(ordering: .acquiring) {
                            if container.resolve((any Animal).self) == nil { failures.bump() }
                            _ = container.resolve((any Food).self, name: "food10")
                        }
                    }
                }
                expect(failures.value) == 0
                expect(container.resolve((any Food).self, name: "food1999")).toNot(beNil())
            }

            it("reports two threads building container-scoped services that need each other, instead of hanging") {
                let container = Container(defaultObjectScope: .container)
                let parentStarted = Latch()
                let childStarted = Latch()
                container.register(Parent.self) { r in
                    parentStarted.open()
                    childStarted.wait()
                    return Parent(child: try r.resolving(Child.self))
                }
                container.register(Child.self) { r in
                    childStarted.open()
                    parentStarted.wait()
                    _ = try r.resolving(Parent.self)
                    return Child()
                }
                let errors = Collected<ResolutionError.Reason>()
                let both = DispatchGroup()
                DispatchQueue.global().async(group: both) {
                    do { _ = try container.resolving(Parent.self) } catch let error as ResolutionError { errors.add(error.reason) } catch {}
                }
                DispatchQueue.global().async(group: both) {
                    do { _ = try container.resolving(Child.self) } catch let error as ResolutionError { errors.add(error.reason) } catch {}
                }
                let finished = both.wait(timeout: .now() + 60) == .success
                expect(finished).to(beTrue(), description: "the two resolutions hung")
                let deadlocks = errors.all.filter { reason in
                    if case .deadlock = reason { return true }
                    return false
                }
                expect(deadlocks.count) == 1
            }

            it("keeps graph scope per thread: concurrent graphs do not share instances") {
                let container = Container()
                container.register((any Food).self) { _ in Sushi() }
                container.register((any Person).self) { r in
                    let owner = PetOwner()
                    owner.favoriteFood = r.resolve((any Food).self)
                    owner.pet = r.resolve((any Food).self).map { _ in Cat() }
                    return owner
                }
                let foods = Collected<ObjectIdentifier>()
                DispatchQueue.concurrentPerform(iterations: 8) { _ in
                    for _ in 0..<100 {
                        if let food = (container.resolve((any Person).self) as? PetOwner)?.favoriteFood { foods.add(ObjectIdentifier(food)) }
                    }
                }
                expect(foods.all.count) == 800
            }
        }
    }
}
