import Injection
import InjectionTesting
import SpecKit

/// The production wiring the examples below copy (built once for the whole spec class).
private let production: Container = {
    let container = Container()
    container.register((any APIRequesting).self) { _ in LiveAPI() }.inObjectScope(.container)
    container.register((any UsersHandling).self, initializer: UsersHandler.init).inObjectScope(.container)
    container.register(ViewModel.self, initializer: ViewModel.init)
    return container
}()

final class TestContainerSpec: Spec {
    override func spec() {
        describe("a test container") {
            var container: Container!
            // Shared by the examples on purpose: the first one's handler, kept alive for the second
            // to compare (a freed object's address may be reused by the next one).
            var firstHandler: (any UsersHandling)?
            beforeEach {
                container = testContainer(from: production) { overrides in
                    overrides.register((any APIRequesting).self) { _ in APIStub() }.inObjectScope(.container)
                }
            }

            it("builds the subject with the mocks in place of the replaced registrations") {
                let viewModel = resolveSubject(ViewModel.self, from: container)
                expect(viewModel?.users.api).to(beAKindOf(APIStub.self))
                firstHandler = viewModel?.users
                expect(firstHandler).toNot(beNil())
            }

            it("gives every example fresh container-scoped instances") {
                let handler = resolveSubject((any UsersHandling).self, from: container)
                expect(handler).toNot(beIdenticalTo(firstHandler))
                expect(handler).to(beIdenticalTo(resolveSubject((any UsersHandling).self, from: container)))
            }

            it("leaves the production container untouched") {
                _ = resolveSubject(ViewModel.self, from: container)
                expect(production.resolve((any APIRequesting).self)).to(beAKindOf(LiveAPI.self))
                expect(production.resolve((any UsersHandling).self)?.api).to(beAKindOf(LiveAPI.self))
                expect(production.resolve((any UsersHandling).self)).toNot(beIdenticalTo(container.resolve((any UsersHandling).self)))
            }

            it("is itself valid and resolves its subject, by the matchers") {
                expect(container).to(haveValidGraph())
                expect(container).to(resolve(ViewModel.self))
                expect(container).toNot(resolve((any Animal).self))
            }
        }

        describe("Container.copy") {
            it("copies the parents' registrations, forwards and initCompleted closures") {
                let parent = Container()
                parent.register((any Food).self) { _ in Sushi() }
                let child = Container(parent: parent)
                var completed = 0
                child.register(Dog.self) { _ in Dog(name: "Rex") }
                    .initCompleted { _, _ in completed += 1 }
                    .implements((any Animal).self)
                let copy = child.copy()
                expect(copy.resolve((any Food).self)).toNot(beNil())
                expect(copy.resolve((any Animal).self)?.name) == "Rex"
                expect(completed) == 1
            }

            it("does not share registrations made after the copy") {
                let original = Container()
                let copy = original.copy()
                copy.register((any Animal).self) { _ in Cat() }
                original.register((any Food).self) { _ in Sushi() }
                expect(original.resolve((any Animal).self)).to(beNil())
                expect(copy.resolve((any Food).self)).to(beNil())
            }
        }
    }
}
