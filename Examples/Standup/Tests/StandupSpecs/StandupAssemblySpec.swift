import Composition
import CompositionTesting
import Foundation
import Injection
import Networking
import NetworkingTesting
import Platform
import PlatformTesting
import SpecKit
import SpecKitHTTP
import Standup
import StandupAssemblies

/// The production assemblies of standup in a test container: mocks over them, the failure of a
/// choice left unmocked, and the real implementations a spec chooses in its overrides.
final class StandupAssemblySpec: Spec {
    override func spec() {
        describe("StandupAssembly") {
            let directory = TemporaryDirectory(creating: ["work"])
            afterEach { directory.remove() }

            context("with a mock team registered over it") {
                it("resolves the shuffler on the mock, as the app would") {
                    try await StandupApp.application.test(.container) { app in
                        app.register((any TeamListing).self) { _ in TeamListingStub(names: ["Ada", "Alan", "Grace"]) }
                        let shuffler = try app.resolve(StandupShuffler.self)
                        let order = try await shuffler.order()
                        expect(order.map(\.name).sorted()) == ["Ada", "Alan", "Grace"]
                    }
                }
                it("shuffles the same way in every container: its random source is seeded") {
                    func order() async throws -> [String] {
                        var names: [String] = []
                        try await StandupApp.application.test(.container) { app in
                            app.register((any TeamListing).self) { _ in TeamListingStub(names: ["Ada", "Alan", "Grace", "Edsger"]) }
                            names = try await app.resolve(StandupShuffler.self).order().map(\.name)
                        }
                        return names
                    }
                    let first = try await order()
                    let second = try await order()
                    expect(second) == first
                }
                it("hands the mock's error to the caller") {
                    try await StandupApp.application.test(.container) { app in
                        app.register((any TeamListing).self) { _ in TeamListingStub(failing: .missing(path: "/team.txt")) }
                        await expecta { try await app.resolve(StandupShuffler.self).order() }.to(throwError(TeamListError.missing(path: "/team.txt")))
                    }
                }
            }
            context("with nothing mocked") {
                it("fails naming TeamListing, the mock to register, and the key production chooses it by") {
                    try await StandupApp.application.test(.container) { app in
                        expect { try app.resolve(StandupShuffler.self) }.to(
                            throwError { (error: ForgottenMocks) in
                                expect(error.description).to(
                                    contain(
                                        "TeamListing is not mocked: register a mock of TeamListing in the spec's container (production chooses it by team.source)"
                                    )
                                )
                                expect(error.dependencies.first?.path) == ["StandupShuffler", "TeamListing"]
                            }
                        )
                        expect(app.bindings.first { $0.service == "TeamListing" }?.implementation) == Binding.mockRequired
                    }
                }
            }
            context("with team.source=inline in its overrides") {
                it("uses the real InlineTeamList on the names of Config/standup/default.json") {
                    try await StandupApp.application.test(.container(overrides: ["team.source=inline"])) { app in
                        let listing = try app.resolve((any TeamListing).self)
                        expect(listing).to(beAKindOf(InlineTeamList.self))
                        let team = try await listing.team()
                        expect(team.names) == ["Ada", "Alan", "Grace", "Edsger"]
                        expect(app.configuration.directory?.url.path) == SpecPackage.configDirectory(of: "standup", from: #filePath)?.path
                    }
                }
            }
            context("with team.source=file in its overrides") {
                it("uses the real FileTeamList on team.file") {
                    let file = directory.write("team.txt", "# core\nAda\nAlan\n")
                    try await StandupApp.application.test(.container(overrides: ["team.source=file", "team.file=\(file.path)"])) { app in
                        let listing = try app.resolve((any TeamListing).self)
                        expect((listing as? FileTeamList)?.file.path) == file.path
                        let team = try await app.resolve(StandupShuffler.self).team()
                        expect(team.names) == ["Ada", "Alan"]
                    }
                }
                it("fails to build the listing when team.file is not set") {
                    try await StandupApp.application.test(.container(overrides: ["team.source=file"])) { app in
                        expect { try app.resolve((any TeamListing).self) }.to(
                            throwError { (error: ResolutionError) in
                                guard case let .factoryFailed(inner) = error.reason else { return fail("expected the factory to fail, got \(error)") }
                                expect(inner as? TeamListError) == .fileNotConfigured
                            }
                        )
                    }
                }
            }
            context("with team.source=http in its overrides") {
                it("uses the real HTTPTeamList on team.url, through the APIRequesting the spec mocks") {
                    let http = HTTPStubs()
                    http.stub(.get, url: "https://intranet.example.com/team").respond(body: #"["Ada", "Alan"]"#)
                    let app = try AppTestContainer(
                        StandupApp.application,
                        overrides: ["team.source=http", "team.url=https://intranet.example.com/team", "http.timeout=3s"]
                    )
                    app.register((any APIRequesting).self) { _ in CurlAPIHandler(transport: HTTPStubsTransport(http)) }
                    let listing = try app.resolve((any TeamListing).self)
                    expect((listing as? HTTPTeamList)?.timeout) == 3
                    let team = try await app.resolve(StandupShuffler.self).team()
                    expect(team.names) == ["Ada", "Alan"]
                    expect(http.requests.map(\.url.absoluteString)) == ["https://intranet.example.com/team"]
                }
                it("fails to build the listing when team.url is not set") {
                    let app = try AppTestContainer(StandupApp.application, overrides: ["team.source=http"])
                    app.register((any APIRequesting).self) { _ in CurlAPIHandler(transport: HTTPStubsTransport(HTTPStubs())) }
                    expect { try app.resolve((any TeamListing).self) }.to(
                        throwError { (error: ResolutionError) in
                            guard case let .factoryFailed(inner) = error.reason else { return fail("expected the factory to fail, got \(error)") }
                            expect(inner as? TeamListError) == .urlNotConfigured
                        }
                    )
                }
            }
            context("with the shuffler made container-scoped") {
                it("is a captive lifetime: the one shuffler would keep its graph-scoped listing forever") {
                    let container = Container()
                    container.register((any TeamListing).self) { _ in TeamListingStub(names: ["Ada"]) }
                    container.register((any RandomSource).self) { _ in SeededRandomSource(seed: 1) }.inObjectScope(.container)
                    container.register(StandupShuffler.self, initializer: StandupShuffler.init).inObjectScope(.container)
                    expect(container.validate().problems.map(\.description)) == [
                        "StandupShuffler is container-scoped but depends on TeamListing (graph scope), which it would keep forever: make TeamListing container-scoped, or inject it through Provider"
                    ]
                }
            }
            context("with standup.seed set") {
                it("registers a random source seeded with it") {
                    try await StandupApp.application.test(.container(overrides: ["standup.seed=3"])) { app in
                        expect(try app.resolve((any RandomSource).self).next()) == SeededRandomSource(seed: 3).next()
                        expect(app.bindings.first { $0.service == "RandomSource" }?.reason) == "standup.seed=3 (command line:--set)"
                    }
                }
            }
        }
    }
}
