import PackagePlugin

/// Generates the Swift Testing glue for every spec class of a test target, so that `swift test`
/// finds SpecKit examples on Linux and macOS without a LinuxMain or any per-spec boilerplate.
///
/// The generator also receives the names of the spec classes of every other test target of the
/// package that uses this plugin: focus (`fit`, `fdescribe`, `fcontext`) anywhere limits the
/// whole run, and all test targets run in one process.
@main
struct SpecKitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let ownSources = module.sourceFiles(withSuffix: ".swift").map(\.url)
        let siblings = context.package.targets
            .compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind == .test && $0.name != module.name }
        let output = context.pluginWorkDirectoryURL.appending(path: "SpecKitGenerated.swift")

        var arguments = ["--module", module.name, "--output", output.path(percentEncoded: false)]
        var inputs = ownSources
        for source in ownSources {
            arguments += ["--own", source.path(percentEncoded: false)]
        }
        for sibling in siblings {
            for source in sibling.sourceFiles(withSuffix: ".swift").map(\.url) {
                arguments += ["--other", "\(sibling.name)=\(source.path(percentEncoded: false))"]
                inputs.append(source)
            }
        }
        return [
            .buildCommand(
                displayName: "SpecKit: generating example glue for \(module.name)",
                executable: try context.tool(named: "SpecKitGenerator").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
