import Composition
import CompositionTesting
import Foundation
import Injection
import Platform
import SpecKit
import SpecKitRobot

/// `Application.test`: one entry point, three depths, each handing the spec what drives the app.
final class ApplicationTestSpec: Spec {
    override func spec() {
        describe("Application.test") {
            context("at the depth .container") {
                it("hands the body the app's graph, with the spec's mocks") {
                    var hello: String?
                    try await GreeterApp.application.test(.container) { app in
                        app.register((any Greeting).self) { _ in SpanishGreeting() }
                        hello = try app.resolve(Greeter.self).greeting.hello("Ana")
                    }
                    expect(hello) == "¡Hola, Ana!"
                }
                it("gives the real implementation a choice names in its overrides") {
                    try await GreeterApp.application.test(.container(overrides: ["greeting.language=spanish", "storage.backend=memory"])) { app in
                        expect(try app.resolve(Greeter.self).greeting.hello("Bo")) == "¡Hola, Bo!"
                        expect(try app.resolve(NotesKeeper.self).store.notes()) == ["from memory"]
                    }
                }
                it("validates the graph the spec resolves, after its mocks replaced what production registered") {
                    let broken = Application(name: "broken", version: "0", abstract: "", components: [BrokenAssembly.self], commands: [])
                    try await broken.test(.container) { app in
                        expect { try app.resolve(Greeter.self) }.to(
                            throwError { (error: AssemblyError) in
                                expect("\(error)").to(contain("Greeter depends on Greeting, which is not registered"))
                            }
                        )
                        app.register((any Greeting).self) { _ in EnglishGreeting() }
                        expect(try app.resolve(Greeter.self).greeting.hello("Cy")) == "Hello, Cy!"
                    }
                }
            }

            context("at the depth .inProcess") {
                it("runs the app as its main.swift does, on platform doubles, and hands the body a robot") {
                    try await GreeterApp.application.test(.inProcess) { robot in
                        try await robot.arguments("greet", "Bo", "--set", "greeting.language=spanish").run()
                            .expectExitCode(0)
                            .expectOutput(equals: "¡Hola, Bo!\n")
                            .expectError(equals: "")
                    }
                }
                it("runs in the robot's directories, with only the robot's variables") {
                    try await GreeterApp.application.test(.inProcess) { robot in
                        try robot.createFile(at: "Config/greeter/default.json", contents: #"{"greeting": {"name": "Cy"}}"#)
                        try await robot.arguments("greet").run().expectOutput(equals: "Hello, Cy!\n")
                        try await robot.environment(["GREETING_NAME": "Di"]).arguments("greet").run().expectOutput(equals: "Hello, Di!\n")
                    }
                }
                it("reports a failure as the app prints it, with its exit status") {
                    try await GreeterApp.application.test(.inProcess) { robot in
                        try await robot.arguments("greet", "--set", "greeting.language=klingon").run()
                            .expectExitCode(ExitCode.configuration.rawValue)
                            .expectError(contains: "greeter: error: no implementation named 'klingon' for greeting.language")
                    }
                }
            }

            context("at the depth .executable") {
                it("fails naming the product when the app has no built executable") {
                    await expecta { try await GreeterApp.application.test(.executable) { _ in } }.to(
                        throwError { (error: CommandRobotError) in
                            expect(error.description).to(beginWith("no built product named greeter in "))
                        }
                    )
                    await expecta { try await GreeterApp.application.test(.executable(named: "no-such-tool")) { _ in } }
                        .to(throwError { (error: CommandRobotError) in expect(error.description).to(contain("no-such-tool")) })
                }
            }

            it("runs one body at either command-line depth: the robot is the same type") {
                func greets(_ robot: CommandRobot) async throws {
                    try await robot.arguments("greet", "Ek").run().expectOutput(equals: "Hello, Ek!\n")
                }
                try await GreeterApp.application.test(.inProcess, greets)
            }
            it("discards what a body of one step returns") {
                try await GreeterApp.application.test(.inProcess) { robot in try await robot.arguments("greet").run().expectExitCode(0) }
            }
        }
    }
}
