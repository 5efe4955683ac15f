import Injection
import InjectionTesting
import SpecKit

/// The production wiring the examples below copy (built once for the whole spec class).
private let production: Container = {
    let container = Container()
    container.register(APIRequesting.self) { _ in LiveAPI() }.inObjectScope(.container)
    container.register(UsersHandling.self, initializer: UsersHandler.init).inObjectScope(.container)
    container.register(ViewModel.self, initializer: ViewModel.init)
    return container
}()

final class TestContainerSpec: Spec {
    override func spec() {
        describe("a test container") {
            let container = testContainer(from: production) { overrides in
                overrides.register(APIRequesting.self) { _ in APIStub() }.inObjectScope(.container)
            }
            var firstHandler: ObjectIdentifier?

            it("builds the subject with the mocks in place of the replaced registrations") {
                let viewModel = resolveSubject(ViewModel.self, from: container)
                expect(viewModel?.users.api is APIStub) == true
                firstHandler = viewModel.map { ObjectIdentifier($0.users) }
                expect(firstHandler).toNot(beNil())
            }

            it("gives every example fresh container-scoped instances") {
                let handler = resolveSubject(UsersHandling.self, from: container)
                expect(handler.map(ObjectIdentifier.init) != firstHandler) == true
                expect(handler === resolveSubject(UsersHandling.self, from: container)) == true
            }

            it("leaves the production container untouched") {
                _ = resolveSubject(ViewModel.self, from: container)
                expect(production.resolve(APIRequesting.self) is LiveAPI) == true
                expect(production.resolve(UsersHandling.self)?.api is LiveAPI) == true
                expect(production.resolve(UsersHandling.self) !== container.resolve(UsersHandling.self)) == true
            }

            it("is itself valid and resolves its subject, by the matchers") {
                expect(container).to(haveValidGraph())
                expect(container).to(resolve(ViewModel.self))
                expect(container).toNot(resolve(Animal.self))
            }
        }

        describe("Container.copy") {
            it("copies the parents' registrations, forwards and initCompleted closures") {
                let parent = Container()
                parent.register(Food.self) { _ in Sushi() }
                let child = Container(parent: parent)
                var completed = 0
                child.register(Dog.self) { _ in Dog(name: "Rex") }
                    .initCompleted { _, _ in completed += 1 }
                    .implements(Animal.self)
                let copy = child.copy()
                expect(copy.resolve(Food.self)).toNot(beNil())
                expect(copy.resolve(Animal.self)?.name) == "Rex"
                expect(completed) == 1
            }

            it("does not share registrations made after the copy") {
                let original = Container()
                let copy = original.copy()
                copy.register(Animal.self) { _ in Cat() }
                original.register(Food.self) { _ in Sushi() }
                expect(original.resolve(Animal.self)).to(beNil())
                expect(copy.resolve(Food.self)).to(beNil())
            }
        }
    }
}
