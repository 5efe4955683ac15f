import Injection
import SpecKit

private struct AnimalAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any Animal).self) { _ in Cat(name: "Whiskers") }
    }
}

private struct FoodAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any Food).self) { _ in Sushi() }
    }
}

private struct PersonAssembly: Assembly {
    func assemble(container: Container) {
        container.register(PetOwner.self) { r in
            let owner = PetOwner(pet: r.resolve((any Animal).self))
            owner.favoriteFood = r.resolve((any Food).self)
            return owner
        }
    }
}

private final class LoadAwareAssembly: Assembly {
    var loadedWith: String?
    func assemble(container: Container) {
        container.register((any Animal).self) { _ in Cat(name: "Bojangles") }
    }
    func loaded(resolver: any Resolver) {
        loadedWith = resolver.resolve((any Animal).self)?.name
    }
}

private struct ContainerSpyAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Container.self) { _ in container }
    }
}

final class AssemblerSpec: Spec {
    override func spec() {
        describe("Assembler") {
            it("assembles one assembly") {
                let assembler = Assembler([AnimalAssembly()])
                expect(assembler.resolver.resolve((any Animal).self)?.name) == "Whiskers"
                expect(assembler.resolver.resolve((any Food).self)).to(beNil())
            }

            it("assembles interdependent assemblies in any order") {
                let assembler = Assembler([PersonAssembly(), AnimalAssembly(), FoodAssembly()])
                let owner = assembler.resolver.resolve(PetOwner.self)
                expect(owner?.pet?.name) == "Whiskers"
                expect(owner?.favoriteFood).to(beAKindOf(Sushi.self))
            }

            it("applies assemblies later, one or several at a time") {
                let assembler = Assembler()
                expect(assembler.resolver.resolve((any Animal).self)).to(beNil())
                assembler.apply(assembly: AnimalAssembly())
                expect(assembler.resolver.resolve((any Animal).self)).toNot(beNil())
                expect(assembler.resolver.resolve((any Food).self)).to(beNil())
                assembler.apply(assemblies: [FoodAssembly(), PersonAssembly()])
                expect(assembler.resolver.resolve(PetOwner.self)?.favoriteFood).toNot(beNil())
            }

            it("tells load-aware assemblies once everything is registered") {
                let loadAware = LoadAwareAssembly()
                _ = Assembler([loadAware, FoodAssembly()])
                expect(loadAware.loadedWith) == "Bojangles"
            }

            it("uses a given container") {
                let container = Container()
                container.register((any Food).self) { _ in Sushi() }
                let assembler = Assembler([AnimalAssembly()], container: container)
                expect(assembler.resolver.resolve((any Food).self)).toNot(beNil())
                expect(container.resolve((any Animal).self)).toNot(beNil())
            }

            context("with a parent assembler") {
                it("sees the parent's registrations, and the parent not the child's") {
                    let parent = Assembler([AnimalAssembly()])
                    let child = Assembler([FoodAssembly()], parent: parent)
                    expect(child.resolver.resolve((any Animal).self)).toNot(beNil())
                    expect(child.resolver.resolve((any Food).self)).toNot(beNil())
                    expect(parent.resolver.resolve((any Food).self)).to(beNil())
                    expect(Assembler(parentAssembler: parent).resolver.resolve((any Animal).self)).toNot(beNil())
                }

                it("applies the default object scope and behaviors it is given") {
                    let spy = BehaviorSpy()
                    let child = Assembler([ContainerSpyAssembly()], parent: Assembler(), defaultObjectScope: .container, behaviors: [spy])
                    let container = child.resolver.resolve(Container.self)
                    container?.register(Cat.self) { _ in Cat() }
                    expect(container?.resolve(Cat.self)).to(beIdenticalTo(container?.resolve(Cat.self)))
                    expect(spy.names.count) == 2
                }
            }
        }
    }
}
