import Injection
import SpecKit

private protocol Plugin: AnyObject {
    var name: String { get }
}

private final class NamedPlugin: Plugin {
    let name: String
    init(_ name: String) { self.name = name }
}

final class ContainerResolvingSpec: Spec {
    override func spec() {
        describe("resolveAll (multibinding)") {
            var container = Container()
            beforeEach { container = Container() }

            it("resolves every registration of the type, whatever its name, in registration order") {
                container.register((any Plugin).self, name: "metrics") { _ in NamedPlugin("metrics") }
                container.register((any Plugin).self) { _ in NamedPlugin("default") }
                container.register((any Plugin).self, name: "logging") { _ in NamedPlugin("logging") }
                expect(container.resolveAll((any Plugin).self).map(\.name)) == ["metrics", "default", "logging"]
            }

            it("puts the parent's first, a child's registration under the same name in its place") {
                container.register((any Plugin).self, name: "a") { _ in NamedPlugin("parent a") }
                container.register((any Plugin).self, name: "b") { _ in NamedPlugin("parent b") }
                let child = Container(parent: container)
                child.register((any Plugin).self, name: "c") { _ in NamedPlugin("child c") }
                child.register((any Plugin).self, name: "a") { _ in NamedPlugin("child a") }
                expect(child.resolveAll((any Plugin).self).map(\.name)) == ["child a", "parent b", "child c"]
                expect(container.resolveAll((any Plugin).self).map(\.name)) == ["parent a", "parent b"]
            }

            it("includes forwarded registrations and leaves out those with arguments") {
                container.register(NamedPlugin.self) { _ in NamedPlugin("forwarded") }.implements((any Plugin).self, name: "f")
                container.register((any Plugin).self) { (_, name: String) in NamedPlugin(name) }
                expect(container.resolveAll((any Plugin).self).map(\.name)) == ["forwarded"]
            }

            it("is empty when nothing is registered") {
                expect(container.resolveAll((any Plugin).self).count) == 0
            }

            it("leaves out registrations that fail, or throws the failure with resolvingAll") {
                container.register((any Plugin).self, name: "ok") { _ in NamedPlugin("ok") }
                container.register((any Plugin).self, name: "broken") { r in NamedPlugin(try r.resolving(String.self)) }
                expect(container.resolveAll((any Plugin).self).map(\.name)) == ["ok"]
                expect { try container.resolvingAll((any Plugin).self) }.to(
                    throwError(errorType: ResolutionError.self) { error in
                        expect(error.pathDescription) == "Plugin (name: \"broken\") -> String"
                    }
                )
            }

            it("can be used by factories through the resolver") {
                container.register((any Plugin).self, name: "a") { _ in NamedPlugin("a") }
                container.register((any Plugin).self, name: "b") { _ in NamedPlugin("b") }
                container.register(String.self) { r in r.resolveAll((any Plugin).self).map(\.name).joined(separator: "+") }
                expect(container.resolve(String.self)) == "a+b"
            }
        }

        describe("GraphIdentifier and withObjectGraph") {
            var container = Container()
            beforeEach { container = Container() }

            it("is nil outside a resolution and the same within one graph") {
                var identifiers: [GraphIdentifier?] = []
                container.register(Dog.self) { r in
                    identifiers.append(r.resolve(GraphIdentifier.self))
                    _ = r.resolve(Cat.self)
                    return Dog()
                }
                container.register(Cat.self) { r in
                    identifiers.append(r.resolve(GraphIdentifier.self))
                    return Cat()
                }
                expect(container.resolve(GraphIdentifier.self)).to(beNil())
                _ = container.resolve(Dog.self)
                _ = container.resolve(Dog.self)
                expect(identifiers.count) == 4
                expect(identifiers[0]).to(equal(identifiers[1]))
                expect(identifiers[0]).toNot(equal(identifiers[2]))
            }

            it("resolves into an earlier graph, reusing its objects still alive") {
                var graph: GraphIdentifier?
                container.register(Dog.self) { r in
                    graph = r.resolve(GraphIdentifier.self)
                    return Dog()
                }
                let first = container.resolve(Dog.self)
                guard let graph else {
                    fail("the factory saw no graph")
                    return
                }
                let (second, third) = container.withObjectGraph(graph) { ($0.resolve(Dog.self), $0.resolve(Dog.self)) }
                expect(first).to(beIdenticalTo(second))
                expect(second).to(beIdenticalTo(third))
            }
        }
    }
}
