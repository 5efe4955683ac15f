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
            let platform = PlatformServices(
                console: BufferedConsole(), environment: DictionaryEnvironment([:]),
                locations: FixedFileLocations(root: URL(fileURLWithPath: "/nonexistent/application-checks")),
                clock: FixedClock(now: Date(timeIntervalSince1970: 0)), random: SeededRandomSource(seed: 0), sleeper: ImmediateSleeper())
            var search = application.configurationSearch(locations: platform.locations)
            search.fallbacks = []
            do {
                let configuration = try application.assembler.loadConfiguration(ConfigurationRequest(overrides: overrides), search: search, platform: platform)
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
        return MatcherResult(bool: problems.isEmpty,
                             message: .expectedCustomValueTo("assemble for every choice", actual: "<\(problems.joined(separator: "; "))>"))
    }
}
