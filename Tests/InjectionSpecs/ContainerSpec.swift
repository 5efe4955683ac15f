import Injection
import SpecKit

final class ContainerSpec: Spec {
    override func spec() {
        describe("Container") {
            var container = Container()
            beforeEach { container = Container() }

            context("when nothing is registered") {
                it("resolves nil") {
                    expect(container.resolve((any Animal).self)).to(beNil())
                }
            }

            context("when services are registered") {
                it("resolves the registered implementation") {
                    container.register((any Animal).self) { _ in Cat(name: "Mimi") }
                    expect(container.resolve((any Animal).self)?.name) == "Mimi"
                }

                it("resolves by name, the unnamed registration staying apart") {
                    container.register((any Animal).self, name: "mimi") { _ in Cat(name: "Mimi") }
                    container.register((any Animal).self, name: "mew") { _ in Cat(name: "Mew") }
                    container.register((any Animal).self) { _ in Cat() }
                    expect(container.resolve((any Animal).self, name: "mimi")?.name) == "Mimi"
                    expect(container.resolve((any Animal).self, name: "mew")?.name) == "Mew"
                    expect(container.resolve((any Animal).self)?.name).to(beNil())
                    expect(container.resolve((any Animal).self, name: "other")).to(beNil())
                }

                it("resolves by argument types, with one argument or several") {
                    container.register((any Animal).self) { _ in Cat() }
                    container.register((any Animal).self) { (_, name: String) in Cat(name: name) }
                    container.register((any Animal).self) { (_, name: String, sleeping: Bool) in Cat(name: name, sleeping: sleeping) }
                    let noName = container.resolve((any Animal).self) as? Cat
                    let mimi = container.resolve((any Animal).self, argument: "Mimi") as? Cat
                    let mew = container.resolve((any Animal).self, arguments: "Mew", true) as? Cat
                    expect(noName?.name).to(beNil())
                    expect(mimi?.name) == "Mimi"
                    expect(mew?.name) == "Mew"
                    expect(mew?.sleeping) == true
                }

                it("takes up to nine arguments") {
                    container.register((any Animal).self) {
                        (_, a: String, b: String, c: String, d: String, e: String, f: String, g: String, h: String, i: String) in
                        Cat(name: a + b + c + d + e + f + g + h + i)
                    }
                    expect(container.resolve((any Animal).self, arguments: "1", "2", "3", "4", "5", "6", "7", "8", "9")?.name) == "123456789"
                }

                it("does not resolve with arguments of other types") {
                    container.register((any Animal).self) { (_, name: String) in Cat(name: name) }
                    expect(container.resolve((any Animal).self, argument: 3)).to(beNil())
                    expect(container.resolve((any Animal).self)).to(beNil())
                }

                it("resolves arguments registered by name") {
                    container.register((any Animal).self, name: "cat") { (_, name: String) in Cat(name: name) }
                    expect(container.resolve((any Animal).self, name: "cat", argument: "Tom")?.name) == "Tom"
                    expect(container.resolve((any Animal).self, name: "cat", arguments: "Tom")?.name) == "Tom"
                }

                it("lets a later registration of the same key replace the earlier one") {
                    container.register((any Animal).self) { _ in Cat(name: "first") }
                    container.register((any Animal).self) { _ in Cat(name: "second") }
                    expect(container.resolve((any Animal).self)?.name) == "second"
                }

                it("resolves a subclass registered for a class type") {
                    container.register((any Animal).self) { _ in Cat(name: "Siam") }
                    container.register(PetOwner.self) { r in PetOwner(pet: r.resolve((any Animal).self)) }
                    expect(container.resolve(PetOwner.self)?.pet?.name) == "Siam"
                }

                it("takes registrations in the initializer's closure") {
                    let built = Container { $0.register((any Animal).self) { _ in Cat() } }
                    expect(built.resolve((any Animal).self)).to(beAKindOf(Cat.self))
                }
            }

            context("when all registrations are removed") {
                it("resolves nothing of them") {
                    container.register((any Animal).self, name: "a") { _ in Cat() }
                    container.register((any Animal).self, name: "b") { _ in Cat() }
                    container.removeAll()
                    expect(container.resolve((any Animal).self, name: "a")).to(beNil())
                    expect(container.resolve((any Animal).self, name: "b")).to(beNil())
                    expect(container.hasAnyRegistration(of: (any Animal).self, name: "a")) == false
                }
            }

            describe("hasAnyRegistration") {
                it("tells registered types and names apart") {
                    container.register((any Animal).self) { _ in Cat() }
                    container.register((any Food).self, name: "sushi") { _ in Sushi() }
                    expect(container.hasAnyRegistration(of: (any Animal).self)) == true
                    expect(container.hasAnyRegistration(of: PetOwner.self)) == false
                    expect(container.hasAnyRegistration(of: (any Food).self, name: "sushi")) == true
                    expect(container.hasAnyRegistration(of: (any Food).self, name: "pizza")) == false
                    expect(container.hasAnyRegistration(of: (any Food).self)) == false
                }

                it("sees the parent's registrations") {
                    container.register((any Animal).self) { _ in Cat() }
                    expect(Container(parent: container).hasAnyRegistration(of: (any Animal).self)) == true
                }
            }

            describe("a container hierarchy") {
                it("resolves in a child what the parent registered") {
                    container.register((any Animal).self) { _ in Cat() }
                    expect(Container(parent: container).resolve((any Animal).self)).toNot(beNil())
                }

                it("does not resolve in the parent what a child registered") {
                    let child = Container(parent: container)
                    child.register((any Animal).self) { _ in Cat() }
                    expect(container.resolve((any Animal).self)).to(beNil())
                }

                it("lets the child's registration win over the parent's") {
                    container.register((any Animal).self) { _ in Cat(name: "parent") }
                    let child = Container(parent: container)
                    child.register((any Animal).self) { _ in Cat(name: "child") }
                    expect(child.resolve((any Animal).self)?.name) == "child"
                    expect(container.resolve((any Animal).self)?.name) == "parent"
                }

                it("builds the parent's registrations with the child's dependencies when resolved from the child") {
                    container.register(PetOwner.self) { r in PetOwner(pet: r.resolve((any Animal).self)) }
                    let child = Container(parent: container)
                    child.register((any Animal).self) { _ in Dog(name: "Rex") }
                    expect(child.resolve(PetOwner.self)?.pet?.name) == "Rex"
                    expect(container.resolve(PetOwner.self)?.pet).to(beNil())
                }

                it("makes no zombies: a graph-scoped instance from the parent is released") {
                    container.register(Cat.self) { _ in Cat() }
                    weak let cat = Container(parent: container).resolve(Cat.self)
                    expect(cat).to(beNil())
                }
            }

            describe("description") {
                it("is empty without registrations") {
                    expect(container.description) == "[\n]"
                }

                it("lists registrations the way Swinject does") {
                    container.register((any Animal).self, name: "My Cat") { _ in Cat() }
                    container.register((any Animal).self) { (_, name: String, sleeping: Bool) in Cat(name: name, sleeping: sleeping) }
                        .inObjectScope(.container)
                        .initCompleted { _, _ in }
                    expect(container.description) == "[\n"
                        + "    { Service: Animal, Factory: (Resolver, String, Bool) -> Animal, ObjectScope: container, InitCompleted: Specified 1 closures },\n"
                        + "    { Service: Animal, Name: \"My Cat\", Factory: Resolver -> Animal, ObjectScope: graph }\n"
                        + "]"
                }
            }

            describe("behaviors") {
                it("are told about every registration and forward, with type and name") {
                    let spy = BehaviorSpy()
                    container.addBehavior(spy)
                    container.register(Dog.self, name: "Hachi") { _ in Dog() }.implements((any Animal).self)
                    expect(spy.names.count) == 2
                    expect(spy.names[0]) == "Hachi"
                    expect(spy.names[1]).to(beNil())
                    expect(spy.types.prefix(2).map { "\($0)" }) == ["Dog", "Animal"]
                }

                it("can be given to the initializer") {
                    let spy = BehaviorSpy()
                    let withBehavior = Container(behaviors: [spy])
                    withBehavior.register(Dog.self) { _ in Dog() }
                    expect(spy.names.count) == 1
                }
            }

            describe("synchronize") {
                it("returns a resolver of the same registrations") {
                    container.register((any Animal).self) { _ in Cat(name: "Mimi") }
                    expect(container.synchronize().resolve((any Animal).self)?.name) == "Mimi"
                }
            }

            describe("the default object scope") {
                it("applies to registrations that set none") {
                    let singletons = Container(defaultObjectScope: .container)
                    singletons.register(Cat.self) { _ in Cat() }
                    expect(singletons.resolve(Cat.self)).to(beIdenticalTo(singletons.resolve(Cat.self)))
                }
            }
        }
    }
}
