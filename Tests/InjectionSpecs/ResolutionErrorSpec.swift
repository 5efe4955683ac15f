import Injection
import SpecKit

final class ResolutionErrorSpec: Spec {
    override func spec() {
        describe("ResolutionError") {
            var container = Container()
            beforeEach { container = Container() }

            func failure(_ body: () throws -> Void) -> ResolutionError? {
                do {
                    try body()
                    return nil
                } catch {
                    return error as? ResolutionError
                }
            }

            context("when nothing is registered for the key") {
                it("names the key and says what to do") {
                    let error = failure { _ = try container.resolving((any APIRequesting).self) }
                    expect(error?.key) == RegistrationKey((any APIRequesting).self)
                    expect(error.map { "\($0)" }).to(contain("cannot resolve APIRequesting: nothing is registered for it"))
                    expect(error.map { "\($0)" }).to(contain("fix: register it"))
                }

                it("names the arguments types of the key") {
                    let error = failure { _ = try container.resolving((any Animal).self, name: "cat", arguments: "Tom", 3) }
                    expect(error?.key.description) == "Animal (name: \"cat\", arguments: String, Int)"
                }

                it("lists the same type under another name as a near miss") {
                    container.register((any APIRequesting).self, name: "live") { _ in LiveAPI() }
                    let error = failure { _ = try container.resolving((any APIRequesting).self) }
                    expect(error?.nearMisses.first?.difference) == .name
                    expect(error?.nearMisses.first?.key.name) == "live"
                    expect(error.map { "\($0)" }).to(contain("near misses: APIRequesting (name: \"live\") in this container"))
                    expect(error.map { "\($0)" }).to(contain("resolve it with name: \"live\""))
                }

                it("lists the same type with other argument types as a near miss") {
                    container.register((any Animal).self) { (_, name: String) in Cat(name: name) }
                    let error = failure { _ = try container.resolving((any Animal).self, argument: 3) }
                    expect(error?.nearMisses.first?.difference) == .arguments
                    expect(error?.nearMisses.first?.key.argumentTypes.count) == 1
                }

                it("lists registrations in a parent and in a child container") {
                    let parent = Container()
                    parent.register((any Animal).self, name: "parent") { _ in Cat() }
                    let middle = Container(parent: parent)
                    let child = Container(parent: middle)
                    child.register((any Animal).self) { _ in Cat() }
                    let error = failure { _ = try middle.resolving((any Animal).self) }
                    let locations = error?.nearMisses.map(\.location) ?? []
                    expect(locations).to(contain("parent container"))
                    expect(locations).to(contain("child container"))
                    expect(error?.nearMisses).to(containElementSatisfying { $0.difference == .childContainer })
                }
            }

            context("when a dependency deep in the graph is missing") {
                it("gives the path that led to it") {
                    container.register(ViewModel.self, initializer: ViewModel.init)
                    container.register((any UsersHandling).self, initializer: UsersHandler.init)
                    let error = failure { _ = try container.resolving(ViewModel.self) }
                    expect(error?.key) == RegistrationKey((any APIRequesting).self)
                    expect(error?.pathDescription) == "ViewModel -> UsersHandling -> APIRequesting"
                    expect(error.map { "\($0)" }).to(contain("path: ViewModel -> UsersHandling -> APIRequesting"))
                }

                it("gives the path through throwing closure factories too") {
                    container.register(ViewModel.self) { r in ViewModel(users: try r.resolving((any UsersHandling).self)) }
                    container.register((any UsersHandling).self) { r in UsersHandler(api: try r.resolving((any APIRequesting).self)) }
                    let error = failure { _ = try container.resolving(ViewModel.self) }
                    expect(error?.pathDescription) == "ViewModel -> UsersHandling -> APIRequesting"
                }

                it("makes the optional resolve return nil") {
                    container.register(ViewModel.self, initializer: ViewModel.init)
                    expect(container.resolve(ViewModel.self)).to(beNil())
                }
            }

            context("when factories depend on each other in a circle") {
                it("reports the cycle with its path instead of overflowing the stack") {
                    container.register((any ParentProtocol).self) { r in Parent(child: try r.resolving((any ChildProtocol).self)) }
                    container.register((any ChildProtocol).self) { r in
                        _ = try r.resolving((any ParentProtocol).self)
                        return Child()
                    }
                    let error = failure { _ = try container.resolving((any ParentProtocol).self) }
                    guard case let .cycle(keys)? = error?.reason else {
                        fail("expected a cycle, got \(String(describing: error))")
                        return
                    }
                    expect(keys.map(\.description)) == ["ParentProtocol", "ChildProtocol", "ParentProtocol"]
                    expect(error.map { "\($0)" }).to(contain("dependency cycle ParentProtocol -> ChildProtocol -> ParentProtocol"))
                }

                it("reports cycles of initializer registrations, in every scope") {
                    for scope in [ObjectScope.transient, .graph, .container, .weak] {
                        let cyclic = Container(defaultObjectScope: scope)
                        cyclic.register(Parent.self) { r in Parent(child: try r.resolving(Child.self)) }
                        cyclic.register(Child.self) { r in
                            _ = try r.resolving(Parent.self)
                            return Child()
                        }
                        let error = failure { _ = try cyclic.resolving(Parent.self) }
                        var isCycle = false
                        if case .cycle? = error?.reason { isCycle = true }
                        expect(isCycle).to(beTrue(), description: "scope \(scope)")
                    }
                }

                it("makes the optional resolve of a cycle return nil, without crashing") {
                    container.register(Parent.self) { r in Parent(child: r.resolve(Child.self)) }
                    container.register(Child.self) { r in
                        _ = r.resolve(Parent.self)
                        return Child()
                    }
                    expect(container.resolve(Parent.self)).toNot(beNil())
                    expect { try container.resolving(Child.self) }.toNot(throwError())
                }
            }

            context("when a factory throws an error of its own") {
                struct DiskFull: Error {}

                it("wraps it with the key and path") {
                    container.register((any UsersHandling).self, initializer: UsersHandler.init)
                    container.register((any APIRequesting).self) { _ throws -> any APIRequesting in throw DiskFull() }
                    let error = failure { _ = try container.resolving((any UsersHandling).self) }
                    var isFactoryFailure = false
                    if case .factoryFailed(let underlying)? = error?.reason { isFactoryFailure = underlying is DiskFull }
                    expect(isFactoryFailure) == true
                    expect(error?.pathDescription) == "UsersHandling -> APIRequesting"
                }
            }
        }
    }
}
