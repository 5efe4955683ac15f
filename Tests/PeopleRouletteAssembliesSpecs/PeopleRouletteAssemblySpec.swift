import Composition
import CompositionTesting
import Configuration
import Foundation
import Injection
import Networking
import PeopleRoulette
import PeopleRouletteAssemblies
import Platform
import SpecKit

final class PeopleRouletteAssemblySpec: Spec {
    override func spec() {
        describe("PeopleRouletteAssembly") {
            context("in a test container, with nothing mocked") {
                it("asks for a mock of the source, naming it") {
                    try await PeopleRouletteApp.application.test(.container) { app in
                        app.register((any PeopleStoring).self) { _ in InMemoryPeopleStore() }
                        expect { try app.resolve(RouletteViewModel.self) }.to(
                            throwError { (error: ForgottenMocks) in
                                expect(error.description).to(
                                    contain(
                                        "PeopleSource is not mocked: register a mock of PeopleSource in the spec's container (production chooses it by people.source)"
                                    )
                                )
                            }
                        )
                    }
                }
                it("asks for a mock of the store, naming it") {
                    try await PeopleRouletteApp.application.test(.container) { app in
                        app.register((any PeopleSource).self) { _ in BundledPeopleSource() }
                        expect { try app.resolve((any PeopleRetrieving).self) }.to(
                            throwError { (error: ForgottenMocks) in
                                expect(error.description).to(
                                    contain(
                                        "PeopleStoring is not mocked: register a mock of PeopleStoring in the spec's container (production chooses it by storage.backend)"
                                    )
                                )
                            }
                        )
                    }
                }
            }

            context("with roulette.seed=42") {
                it("seeds the random source the roulette picks with") {
                    try await PeopleRouletteApp.application.test(.container(overrides: ["roulette.seed=42"])) { app in
                        expect((try app.resolve((any RandomSource).self) as? SeededRandomSource)?.seed) == 42
                    }
                }
            }

            context("with the bundled source and memory storage") {
                let overrides = ["people.source=bundled", "storage.backend=memory"]
                it("chooses them, and says so in the graph") {
                    try await PeopleRouletteApp.application.test(.container(overrides: overrides)) { app in
                        expect(try app.resolve((any PeopleSource).self)).to(beAKindOf(BundledPeopleSource.self))
                        expect(try app.resolve((any PeopleStoring).self)).to(beAKindOf(InMemoryPeopleStore.self))
                        let chosen = app.bindings.filter { $0.key == "people.source" || $0.key == "storage.backend" }.map(\.implementation)
                        expect(chosen) == ["BundledPeopleSource", "InMemoryPeopleStore"]
                    }
                }
                it("keeps one store for the whole run") {
                    try await PeopleRouletteApp.application.test(.container(overrides: overrides)) { app in
                        let first = try app.resolve((any PeopleStoring).self) as? InMemoryPeopleStore
                        let second = try app.resolve((any PeopleStoring).self) as? InMemoryPeopleStore
                        expect(first).to(beIdenticalTo(second))
                    }
                }
                it("resolves the view-model and picks offline") {
                    try await PeopleRouletteApp.application.test(.container(overrides: overrides)) { app in
                        let picked = try await app.resolve(RouletteViewModel.self).spin(try unwrap(PickCount(2)))
                        expect(Set(picked.rows.map(\.id)).count) == 2
                        let history = try await app.resolve((any PickHistoryRetrieving).self).history(limit: 5)
                        expect(history.count) == 1
                    }
                }
                it("registers every handler under its capabilities") {
                    try await PeopleRouletteApp.application.test(.container(overrides: overrides)) { app in
                        expect(try app.resolve((any PeopleDownloading).self)).to(beAKindOf(PeopleHandler.self))
                        expect(try app.resolve((any PeopleRetrieving).self)).to(beAKindOf(PeopleHandler.self))
                        expect(try app.resolve((any PeopleRouletting).self)).to(beAKindOf(RouletteHandler.self))
                        expect(try app.resolve((any PickHistoryRetrieving).self)).to(beAKindOf(RouletteHandler.self))
                    }
                }
            }

            context("with the http source") {
                it("asks people.url through the networking component's HTTP handler") {
                    try await PeopleRouletteApp.application.test(
                        .container(overrides: ["people.source=http", "people.url=https://example.com/team", "http.client=curl"])
                    ) { app in
                        let source = try app.resolve((any PeopleSource).self) as? HTTPPeopleSource
                        expect(source?.url.absoluteString) == "https://example.com/team"
                        expect(try app.resolve((any APIRequesting).self)).to(beAKindOf(CurlAPIHandler.self))
                    }
                }
                it("needs a mock of the HTTP handler in a test container") {
                    try await PeopleRouletteApp.application.test(.container(overrides: ["people.source=http"])) { app in
                        expect { try app.resolve((any PeopleSource).self) }.to(
                            throwError { (error: ForgottenMocks) in
                                expect(error.description).to(
                                    contain(
                                        "APIRequesting is not mocked: register a mock of APIRequesting in the spec's container (production chooses it by http.client)"
                                    )
                                )
                            }
                        )
                    }
                }
            }

            context("with SQLite storage") {
                it("opens storage.path when a command first needs the store") {
                    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("PeopleRouletteAssemblySpec-\(UUID().uuidString)")
                    defer { try? FileManager.default.removeItem(at: directory) }
                    let file = directory.appendingPathComponent("people.sqlite")
                    try await PeopleRouletteApp.application.test(.container(overrides: ["storage.backend=sqlite", "storage.path=\(file.path)"])) {
                        app in
                        expect(FileManager.default.fileExists(atPath: file.path)) == false
                        expect(try app.resolve((any PeopleStoring).self)).to(beAKindOf(SQLitePeopleStore.self))
                        expect(FileManager.default.fileExists(atPath: file.path)) == true
                    }
                }
                it("puts the database in the data directory when storage.path is not set") {
                    try await PeopleRouletteApp.application.test(.container) { app in
                        let locations = FixedFileLocations(root: URL(fileURLWithPath: "/r"))
                        expect(try StorageSettings.databaseFile(app.configuration, locations: locations).path)
                            == "/r/home/.local/share/people-roulette/people.sqlite"
                    }
                }
            }

            context("with the file source") {
                it("reads people.file") {
                    try await PeopleRouletteApp.application.test(.container(overrides: ["people.source=file", "people.file=/tmp/team.txt"])) { app in
                        let source = try app.resolve((any PeopleSource).self) as? FilePeopleSource
                        expect(source?.file.path) == "/tmp/team.txt"
                    }
                }
                it("fails when people.file is not set, saying so") {
                    try await PeopleRouletteApp.application.test(.container(overrides: ["people.source=file"])) { app in
                        expect { try app.resolve((any PeopleSource).self) }.to(
                            throwError { (error: ResolutionError) in
                                expect(error.description).to(contain("people.source is file, but people.file names no file"))
                            }
                        )
                    }
                }
            }

            describe("the app assembler") {
                for source in ["bundled", "http", "file"] {
                    for backend in ["sqlite", "memory"] {
                        it("validates the whole graph with people.source=\(source) and storage.backend=\(backend)") {
                            try await PeopleRouletteApp.application.test(
                                .container(overrides: ["people.source=\(source)", "storage.backend=\(backend)"])
                            ) { app in
                                expect(app.container.validate().isValid) == true
                            }
                        }
                    }
                }
            }
        }
    }
}
