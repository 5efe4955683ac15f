import CLI
import Composition
import CompositionTesting
import Configuration
import Foundation
import Injection
import Platform
import PlatformTesting
import SpecKit

/// A component with a secret and a URL, and a command that logs both, as careless code would.
private enum VaultSettings {
    static let token = Setting.string("vault.token", default: nil, secret: true, doc: "The vault's token.")
    static let url = Setting.url("vault.url", default: "https://vault.example/v1", doc: "The vault's address.")
}

private struct VaultAssembly: ComponentAssembly {
    static let settings: [any SettingDeclaring] = [VaultSettings.token, VaultSettings.url]
    init(context: AssemblyContext) throws {}
    func assemble(container: Container) {}
}

private enum VaultApp {
    static let open = Command<AppContext>("open", abstract: "Open the vault.") { _, context in
        let logger = try context.resolve(Logger.self)
        let token = try context.configuration.valueIfSet(of: VaultSettings.token) ?? "none"
        let url = try context.configuration.value(of: VaultSettings.url)
        logger.info("opening with \(token)", metadata: ["url": .string(url.absoluteString), "attempt": ["1", .string(token)]])
        logger.trace("opened")
        try context.output.line("open")
    }

    static let application = Application(
        name: "vault",
        version: "0.1.0",
        abstract: "Opens a vault.",
        components: [VaultAssembly.self],
        commands: [open]
    )
}

final class LoggingSpec: Spec {
    override func spec() {
        describe("an app's logger") {
            let directory = TemporaryDirectory(creating: ["work"])
            afterEach { directory.remove() }
            var console: BufferedConsole!
            beforeEach { console = BufferedConsole() }

            func run(_ arguments: [String], environment: [String: String] = [:], logHandler: (any LogHandler)? = nil) async -> ExitCode {
                let platform = PlatformServices.doubles(root: directory.url, environment: environment, console: console, logHandler: logHandler)
                return await VaultApp.application.run(arguments, platform: platform)
            }

            it("logs nothing at the default level on a successful run") {
                let code = await run(["open"], environment: ["VAULT_TOKEN": "s3cr3t-token"])
                expect(code) == .success
                expect(console.output.text) == "open\n"
                expect(console.error.text) == ""
            }
            it("logs the configuration chosen and its own entries under --set log.level=debug, one line each on standard error") {
                let code = await run(["open", "--set", "log.level=debug"])
                expect(code) == .success
                let lines = console.error.text.split(separator: "\n").map(String.init)
                expect(lines.first).to(contain("debug vault: configuration chosen"))
                expect(lines).to(containElementSatisfying { $0.contains("debug vault: key set by=--set key=log.level") })
                expect(lines.last).to(contain("info vault: opening with none"))
                expect(lines).toNot(containElementSatisfying { $0.contains("opened") })
                expect(console.output.text) == "open\n"
            }
            it("takes its level from LOG_LEVEL") {
                let code = await run(["open"], environment: ["LOG_LEVEL": "trace"])
                expect(code) == .success
                expect(console.error.text).to(contain("trace vault: opened"))
                expect(console.error.text).to(contain("debug vault: key set by=environment variable LOG_LEVEL key=log.level"))
            }
            it("writes one JSON object a line under --json") {
                let code = await run(["--json", "open"], environment: ["LOG_LEVEL": "info"])
                expect(code) == .success
                let lines = console.error.text.split(separator: "\n").map(String.init)
                expect(lines.count) == 1
                let object = try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any]
                expect(object?["level"] as? String) == "info"
                expect(object?["label"] as? String) == "vault"
                expect(object?["message"] as? String) == "opening with none"
                expect((object?["metadata"] as? [String: Any])?["url"] as? String) == "https://vault.example/v1"
            }
            it("never writes a secret, in the message or the metadata, by the rules of config") {
                let environment = ["VAULT_TOKEN": "s3cr3t-token", "VAULT_URL": "https://bob:hunter2@vault.example/v1?key=k3y-value&page=2"]
                for arguments in [["open"], ["--json", "open"]] {
                    console = BufferedConsole()
                    let code = await run(arguments, environment: environment.merging(["LOG_LEVEL": "trace"]) { $1 })
                    expect(code) == .success
                    for secret in ["s3cr3t-token", "bob", "hunter2", "k3y-value"] {
                        expect(console.error.text).toNot(contain(secret))
                    }
                    expect(console.error.text).to(contain("opening with <redacted>"))
                }
            }
            it("writes to the platform's log handler when it has one, so a spec asserts on the entries") {
                let logs = CapturingLogHandler()
                let code = await run(["open", "--set", "log.level=info"], environment: ["VAULT_TOKEN": "s3cr3t-token"], logHandler: logs)
                expect(code) == .success
                expect(logs.entries) == [
                    LogEntry(
                        level: .info,
                        label: "vault",
                        message: "opening with <redacted>",
                        metadata: ["url": "https://vault.example/v1", "attempt": ["1", "<redacted>"]]
                    )
                ]
                expect(console.error.text) == ""
            }
            it("refuses a level that is not one of swift-log's, naming them") {
                let code = await run(["open", "--set", "log.level=loud"])
                expect(code) == .configuration
                expect(console.error.text).to(contain("log.level"))
                expect(console.error.text).to(contain("loud"))
            }
        }

        describe("AppTestContainer") {
            it("captures what the app logged at the level of its overrides") {
                let app = try AppTestContainer(VaultApp.application, overrides: ["log.level=debug"], environment: ["VAULT_TOKEN": "s3cr3t-token"])
                let logger = try app.resolve(Logger.self)
                logger.debug("token \("s3cr3t-token")")
                logger.trace("dropped")
                expect(app.logs.messages) == ["token <redacted>"]
                expect(app.logs.entries(at: .debug).map(\.label)) == ["vault"]
            }
            it("logs nothing by default") {
                let app = try AppTestContainer(VaultApp.application)
                try app.resolve(Logger.self).info("quiet")
                expect(app.logs.entries).to(beEmpty())
            }
        }
    }
}
