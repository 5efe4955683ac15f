import Injection
import InjectionTesting
import SpecKit

private final class Session {
    init() {}
}

private final class Cache {
    init(session: Session?, lazyUsers: Lazy<any UsersHandling>, provider: Provider<Session>) {}
}

private final class Left {
    init(right: Right) {}
}

private final class Right {
    init(left: Left) {}
}

private final class LazyLeft {
    init(right: LazyRight) {}
}

private final class LazyRight {
    init(left: Lazy<LazyLeft>) {}
}

final class ValidationSpec: Spec {
    override func spec() {
        describe("validate") {
            var container = Container()
            beforeEach { container = Container() }

            context("when every declared dependency is registered") {
                it("reports no problem, without running any factory") {
                    let made = Counter()
                    container.register((any APIRequesting).self) { _ in
                        made.bump()
                        return LiveAPI()
                    }
                    container.register((any UsersHandling).self, initializer: UsersHandler.init)
                    container.register(ViewModel.self, initializer: ViewModel.init)
                    let report = container.validate()
                    expect(report.isValid) == true
                    expect(report.problems.count) == 0
                    expect(made.value) == 0
                    expect(container).to(haveValidGraph())
                }

                it("lists what it checked and what it could not see into") {
                    container.register((any APIRequesting).self) { _ in LiveAPI() }
                    container.register((any UsersHandling).self, initializer: UsersHandler.init)
                    let report = container.validate()
                    expect(report.checked) == [RegistrationKey((any UsersHandling).self)]
                    expect(report.unchecked) == [RegistrationKey((any APIRequesting).self)]
                    expect(report.description).to(contain("1 closure factories whose dependencies are not declared"))
                }
            }

            context("when something is wrong in several places") {
                beforeEach {
                    container.register(ViewModel.self, initializer: ViewModel.init)
                    container.register((any UsersHandling).self, initializer: UsersHandler.init).inObjectScope(.container)
                    container.register((any APIRequesting).self, initializer: LiveAPI.init).inObjectScope(.transient)
                    container.register(Left.self, initializer: Left.init)
                    container.register(Right.self, initializer: Right.init)
                    container.register(Session.self, initializer: Session.init).inObjectScope(.container)
                    container.register(Cache.self, initializer: Cache.init).inObjectScope(.container)
                }

                it("reports every problem at once") {
                    container.register((any Animal).self, initializer: { (owner: PetOwner) in Cat() })
                    let report = container.validate()
                    expect(report.problems.count) == 3
                    expect(report.problems.map(\.description)).to(
                        contain(
                            "Animal depends on PetOwner, which is not registered: register PetOwner, or make the parameter Optional"
                        )
                    )
                }

                it("reports a cycle with its path") {
                    let cycles = container.validate().problems.compactMap { problem -> [String]? in
                        if case let .cycle(keys) = problem.kind { return keys.map(\.description) }
                        return nil
                    }
                    expect(cycles) == [["Left", "Right", "Left"]]
                }

                it("reports a container-scoped registration holding a transient one") {
                    let captive = container.validate().problems.filter { problem in
                        if case .captiveLifetime = problem.kind { return true }
                        return false
                    }
                    expect(captive.count) == 1
                    expect(captive.first?.key) == RegistrationKey((any UsersHandling).self)
                    expect(captive.first?.description).to(contain("UsersHandling is container-scoped but depends on APIRequesting (transient scope)"))
                }

                it("does not count Lazy or Provider parameters as captive, nor a missing Optional one as missing") {
                    let aboutCache = container.validate().problems.filter { $0.key == RegistrationKey(Cache.self) }
                    expect(aboutCache.count) == 0
                }

                it("throws every problem from requireValid") {
                    expect { try container.requireValid() }.to(
                        throwError(errorType: ValidationError.self) { error in
                            expect(error.report.problems.count) == 2
                            expect(error.description).to(contain("dependency cycle Left -> Right -> Left"))
                        }
                    )
                    expect(container).toNot(haveValidGraph())
                }
            }

            it("lets a Lazy parameter close a cycle") {
                container.register(LazyLeft.self, initializer: LazyLeft.init)
                container.register(LazyRight.self, initializer: LazyRight.init)
                expect(container.validate().isValid) == true
            }

            it("validates from a child's view: the child's registrations satisfy the parent's") {
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                let child = Container(parent: container)
                child.register((any APIRequesting).self) { _ in APIStub() }
                expect(container.validate().isValid) == false
                expect(child.validate().isValid) == true
            }

            it("reports a synchronous registration depending on an async one") {
                container.register((any APIRequesting).self, asyncFactory: { _ in LiveAPI() })
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                let problem = container.validate().problems.first
                var requiresAwait = false
                if case .requiresAwait? = problem?.kind { requiresAwait = true }
                expect(requiresAwait) == true
            }

            it("follows forwarded registrations") {
                container.register(LiveAPI.self, initializer: LiveAPI.init).implements((any APIRequesting).self)
                container.register((any UsersHandling).self, initializer: UsersHandler.init)
                expect(container.validate().isValid) == true
            }
        }
    }
}
