// Code written for Swinject 2.10, unchanged but for `import Injection`: it must compile and behave.
import Injection
import SpecKit

private protocol SwinjectAnimal {
    var name: String? { get }
}

private final class SwinjectCat: SwinjectAnimal {
    let name: String?
    init(name: String) { self.name = name }
}

private protocol SwinjectPerson {
    func play() -> String
}

private final class SwinjectPetOwner: SwinjectPerson {
    let pet: any SwinjectAnimal
    init(pet: any SwinjectAnimal) { self.pet = pet }
    func play() -> String { "I'm playing with \(pet.name ?? "someone")." }
}

private final class SwinjectAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any SwinjectAnimal).self) { _ in SwinjectCat(name: "Mimi") }
        container.register((any SwinjectPerson).self) { r in SwinjectPetOwner(pet: r.resolve((any SwinjectAnimal).self)!) }
    }
}

final class SwinjectCompatibilitySpec: Spec {
    override func spec() {
        describe("Swinject code") {
            it("runs the README example") {
                let container = Container()
                container.register((any SwinjectAnimal).self) { _ in SwinjectCat(name: "Mimi") }
                container.register((any SwinjectPerson).self) { r in
                    SwinjectPetOwner(pet: r.resolve((any SwinjectAnimal).self)!)
                }
                let person = container.resolve((any SwinjectPerson).self)!
                expect(person.play()) == "I'm playing with Mimi."
            }

            it("uses every registration and resolution form") {
                let container = Container(parent: nil, defaultObjectScope: .graph, behaviors: []) { c in
                    c.register((any SwinjectAnimal).self, name: "cat") { _ in SwinjectCat(name: "Tom") }
                }
                container.register((any SwinjectAnimal).self) { _, name in SwinjectCat(name: name) }
                container.register((any SwinjectAnimal).self) { (_, name: String, suffix: Int) in SwinjectCat(name: "\(name)\(suffix)") }
                let entry = container.register(SwinjectCat.self) { _ in SwinjectCat(name: "Kit") }
                    .inObjectScope(ObjectScope.container)
                    .initCompleted { _, _ in }
                container.forward((any SwinjectAnimal).self, name: "kit", to: entry)
                expect(container.resolve((any SwinjectAnimal).self, name: "cat")?.name) == "Tom"
                expect(container.resolve((any SwinjectAnimal).self, argument: "Mimi")?.name) == "Mimi"
                expect(container.resolve((any SwinjectAnimal).self, arguments: "Mew", 2)?.name) == "Mew2"
                expect(container.resolve((any SwinjectAnimal).self, name: "kit")?.name) == "Kit"
                expect(container.resolve(Lazy<SwinjectCat>.self)?.instance.name) == "Kit"
                expect(container.resolve(Provider<SwinjectCat>.self)?.instance.name) == "Kit"
                expect(container.hasAnyRegistration(of: SwinjectCat.self)) == true
                let threadSafe: any Resolver = container.synchronize()
                expect(threadSafe.resolve((any SwinjectAnimal).self, name: "cat")?.name) == "Tom"
                container.resetObjectScope(.container)
                container.resetObjectScope(ObjectScope.container, serviceType: SwinjectCat.self)
                container.removeAll()
                expect(container.resolve((any SwinjectAnimal).self, name: "cat")).to(beNil())
            }

            it("assembles with Assembler") {
                let assembler = Assembler([SwinjectAssembly()])
                expect(assembler.resolver.resolve((any SwinjectPerson).self)?.play()) == "I'm playing with Mimi."
            }

            it("defines custom scopes with storages") {
                let custom = ObjectScope(storageFactory: PermanentStorage.init, description: "custom", parent: ObjectScope.graph)
                let container = Container()
                container.register(SwinjectCat.self) { _ in SwinjectCat(name: "") }.inObjectScope(custom)
                let first = container.resolve(SwinjectCat.self)
                expect(first).to(beIdenticalTo(container.resolve(SwinjectCat.self)))
                container.resetObjectScope(custom)
                expect(first).toNot(beIdenticalTo(container.resolve(SwinjectCat.self)))
            }
        }
    }
}

private struct StoryboardOption: ServiceKeyOption {
    let storyboard: String
    func isEqualTo(_ another: any ServiceKeyOption) -> Bool { (another as? StoryboardOption)?.storyboard == storyboard }
    func hash(into hasher: inout Hasher) { hasher.combine(storyboard) }
    var description: String { "Storyboard: \(storyboard)" }
}

final class SwinjectExtensionHooksSpec: Spec {
    override func spec() {
        describe("_register and _resolve (Swinject's extension hooks)") {
            it("register and resolve by option, through an invoker") {
                let container = Container()
                let main = StoryboardOption(storyboard: "Main")
                container._register((any SwinjectAnimal).self, factory: { (_: Resolver, name: String) in SwinjectCat(name: name) }, option: main)
                let cat: (any SwinjectAnimal)? = container._resolve(name: nil, option: main) { (factory: ((any Resolver, String)) -> Any) in
                    factory((container, "Tom"))
                }
                let other: (any SwinjectAnimal)? = container._resolve(name: nil, option: StoryboardOption(storyboard: "Other")) {
                    (factory: ((any Resolver, String)) -> Any) in
                    factory((container, "Tom"))
                }
                expect(cat?.name) == "Tom"
                expect(other).to(beNil())
            }

            it("keep the registration's scope") {
                let container = Container()
                container._register(SwinjectCat.self, factory: { (_: Resolver) in SwinjectCat(name: "One") }).inObjectScope(.container)
                let invoke = { (factory: (any Resolver) -> Any) in factory(container) }
                let first: SwinjectCat? = container._resolve(name: nil, invoker: invoke)
                let second: SwinjectCat? = container._resolve(name: nil, invoker: invoke)
                expect(first).toNot(beNil())
                expect(first).to(beIdenticalTo(second))
            }
        }
    }
}
