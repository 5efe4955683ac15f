import CLI
import Configuration
import SpecKit

final class GlobalOptionsSpec: Spec {
    override func spec() {
        describe("GlobalValues") {
            it("turns --env, --config-dir and --set into a configuration request") {
                let globals = ExampleTool.invocation(["pick", "--env", "test", "--config-dir", "/etc/app", "--set", "storage.backend=memory"]).map(GlobalValues.init)
                expect(globals?.configurationRequest()) == ConfigurationRequest(environmentName: "test", configDirectory: "/etc/app",
                                                                                 overrides: [SettingOverride(key: "storage.backend", value: "memory")])
            }
            it("adds --seed as an override of the seed key, after every --set, named --seed") {
                let globals = ExampleTool.invocation(["pick", "--seed", "42", "--set", "roulette.seed=1"]).map(GlobalValues.init)
                expect(globals?.configurationRequest(seedKey: "roulette.seed").overrides) == [
                    SettingOverride(key: "roulette.seed", value: "1"),
                    SettingOverride(key: "roulette.seed", value: "42", flag: "--seed"),
                ]
            }
            it("leaves --seed out when the app has no seed key") {
                let globals = ExampleTool.invocation(["pick", "--seed", "42"]).map(GlobalValues.init)
                expect(globals?.configurationRequest().overrides) == []
            }
            it("is empty when no global option is given") {
                let globals = ExampleTool.invocation(["pick"]).map(GlobalValues.init)
                expect(globals?.environment).to(beNil())
                expect(globals?.json) == false
                expect(globals?.seed).to(beNil())
            }
        }
    }
}
