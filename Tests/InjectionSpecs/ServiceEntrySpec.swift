import Injection
import SpecKit

final class ServiceEntrySpec: Spec {
    override func spec() {
        describe("ServiceEntry") {
            var container = Container()
            beforeEach { container = Container() }

            describe("initCompleted") {
                it("runs after each new instance, every closure in order") {
                    var calls: [Int] = []
                    container.register((any Animal).self) { _ in Cat() }
                        .initCompleted { _, _ in calls.append(1) }
                        .initCompleted { _, _ in calls.append(2) }
                    _ = container.resolve((any Animal).self)
                    expect(calls) == [1, 2]
                }

                it("allows property injection with the resolver") {
                    container.register((any Animal).self) { _ in Cat(name: "Mimi") }
                    container.register((any Person).self) { _ in PetOwner() }
                        .initCompleted { r, person in (person as? PetOwner)?.pet = r.resolve((any Animal).self) }
                    expect((container.resolve((any Person).self) as? PetOwner)?.pet?.name) == "Mimi"
                }
            }

            describe("circular dependencies through initCompleted") {
                for scope in [ObjectScope.graph, ObjectScope.container] {
                    it("resolves both sides to each other in \(scope) scope") {
                        container.register((any ParentProtocol).self) { _ in Parent() }
                            .initCompleted { r, parent in (parent as? Parent)?.child = r.resolve((any ChildProtocol).self) }
                            .inObjectScope(scope)
                        container.register((any ChildProtocol).self) { _ in Child() }
                            .initCompleted { r, child in (child as? Child)?.parent = r.resolve((any ParentProtocol).self) }
                            .inObjectScope(scope)
                        let parent = container.resolve((any ParentProtocol).self) as? Parent
                        let child = parent?.child as? Child
                        expect(child?.parent).to(beIdenticalTo(parent))
                    }

                    it("resolves an initializer side and a property side in \(scope) scope") {
                        container.register((any ParentProtocol).self) { r in Parent(child: r.resolve((any ChildProtocol).self)) }
                            .inObjectScope(scope)
                        container.register((any ChildProtocol).self) { _ in Child() }
                            .initCompleted { r, child in (child as? Child)?.parent = r.resolve((any ParentProtocol).self) }
                            .inObjectScope(scope)
                        let parent = container.resolve((any ParentProtocol).self) as? Parent
                        expect((parent?.child as? Child)?.parent).to(beIdenticalTo(parent))
                    }
                }
            }

            describe("implements and forward") {
                it("resolves the forwarded type through the same registration") {
                    container.register(Dog.self) { _ in Dog(name: "Rex") }.implements((any Animal).self)
                    expect(container.resolve((any Animal).self)?.name) == "Rex"
                }

                it("shares the registration's scope and instance") {
                    container.register(Dog.self) { _ in Dog() }.inObjectScope(.container).implements((any Animal).self)
                    expect(container.resolve((any Animal).self)).to(beIdenticalTo(container.resolve(Dog.self)))
                }

                it("forwards with arguments") {
                    let cat = container.register(Cat.self) { (_, name: String, sleeping: Bool) in Cat(name: name, sleeping: sleeping) }
                    container.forward((any Animal).self, to: cat)
                    expect(container.resolve((any Animal).self, arguments: "Mimi", true)?.name) == "Mimi"
                }

                it("forwards under a name only") {
                    let dog = container.register(Dog.self) { _ in Dog() }
                    container.forward((any Animal).self, name: "Hachi", to: dog)
                    expect(container.resolve((any Animal).self, name: "Hachi")).toNot(beNil())
                    expect(container.resolve((any Animal).self, name: "Mimi")).to(beNil())
                    expect(container.resolve((any Animal).self)).to(beNil())
                }

                it("does not resolve a type the instance is not") {
                    let dog = container.register(Dog.self) { _ in Dog() }
                    container.forward(Cat.self, to: dog)
                    expect(container.resolve(Cat.self)).to(beNil())
                    expect { try container.resolving(Cat.self) }.to(
                        throwError { error in
                            expect("\(error)").to(contain("forwarded registration made a Dog"))
                        }
                    )
                }

                it("forwards to a type only the implementation conforms to") {
                    let animal = container.register((any Animal).self) { _ in Dog() }
                    container.forward(Dog.self, to: animal)
                    expect(container.resolve(Dog.self)).toNot(beNil())
                }

                it("implements several types at once") {
                    container.register(Dog.self) { _ in Dog() }.implements((any Animal).self, AnyObject.self)
                    expect(container.resolve((any Animal).self)).toNot(beNil())
                    expect(container.resolve(AnyObject.self)).toNot(beNil())
                }
            }

            describe("Optional resolution") {
                it("wraps a registered service") {
                    container.register(Dog.self) { _ in Dog() }
                    let optional = container.resolve(Dog?.self)
                    expect(optional ?? nil).toNot(beNil())
                }

                it("resolves .some(nil) for a service that is not registered") {
                    let optional = container.resolve(Dog?.self)
                    var isSomeNone = false
                    if case .some(.none) = optional { isSomeNone = true }
                    expect(isSomeNone) == true
                }

                it("resolves with names, arguments and forwarded types") {
                    container.register(Dog.self, name: "Hachi") { _ in Dog() }.implements((any Animal).self)
                    container.register(Cat.self) { (_, name: String) in Cat(name: name) }
                    expect(container.resolve(Dog?.self, name: "Hachi") ?? nil).toNot(beNil())
                    expect(container.resolve(Dog?.self, name: "Mimi") ?? nil).to(beNil())
                    expect((container.resolve(Cat?.self, argument: "Tom") ?? nil)?.name) == "Tom"
                }
            }
        }
    }
}
