import Foundation
import PackagePlugin

/// Generates the Swift Testing glue for every spec class of a test target, so that `swift test`
/// finds SpecKit examples on Linux and macOS without a LinuxMain or any per-spec boilerplate.
///
/// The glue of a target also lists the spec classes of every other test target of the package
/// that uses this plugin: focus (`fit`, `fdescribe`, `fcontext`) anywhere limits the whole run,
/// shards are dealt over the whole run, and all test targets run in one process. The work is done
/// by a short sh and awk program (`GlueScript`), not by a tool built from source: see there why.
@main
struct SpecKitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let ownSources = module.sourceFiles(withSuffix: ".swift").map(\.url)
        let siblings = context.package.targets
            .compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind == .test && $0.name != module.name }
        let output = context.pluginWorkDirectoryURL.appending(path: "SpecKitGenerated.swift")

        var arguments = ["-c", GlueScript.text, "speckit-glue", module.name, output.path(percentEncoded: false)]
        var inputs = ownSources
        arguments += ["mod=\(module.name)", "own=1"] + ownSources.map { $0.path(percentEncoded: false) }
        for sibling in siblings {
            let sources = sibling.sourceFiles(withSuffix: ".swift").map(\.url)
            guard !sources.isEmpty else { continue }
            arguments += ["mod=\(sibling.name)", "own=0"] + sources.map { $0.path(percentEncoded: false) }
            inputs += sources
        }
        return [
            .buildCommand(
                displayName: "SpecKit: generating example glue for \(module.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
