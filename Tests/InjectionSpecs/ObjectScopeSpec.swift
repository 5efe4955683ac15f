import Injection
import SpecKit

final class ObjectScopeSpec: Spec {
    override func spec() {
        describe("ObjectScope") {
            var container = Container()
            beforeEach { container = Container() }

            func registerOwnerAndCat() {
                container.register((any Animal).self) { r in
                    let cat = Cat()
                    _ = r.resolve((any Food).self)
                    return cat
                }
                container.register((any Person).self) { r in
                    let owner = PetOwner(pet: r.resolve((any Animal).self))
                    owner.favoriteFood = r.resolve((any Food).self)
                    return owner
                }
            }

            context("transient") {
                it("makes a new instance for every resolve") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.transient)
                    expect(container.resolve((any Animal).self)).toNot(beIdenticalTo(container.resolve((any Animal).self)))
                }

                it("makes new instances within one graph too") {
                    let made = Counter()
                    registerOwnerAndCat()
                    container.register((any Food).self) { _ in
                        made.bump()
                        return Sushi()
                    }.inObjectScope(.transient)
                    _ = container.resolve((any Person).self)
                    expect(made.value) == 2
                }
            }

            context("graph") {
                it("makes a new instance for every outermost resolve") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.graph)
                    expect(container.resolve((any Animal).self)).toNot(beIdenticalTo(container.resolve((any Animal).self)))
                }

                it("shares one instance within a graph") {
                    container.register((any Food).self) { _ in Sushi() }.inObjectScope(.graph)
                    container.register((any Person).self) { r in
                        let owner = PetOwner(pet: Cat())
                        owner.favoriteFood = r.resolve((any Food).self)
                        return owner
                    }
                    container.register((any Animal).self) { r in
                        let owner = r.resolve((any Person).self) as? PetOwner
                        let sushi = r.resolve((any Food).self)
                        return Cat(name: owner?.favoriteFood === sushi ? "shared" : "apart")
                    }
                    expect(container.resolve((any Animal).self)?.name) == "shared"
                }

                it("is the default scope") {
                    let made = Counter()
                    registerOwnerAndCat()
                    container.register((any Food).self) { _ in
                        made.bump()
                        return Sushi()
                    }
                    _ = container.resolve((any Person).self)
                    expect(made.value) == 1
                }
            }

            context("container") {
                it("shares one instance in the container") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.container)
                    expect(container.resolve((any Animal).self)).to(beIdenticalTo(container.resolve((any Animal).self)))
                }

                it("shares the parent's instance with children, whoever resolves first") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.container)
                    container.register((any Animal).self, name: "dog") { _ in Dog() }.inObjectScope(.container)
                    let child = Container(parent: container)
                    expect(container.resolve((any Animal).self)).to(beIdenticalTo(child.resolve((any Animal).self)))
                    let dog = child.resolve((any Animal).self, name: "dog")
                    expect(dog).to(beIdenticalTo(container.resolve((any Animal).self, name: "dog")))
                }

                it("runs the factory once, for values too") {
                    let made = Counter()
                    container.register(Turtle.self) { _ in
                        made.bump()
                        return Turtle(name: "Ninja")
                    }.inObjectScope(.container)
                    var first = container.resolve(Turtle.self)
                    first?.name = "Samurai"
                    expect(container.resolve(Turtle.self)?.name) == "Ninja"
                    expect(made.value) == 1
                }
            }

            context("weak") {
                it("shares the instance while someone holds it") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.weak)
                    let held = container.resolve((any Animal).self)
                    expect(held).toNot(beNil())
                    expect(held).to(beIdenticalTo(container.resolve((any Animal).self)))
                }

                it("does not keep it alive") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.weak)
                    weak let cat = container.resolve((any Animal).self)
                    expect(cat).to(beNil())
                }

                it("keeps a weak-scoped graph root alive while its graph is built") {
                    container.register(Parent.self) { r in Parent(child: r.resolve((any ChildProtocol).self)) }.inObjectScope(.weak)
                    container.register((any ChildProtocol).self) { _ in Child() }
                        .initCompleted { r, child in (child as? Child)?.parent = r.resolve(Parent.self) }
                    let parent = container.resolve(Parent.self)
                    expect((parent?.child as? Child)?.parent).to(beIdenticalTo(parent))
                }
            }

            context("custom") {
                it("keeps instances in the storage its factory makes, one storage per registration") {
                    let storages = Counter()
                    let custom = ObjectScope(
                        storageFactory: {
                            storages.bump()
                            return PermanentStorage()
                        },
                        description: "custom"
                    )
                    container.register(Int.self) { _ in 1 }.inObjectScope(custom)
                    container.register(Double.self) { _ in 2 }.inObjectScope(custom)
                    _ = container.resolve(Int.self)
                    _ = container.resolve(Double.self)
                    _ = container.resolve(Int.self)
                    expect(storages.value) == 2
                }

                it("stores what it makes and returns what its storage holds") {
                    let storage = PermanentStorage()
                    let custom = ObjectScope(storageFactory: { storage })
                    container.register(Int.self) { _ in 42 }.inObjectScope(custom)
                    _ = container.resolve(Int.self)
                    expect(storage.instance as? Int) == 42
                    storage.instance = 7
                    expect(container.resolve(Int.self)) == 7
                }
            }

            describe("resetObjectScope") {
                it("makes the next resolve build a new container-scoped instance") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.container)
                    let first = container.resolve((any Animal).self)
                    container.resetObjectScope(.container)
                    expect(first).toNot(beIdenticalTo(container.resolve((any Animal).self)))
                }

                it("leaves other scopes alone") {
                    container.register((any Animal).self, name: "kept") { _ in Cat() }.inObjectScope(.container)
                    let kept = container.resolve((any Animal).self, name: "kept")
                    container.resetObjectScope(.graph)
                    expect(kept).to(beIdenticalTo(container.resolve((any Animal).self, name: "kept")))
                }

                it("resets only the given service type") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.container)
                    container.register((any Food).self) { _ in Sushi() }.inObjectScope(.container)
                    let cat = container.resolve((any Animal).self)
                    let sushi = container.resolve((any Food).self)
                    container.resetObjectScope(.container, serviceType: (any Animal).self)
                    expect(cat).toNot(beIdenticalTo(container.resolve((any Animal).self)))
                    expect(sushi).to(beIdenticalTo(container.resolve((any Food).self)))
                }

                it("resets the parent's instances too") {
                    container.register((any Animal).self) { _ in Cat() }.inObjectScope(.container)
                    let child = Container(parent: container)
                    child.register((any Animal).self) { _ in Cat() }.inObjectScope(.container)
                    let parentCat = container.resolve((any Animal).self)
                    let childCat = child.resolve((any Animal).self)
                    child.resetObjectScope(.container, serviceType: (any Animal).self)
                    expect(parentCat).toNot(beIdenticalTo(container.resolve((any Animal).self)))
                    expect(childCat).toNot(beIdenticalTo(child.resolve((any Animal).self)))
                }

                it("empties custom storages") {
                    let storage = PermanentStorage()
                    let custom = ObjectScope(storageFactory: { storage })
                    container.register(Int.self) { _ in 0 }.inObjectScope(custom)
                    storage.instance = 42
                    Container(parent: container).resetObjectScope(custom)
                    expect(storage.instance).to(beNil())
                }
            }

            describe("the standard storages") {
                it("WeakStorage keeps objects only while held, and no values") {
                    let storage = WeakStorage()
                    let cat = Cat()
                    storage.instance = cat
                    expect(storage.instance as? Cat).to(beIdenticalTo(cat))
                    storage.instance = Turtle(name: "t")
                    expect(storage.instance).to(beNil())
                }

                it("TransientStorage keeps nothing") {
                    let storage = TransientStorage()
                    storage.instance = 1
                    expect(storage.instance).to(beNil())
                }

                it("CompositeStorage keeps while one of its storages keeps") {
                    let storage = CompositeStorage([TransientStorage(), PermanentStorage()])
                    storage.instance = 5
                    expect(storage.instance as? Int) == 5
                }

                it("GraphStorage keeps an object per graph while it is alive") {
                    let storage = GraphStorage()
                    let graph = GraphIdentifier()
                    let cat = Cat()
                    storage.setInstance(cat, inGraph: graph)
                    expect(storage.instance(inGraph: graph) as? Cat).to(beIdenticalTo(cat))
                    expect(storage.instance(inGraph: GraphIdentifier())).to(beNil())
                    storage.graphResolutionCompleted()
                    expect(storage.instance).to(beNil())
                }

                it("describe the standard scopes by name") {
                    expect(ObjectScope.transient.description) == "transient"
                    expect(ObjectScope.graph.description) == "graph"
                    expect(ObjectScope.container.description) == "container"
                    expect(ObjectScope.weak.description) == "weak"
                }
            }
        }
    }
}
