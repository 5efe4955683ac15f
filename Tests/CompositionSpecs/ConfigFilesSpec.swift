import Assemblies
import AssembliesTesting
import Configuration
import Foundation
import Platform
import SpecKit

/// The project's own Config/ directory: every file loads against every declared key, the test
/// configuration forbids everything that reaches the network or the disk, and the README lists
/// exactly the declared keys.
final class ConfigFilesSpec: Spec {
    override func spec() {
        describe("the project's Config directory") {
            let schema = try? ConfigurationSchema(ProjectSettings.all)

            func load(_ environment: String) throws -> ResolvedConfiguration {
                guard let schema else { throw ConfigurationError.undeclaredKey(key: "schema") }
                return try ConfigurationLoader(schema: schema, environment: DictionaryEnvironment([:]),
                                               locations: FixedFileLocations(root: URL(fileURLWithPath: "/nonexistent")))
                    .load(ConfigurationRequest(environmentName: environment, configDirectory: ProjectDirectory.config.path))
            }

            for environment in ["development", "production", "test"] {
                it("loads \(environment).json over default.json without an unknown key or a bad value") {
                    let configuration = try load(environment)
                    expect(configuration.files.map(\.lastPathComponent)) == ["default.json", "\(environment).json"]
                }
            }
            it("forbids, in test.json, every choice that has a forbidden implementation") {
                let configuration = try load("test")
                for declaration in ProjectSettings.all.map(\.declaration) {
                    guard case let .choice(names) = declaration.type, names.contains("forbidden") else { continue }
                    expect(configuration[declaration.key]?.value?.text).to(equal("forbidden"), description: declaration.key)
                }
            }
            it("fixes the seed in test.json, so specs are reproducible") {
                expect(try load("test").value(of: RandomSettings.seed)) == 1
            }
            it("keeps the compiled-in defaults and default.json in agreement") {
                let configuration = try load("development")
                for entry in configuration.settings {
                    guard case let .file(path, _)? = entry.source, path.hasSuffix("default.json") else { continue }
                    let defaultText = entry.declaration.defaultValue.flatMap { entry.declaration.type.parseForSpec($0) }
                    expect(entry.value?.text).to(equal(defaultText), description: entry.key)
                }
            }
            it("documents every key in Config/README.md, as the declarations say") {
                let readme = (try? String(contentsOf: ProjectDirectory.config.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
                let start = readme.range(of: "<!-- keys:begin -->\n")
                let end = readme.range(of: "<!-- keys:end -->")
                guard let start, let end, let schema else { return fail("Config/README.md has no keys:begin/keys:end markers") }
                expect(String(readme[start.upperBound..<end.lowerBound])) == schema.referenceTable
            }
        }
    }
}

extension SettingType {
    /// The value text a raw default parses to, expanded against a placeholder home.
    func parseForSpec(_ raw: RawSettingValue) -> String? {
        switch raw {
        case let .text(text): self == .path ? FixedFileLocations(root: URL(fileURLWithPath: "/nonexistent")).expand(text).path : text
        case let .list(items): items.joined(separator: ",")
        }
    }
}
