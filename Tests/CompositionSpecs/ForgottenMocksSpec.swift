import Composition
import CompositionTesting
import Foundation
import Injection
import Platform
import SpecKit

/// A spec that forgets its mocks fails once, naming every service to mock, as its type is written,
/// with the registration to write.
final class ForgottenMocksSpec: Spec {
    override func spec() {
        describe("a spec that forgot its mocks") {
            context("when its subject reaches two services it did not mock") {
                it("fails once, naming both readably, each with its path and its hint") {
                    let report = await SpecRunner.run {
                        it("greets every visitor") {
                            try await LedgerApp.application.test(.container) { app in
                                expect(try app.resolve(Ledger.self).greetings()) == ["Hello, Ana!"]
                            }
                        }
                    }
                    expect(report.failed.count) == 1
                    let messages = report.examples.flatMap(\.messages)
                    expect(messages.count) == 1
                    expect(messages.first) == """
                        unexpected error thrown: <Ledger reaches 2 services that are not mocked: register a mock of each in the spec's container
                          - Greeting (production chooses it by greeting.language), path: Ledger -> Greeting
                          - any RecordKeeping<Visit> (production chooses it by ledger.backend), path: Ledger -> any RecordKeeping<Visit>
                        hint: app.register(Greeting.self) { _ in <your mock> }, or pass overrides: ["greeting.language=<name>"] for a real implementation
                        hint: app.register((any RecordKeeping<Visit>).self) { _ in <your mock> }, or pass overrides: ["ledger.backend=<name>"] for a real implementation>
                        """
                }
            }
            context("when it mocked one of them") {
                it("names the other, with its path and hint") {
                    try await LedgerApp.application.test(.container) { app in
                        app.register((any Greeting).self) { _ in EnglishGreeting() }
                        expect { try app.resolve(Ledger.self) }.to(
                            throwError(
                                ForgottenMocks(
                                    subject: "Ledger",
                                    dependencies: [
                                        UnmockedDependency(
                                            service: "any RecordKeeping<Visit>",
                                            key: "ledger.backend",
                                            path: ["Ledger", "any RecordKeeping<Visit>"]
                                        )
                                    ]
                                )
                            )
                        )
                        expect(
                            ForgottenMocks(
                                subject: "Ledger",
                                dependencies: [
                                    UnmockedDependency(
                                        service: "any RecordKeeping<Visit>",
                                        key: "ledger.backend",
                                        path: ["Ledger", "any RecordKeeping<Visit>"]
                                    )
                                ]
                            ).description
                        ) == """
                            any RecordKeeping<Visit> is not mocked: register a mock of any RecordKeeping<Visit> in the spec's container (production chooses it by ledger.backend)
                              path: Ledger -> any RecordKeeping<Visit>
                            hint: app.register((any RecordKeeping<Visit>).self) { _ in <your mock> }, or pass overrides: ["ledger.backend=<name>"] for a real implementation
                            """
                    }
                }
            }
            context("when it mocked both") {
                it("resolves the subject on the mocks") {
                    try await LedgerApp.application.test(.container) { app in
                        app.register((any Greeting).self) { _ in SpanishGreeting() }
                        app.register((any RecordKeeping<Visit>).self) { _ in InMemoryRecordKeeper(stored: [Visit(guest: "Bo")]) }
                        expect(try app.resolve(Ledger.self).greetings()) == ["¡Hola, Bo!"]
                    }
                }
            }
            context("when a service is reached only through a closure factory") {
                it("fails when the factory reaches it, naming it, its path and its hint") {
                    try await LedgerApp.application.test(.container) { app in
                        app.register((any Greeting).self) { _ in EnglishGreeting() }
                        app.register(Ledger.self) { resolver in
                            try Ledger(greeting: resolver.resolving((any Greeting).self), visits: resolver.resolving((any RecordKeeping<Visit>).self))
                        }
                        expect { try app.resolve(Ledger.self) }.to(
                            throwError(
                                ForgottenMocks(
                                    subject: "Ledger",
                                    dependencies: [
                                        UnmockedDependency(
                                            service: "any RecordKeeping<Visit>",
                                            key: "ledger.backend",
                                            path: ["Ledger", "any RecordKeeping<Visit>"]
                                        )
                                    ]
                                )
                            )
                        )
                    }
                }
            }
        }

        describe("the name of a constrained existential") {
            it("is written as its declaration spells it in the bindings and in graph") {
                try await LedgerApp.application.test(.container) { app in
                    expect(app.bindings.map(\.service)).to(contain("any RecordKeeping<Visit>"))
                }
                try await LedgerApp.application.test(.inProcess) { robot in
                    let graph = try await robot.arguments("graph").run().expectExitCode(0).standardOutput
                    expect(graph).to(contain("any RecordKeeping<Visit>"))
                    expect(graph).toNot(contain("Self."))
                }
            }
        }
    }
}
