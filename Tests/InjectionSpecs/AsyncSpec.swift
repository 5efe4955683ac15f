import Injection
import SpecKit

private actor Database {
    static func open() async -> Database {
        await Task.yield()
        return Database()
    }
}

final class AsyncSpec: Spec {
    override func spec() {
        describe("async factories") {
            var container = Container()
            beforeEach { container = Container() }

            it("are resolved with await") {
                container.register(
                    (any APIRequesting).self,
                    asyncFactory: { _ in
                        await Task.yield()
                        return LiveAPI()
                    }
                )
                let api = try await container.resolveAsync((any APIRequesting).self)
                expect(api).to(beAKindOf(LiveAPI.self))
            }

            it("build a container-scoped instance exactly once, however many tasks ask at once") {
                let made = Counter()
                container.register(
                    Database.self,
                    asyncFactory: { _ in
                        made.bump()
                        return await Database.open()
                    }
                ).inObjectScope(.container)
                let resolver = container
                let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
                    for _ in 0..<50 {
                        group.addTask { ObjectIdentifier(try await resolver.resolveAsync(Database.self)) }
                    }
                    var all: [ObjectIdentifier] = []
                    for try await identity in group { all.append(identity) }
                    return all
                }
                expect(made.value) == 1
                expect(identities.count) == 50
                expect(Set(identities).count) == 1
            }

            it("resolve their dependencies, sync and async, through the resolver") {
                container.register((any APIRequesting).self, asyncFactory: { _ in LiveAPI() })
                container.register((any Food).self) { _ in Sushi() }
                container.register(
                    (any UsersHandling).self,
                    asyncFactory: { r in
                        _ = r.resolve((any Food).self)
                        return UsersHandler(api: try await r.resolveAsync((any APIRequesting).self))
                    }
                )
                let handler = try await container.resolveAsync((any UsersHandling).self)
                expect(handler.api).to(beAKindOf(LiveAPI.self))
            }

            it("refuse a synchronous resolve, saying to await") {
                container.register((any APIRequesting).self, asyncFactory: { _ in LiveAPI() })
                expect(container.resolve((any APIRequesting).self)).to(beNil())
                expect { try container.resolving((any APIRequesting).self) }.to(
                    throwError { error in
                        expect("\(error)").to(contain("its factory is async"))
                        expect("\(error)").to(contain("resolveAsync"))
                    }
                )
            }

            it("report a cycle between async factories") {
                container.register(Parent.self, asyncFactory: { r in Parent(child: try await r.resolveAsync(Child.self)) })
                container.register(
                    Child.self,
                    asyncFactory: { r in
                        _ = try await r.resolveAsync(Parent.self)
                        return Child()
                    }
                )
                do {
                    _ = try await container.resolveAsync(Parent.self)
                    fail("expected a cycle")
                } catch let error as ResolutionError {
                    expect(error.pathDescription) == "Parent -> Child -> Parent"
                }
            }

            it("share graph-scoped instances within one async resolution") {
                container.register((any Food).self, asyncFactory: { _ in Sushi() })
                container.register(
                    PetOwner.self,
                    asyncFactory: { r in
                        let owner = PetOwner()
                        owner.favoriteFood = try await r.resolveAsync((any Food).self)
                        let again = try await r.resolveAsync((any Food).self)
                        owner.pet = again === owner.favoriteFood ? Cat(name: "shared") : Cat(name: "apart")
                        return owner
                    }
                )
                let owner = try await container.resolveAsync(PetOwner.self)
                expect(owner.pet?.name) == "shared"
            }

            it("resolve synchronous registrations too") {
                container.register((any Animal).self) { _ in Cat(name: "Mimi") }
                let animal = try await container.resolveAsync((any Animal).self)
                expect(animal.name) == "Mimi"
            }

            it("report a key nothing is registered for") {
                do {
                    _ = try await container.resolveAsync((any Animal).self)
                    fail("expected an error")
                } catch let error as ResolutionError {
                    expect(error.key) == RegistrationKey((any Animal).self)
                }
            }
        }
    }
}
