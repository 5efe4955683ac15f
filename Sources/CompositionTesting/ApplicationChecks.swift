import Composition
import Configuration
import Foundation
import Platform
import SpecKit

/// Whole-app checks a spec runs on an `Application`: its components' settings agree, and every
/// implementation its configuration can choose assembles into a valid graph.
///
/// ```swift
/// it("declares each key once") { expect(PeopleRouletteApp.application).to(haveConsistentSettings()) }
/// it("wires every choice") { expect(PeopleRouletteApp.application).to(assembleForEveryChoice()) }
/// ```
public enum ApplicationChecks {
    /// The problem with the app's settings (a key two components declare differently, a bad
    /// default), or nil.
    public static func settingsProblem(of application: Application) -> String? {
        do {
            _ = try application.assembler.schema()
            return nil
        } catch {
            return error.message
        }
    }

    /// Assembles the app on its compiled-in defaults, then once for each name of each choice
    /// setting, and returns every problem: an unknown implementation, an invalid graph.
    /// Nothing is resolved, so nothing is opened or sent.
    public static func graphProblems(of application: Application) -> [String] {
        let schema: ConfigurationSchema
        do {
            schema = try application.assembler.schema()
        } catch {
            return [error.message]
        }
        var runs: [[SettingOverride]] = [[]]
        for declaration in schema.declarations {
            guard case let .choice(names) = declaration.type else { continue }
            runs += names.map { [SettingOverride(key: declaration.key, value: $0)] }
        }
        var problems: [String] = []
        for overrides in runs {
            let platform = PlatformServices.doubles(root: URL(fileURLWithPath: "/nonexistent/application-checks"))
            var search = application.configurationSearch(locations: platform.locations)
            search.fallbacks = []
            do {
                let configuration = try application.assembler.loadConfiguration(
                    ConfigurationRequest(overrides: overrides),
                    search: search,
                    platform: platform
                )
                _ = try application.assembler.assemble(configuration: configuration, platform: platform)
            } catch let error as any UserFacingError {
                let label = overrides.first.map { "\($0.key)=\($0.value)" } ?? "the defaults"
                problems.append("with \(label): \(error.message)")
            } catch {
                problems.append("\(error)")
            }
        }
        return problems
    }
}

extension ApplicationChecks {
    /// Loads `default.json` with each environment file of the app's configuration directory
    /// (by default `Config/<app>/` of the spec's package) against the app's schema, and returns
    /// every problem: an unknown key, a bad value, a malformed file. Data files beside them are
    /// not environments (`ConfigurationLoader.environments(in:)`) and are not loaded. An app
    /// without the folder has none.
    public static func configFileProblems(of application: Application, directory: URL? = nil, filePath: StaticString = #filePath) -> [String] {
        guard let directory = directory ?? SpecPackage.configDirectory(of: application.name, from: "\(filePath)") else { return [] }
        let platform = PlatformServices.doubles(root: URL(fileURLWithPath: "/nonexistent/application-checks"))
        let search = application.configurationSearch(locations: platform.locations)
        let environments = ConfigurationLoader(
            schema: application.assembler.runtimeSchema(),
            environment: platform.environment,
            locations: platform.locations,
            search: search
        ).environments(in: directory)
        var problems: [String] = []
        for environment in environments.isEmpty ? [nil] : environments.map(Optional.some) {
            let request = ConfigurationRequest(environmentName: environment, configDirectory: directory.path)
            do {
                _ = try application.assembler.loadConfiguration(request, search: search, platform: platform)
            } catch {
                problems.append(error.message)
            }
        }
        return problems
    }

    /// The keys whose value in the app's `default.json` differs from their compiled-in default,
    /// for an app that keeps its defaults in both places.
    public static func defaultFileDisagreements(of application: Application, directory: URL? = nil, filePath: StaticString = #filePath) -> [String] {
        guard let directory = directory ?? SpecPackage.configDirectory(of: application.name, from: "\(filePath)") else {
            return ["no Config/\(application.name) folder"]
        }
        let platform = PlatformServices.doubles(root: URL(fileURLWithPath: "/nonexistent/application-checks"))
        let configuration: ResolvedConfiguration
        do {
            configuration = try application.assembler.loadConfiguration(
                ConfigurationRequest(configDirectory: directory.path),
                search: application.configurationSearch(locations: platform.locations),
                platform: platform
            )
        } catch {
            return [error.message]
        }
        return configuration.settings.compactMap { entry in
            guard case let .file(path, _)? = entry.source, path.hasSuffix(ConfigurationLoader.baseFileName) else { return nil }
            let compiled: String? = entry.declaration.defaultValue.map { raw in
                switch raw {
                case let .text(text): entry.declaration.type == .path ? platform.locations.expand(text).path : text
                case let .list(items): items.joined(separator: ",")
                }
            }
            return entry.value?.text == compiled ? nil : entry.key
        }
    }

    /// The app's section of a Markdown file, between `<!-- keys:<app>:begin -->` and
    /// `<!-- keys:<app>:end -->`, to compare with `schema().referenceTable`; nil when the file or
    /// the markers are missing.
    public static func documentedKeys(of application: Application, in markdown: URL) -> String? {
        guard let text = try? String(contentsOf: markdown, encoding: .utf8),
            let start = text.range(of: "<!-- keys:\(application.name):begin -->\n"),
            let end = text.range(of: "<!-- keys:\(application.name):end -->")
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }
}

/// Passes when no two components of the app declare one key differently and every declaration
/// is sound.
public func haveConsistentSettings() -> Matcher<Application> {
    Matcher { expression in
        guard let application = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have consistent settings").appendedBeNilHint())
        }
        let problem = ApplicationChecks.settingsProblem(of: application)
        return MatcherResult(bool: problem == nil, message: .expectedCustomValueTo("have consistent settings", actual: "<\(problem ?? "none")>"))
    }
}

/// Passes when the app assembles into a valid graph on its defaults and with each name of each
/// choice setting.
public func assembleForEveryChoice() -> Matcher<Application> {
    Matcher { expression in
        guard let application = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("assemble for every choice").appendedBeNilHint())
        }
        let problems = ApplicationChecks.graphProblems(of: application)
        return MatcherResult(
            bool: problems.isEmpty,
            message: .expectedCustomValueTo("assemble for every choice", actual: "<\(problems.joined(separator: "; "))>")
        )
    }
}
