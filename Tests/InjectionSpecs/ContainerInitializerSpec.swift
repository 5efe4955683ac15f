import Injection
import SpecKit

private final class Report {
    let api: (any APIRequesting)?
    let lazyUsers: Lazy<any UsersHandling>
    init(api: (any APIRequesting)?, lazyUsers: Lazy<any UsersHandling>) {
        self.api = api
        self.lazyUsers = lazyUsers
    }
}

final class ContainerInitializerSpec: Spec {
    override func spec() {
        describe("registration by initializer") {
            var container = Container()
            beforeEach { container = Container() }

            it("resolves each parameter as a dependency") {
                container.register((any APIRequesting).self, initializer: LiveAPI.init)
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                container.register(ViewModel.self, initializer: ViewModel.init)
                expect(container.resolve(ViewModel.self)?.users.api).to(beAKindOf(LiveAPI.self))
            }

            it("keeps the registration's scope") {
                container.register((any APIRequesting).self, initializer: LiveAPI.init).inObjectScope(.container)
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                expect(container.resolve((any UsersHandling).self)?.api).to(beIdenticalTo(container.resolve((any UsersHandling).self)?.api))
            }

            it("passes nil for an Optional parameter that is not registered, and defers Lazy ones") {
                container.register(Report.self, initializer: Report.init)
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                let report = container.resolve(Report.self)
                expect(report).toNot(beNil())
                expect(report?.api).to(beNil())
                container.register((any APIRequesting).self, initializer: APIStub.init)
                expect(report?.lazyUsers.instance.api).to(beAKindOf(APIStub.self))
            }

            it("registers under a name") {
                container.register((any APIRequesting).self, name: "stub", initializer: APIStub.init)
                expect(container.resolve((any APIRequesting).self, name: "stub")).to(beAKindOf(APIStub.self))
                expect(container.resolve((any APIRequesting).self)).to(beNil())
            }

            it("describes itself by its parameters") {
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                expect(container.description).to(contain("Service: UsersHandling, Initializer: (APIRequesting) -> UsersHandling, ObjectScope: graph"))
            }
        }
    }
}
