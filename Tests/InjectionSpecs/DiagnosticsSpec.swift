import Injection
import SpecKit

final class DiagnosticsSpec: Spec {
    override func spec() {
        describe("diagnostics") {
            var container = Container()
            beforeEach {
                container = Container()
                container.register(ViewModel.self, initializer: ViewModel.init)
                container.register(UsersHandling.self, initializer: UsersHandler.init).inObjectScope(.container)
                container.register(APIRequesting.self) { _ in LiveAPI() }.inObjectScope(.container)
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
                    broken.register(UsersHandling.self, initializer: UsersHandler.init)
                    let tree = broken.dependencyTree()
                    expect(tree).to(contain("└── APIRequesting (missing)"))
                    let cyclic = Container()
                    cyclic.register(Parent.self, initializer: { (child: Child) in Parent(child: child) })
                    cyclic.register(Child.self, initializer: { (_: Parent) in Child() })
                    expect(cyclic.dependencyTree()).to(contain("(cycle)"))
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
                    expect(dot.hasSuffix("}")) == true
                }

                it("draws missing dependencies in red") {
                    let broken = Container()
                    broken.register(UsersHandling.self, initializer: UsersHandler.init)
                    expect(broken.dependencyGraphDOT()).to(contain("missing0 [label=\"APIRequesting\\n(missing)\", color=red, fontcolor=red];"))
                }
            }

            describe("traceResolution") {
                it("records each step, nested, with what was created and what reused") {
                    _ = container.resolve(APIRequesting.self)
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
                    broken.register(UsersHandling.self, initializer: UsersHandler.init)
                    let (handler, trace) = broken.traceResolution(of: UsersHandling.self)
                    expect(handler).to(beNil())
                    expect(trace.steps.map(\.outcome)) == [.failed("APIRequesting is not registered"), .missing]
                    expect(trace.error?.key) == RegistrationKey(APIRequesting.self)
                }

                it("traces nothing when not asked") {
                    let (_, first) = container.traceResolution(of: APIRequesting.self)
                    _ = container.resolve(ViewModel.self)
                    expect(first.steps.count) == 1
                }
            }
        }
    }
}
