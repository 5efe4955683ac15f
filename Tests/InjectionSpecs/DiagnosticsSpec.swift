import Injection
import SpecKit

final class DiagnosticsSpec: Spec {
    override func spec() {
        describe("diagnostics") {
            var container = Container()
            beforeEach {
                container = Container()
                container.register(ViewModel.self, initializer: ViewModel.init)
                container.register((any UsersHandling).self, initializer: UsersHandler.init).inObjectScope(.container)
                container.register((any APIRequesting).self) { _ in LiveAPI() }.inObjectScope(.container)
            }

            describe("dependencyTree") {
                it("draws the registrations from those nothing depends on") {
                    expect(container.dependencyTree()) == """
                        ViewModel [graph]
                        └── UsersHandling [container]
                            └── APIRequesting [container] (closure: dependencies not declared)
                        """
                }

                it("marks missing dependencies and cycles") {
                    let broken = Container()
                    broken.register(ViewModel.self, initializer: ViewModel.init)
                    broken.register((any UsersHandling).self, initializer: UsersHandler.init)
                    let tree = broken.dependencyTree()
                    expect(tree).to(contain("└── APIRequesting (missing)"))
                    let cyclic = Container()
                    cyclic.register(Parent.self, initializer: { (child: Child) in Parent(child: child) })
                    cyclic.register(Child.self, initializer: { (_: Parent) in Child() })
                    expect(cyclic.dependencyTree()).to(contain("(cycle)"))
                }
            }

            describe("dependencyPaths") {
                it("lists every registration a service reaches, each once with its shortest path, the service first") {
                    let paths = container.dependencyPaths(from: RegistrationKey(ViewModel.self)).map { $0.map(\.description) }
                    expect(paths) == [["ViewModel"], ["ViewModel", "UsersHandling"], ["ViewModel", "UsersHandling", "APIRequesting"]]
                }
                it("ends a path at a closure factory, whose dependencies are unknown, and is empty for what nothing registers") {
                    expect(container.dependencyPaths(from: RegistrationKey((any APIRequesting).self)).map(\.count)) == [1]
                    expect(container.dependencyPaths(from: RegistrationKey(Turtle.self))).to(beEmpty())
                }
            }

            describe("typeName") {
                it("writes a constrained existential as its declaration spells it, without the runtime's requirement") {
                    expect(typeName((any Keeping<Turtle>).self)) == "any Keeping<Turtle>"
                    expect(typeName(Optional<any Keeping<[Turtle]>>.self)) == "Optional<any Keeping<Array<Turtle>>>"
                    expect(RegistrationKey((any Keeping<Turtle>).self).description) == "any Keeping<Turtle>"
                }
                it("leaves every other name as the runtime writes it, without module prefixes") {
                    expect(typeName((any APIRequesting).self)) == "APIRequesting"
                    expect(typeName([String: Int].self)) == "Dictionary<String, Int>"
                    expect(typeName((() -> Int).self)) == "() -> Int"
                }
                it("keeps a name that only nearly holds Self., and rewrites one where it follows a near miss") {
                    expect(typeName(Optional<SelfieTurtle>.self)) == "Optional<SelfieTurtle>"
                    expect(typeName(Dictionary<SelfieTurtle, any Keeping<SelfieTurtle>>.self))
                        == "Dictionary<SelfieTurtle, any Keeping<SelfieTurtle>>"
                }
            }

            describe("dependencyGraphDOT") {
                it("writes nodes and edges Graphviz can draw") {
                    let dot = container.dependencyGraphDOT()
                    expect(dot).to(contain("digraph Injection {"))
                    expect(dot).to(contain("n0 [label=\"ViewModel\\n[graph]\"];"))
                    expect(dot).to(contain("n0 -> n1;"))
                    expect(dot).to(contain("n1 -> n2;"))
                    expect(dot).to(contain("n2 [label=\"APIRequesting\\n[container]\", style=dashed];"))
                    expect(dot).to(endWith("}"))
                }

                it("draws missing dependencies in red") {
                    let broken = Container()
                    broken.register((any UsersHandling).self, initializer: UsersHandler.init)
                    expect(broken.dependencyGraphDOT()).to(contain("missing0 [label=\"APIRequesting\\n(missing)\", color=red, fontcolor=red];"))
                }
            }

            describe("traceResolution") {
                it("records each step, nested, with what was created and what reused") {
                    _ = container.resolve((any APIRequesting).self)
                    let (viewModel, trace) = container.traceResolution(of: ViewModel.self)
                    expect(viewModel).toNot(beNil())
                    expect(trace.description) == """
                        ViewModel [graph] created
                          UsersHandling [container] created
                            APIRequesting [container] reused
                        """
                }

                it("records what was missing, and the error") {
                    let broken = Container()
                    broken.register((any UsersHandling).self, initializer: UsersHandler.init)
                    let (handler, trace) = broken.traceResolution(of: (any UsersHandling).self)
                    expect(handler).to(beNil())
                    expect(trace.steps.map(\.outcome)) == [.failed("APIRequesting is not registered"), .missing]
                    expect(trace.error?.key) == RegistrationKey((any APIRequesting).self)
                }

                it("traces nothing when not asked") {
                    let (_, first) = container.traceResolution(of: (any APIRequesting).self)
                    _ = container.resolve(ViewModel.self)
                    expect(first.steps.count) == 1
                }
            }
        }
    }
}

/// A protocol with a primary associated type: its constrained existential is `any Keeping<Turtle>`.
protocol Keeping<Kept> {
    associatedtype Kept
    func kept() -> [Kept]
}

/// A type whose name starts like `Self.` without being it: `typeName` leaves it alone.
private struct SelfieTurtle: Hashable {}
