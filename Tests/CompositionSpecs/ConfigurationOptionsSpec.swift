import CLI
import Composition
import Configuration
import SpecKit

final class ConfigurationOptionsSpec: Spec {
    override func spec() {
        describe("ConfigurationOptions") {
            let application = GreeterApp.application
            let options = application.configurationOptions
            func invocation(_ arguments: [String]) throws -> CommandInvocation {
                guard case let .run(_, invocation) = try CommandParser(root: application.rootCommand).parse(arguments) else {
                    try requireFail("expected a run")
                }
                return invocation
            }

            it("reads --env, --config-dir and every --set in order through the declarations the app's command line parsed") {
                let request = options.request(
                    from: try invocation([
                        "greet", "--env", "production", "--set", "greeting.name=Ada", "--config-dir", "/etc/greeter", "--set", "greeting.name=Bo",
                    ])
                )
                expect(request.environmentName) == "production"
                expect(request.configDirectory) == "/etc/greeter"
                expect(request.overrides) == [
                    SettingOverride(key: "greeting.name", value: "Ada"), SettingOverride(key: "greeting.name", value: "Bo"),
                ]
            }
            it("names the app's variables and folders in its help") {
                expect(options.environment.declaration.abstract).to(contain("$GREETER_ENV"))
                expect(options.configDirectory.declaration.abstract).to(contain("$GREETER_CONFIG_DIR"))
            }
            it("declares each option once: the root's global options are those declarations") {
                let names = application.rootCommand.globalOptions.map(\.name)
                expect(names.filter { $0 == "env" }.count) == 1
                expect(names.filter { $0 == "config-dir" }.count) == 1
                expect(names.filter { $0 == "set" }.count) == 1
            }

            describe("an integer key's shorthand") {
                it("hands the number over checked, after every --set, named by its flag") {
                    let request = options.request(
                        from: try invocation(["greet", "--seed", "7", "--set", "greeting.seed=1"]),
                        shorthands: application.options
                    )
                    expect(request.overrides) == [
                        SettingOverride(key: "greeting.seed", value: "1"),
                        SettingOverride(key: "greeting.seed", checked: .integer(7), flag: "--seed"),
                    ]
                    expect(request.overrides.last?.checked) == .integer(7)
                }
                it("makes no override when not given") {
                    let request = options.request(from: try invocation(["greet"]), shorthands: application.options)
                    expect(request.overrides) == []
                }
            }
        }
    }
}
