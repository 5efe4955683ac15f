import CLI
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
                it("opens a relative file argument in the robot's working directory, as the built binary does") {
                    try await LinksApp.application.test(.inProcess) { robot in
                        try robot.createFile(at: "links.txt", contents: "https://swift.org\nhttps://example.com\n")
                        try await robot.arguments("count", "links.txt").run()
                            .expectExitCode(0)
                            .expectOutput(equals: "2 links\n")
                    }
                    expect(WorkingDirectory.current).to(beNil())
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

/// An app with a file argument, read through Platform's `RegularFile` as an outside app reads one.
private enum LinksApp {
    static let file = Positional<String>("file", abstract: "The links file.")
    static let count = Command<AppContext>("count", abstract: "Count the links of a file.", arguments: [file]) { invocation, context in
        let bytes = try RegularFile.read(at: invocation[file] ?? "", limit: 1 << 20)
        try context.output.line("\(bytes.split(separator: UInt8(ascii: "\n")).count) links")
    }
    static let application = Application(name: "links", version: "0.1.0", abstract: "Counts links.", components: [], commands: [count])
}
