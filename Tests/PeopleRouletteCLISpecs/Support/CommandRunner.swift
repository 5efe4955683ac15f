import CLI
import Foundation
import PeopleRoulette
import PeopleRouletteCLI
import Platform
import PlatformTesting

/// Hands the commands the services a spec chose, by type.
struct StubContext: CommandContext {
    let output: CommandOutput
    let services: [ObjectIdentifier: any Sendable]

    func resolve<Service>(_ service: Service.Type, name: String?) throws -> Service {
        guard let found = services[ObjectIdentifier(service)] as? Service else { throw UnregisteredService(name: "\(service)") }
        return found
    }
}

struct UnregisteredService: Error, CustomStringConvertible {
    let name: String
    var description: String { "the spec registered no \(name)" }
}

/// A source that answers with a fixed list, or fails.
struct PeopleSourceStub: PeopleSource {
    var name = "the stub source"
    var kind = PeopleProvenance.Kind.http
    var result: Result<[Person], PeopleError>
    func fetchPeople() async throws -> [Person] { try result.get() }
}

/// Runs the people-roulette commands in-process, with an in-memory store, a stub source, a fixed
/// clock and a seeded random source, and keeps what they print.
final class CommandRunner: @unchecked Sendable {
    /// The console the commands write to; a spec replaces it with one whose output fails.
    var console = BufferedConsole()
    var store = InMemoryPeopleStore()
    var source = PeopleSourceStub(result: .success(BundledPeopleSource.people))
    var seed: UInt64 = 7
    var origin = DataOrigin.live

    var standardOutput: String { console.output.text }
    var standardError: String { console.error.text }

    /// Forgets what was printed so far.
    func clearOutput() { console = BufferedConsole() }

    func run(_ arguments: String...) async -> ExitCode {
        // The stub stands for the configured source: its kind is the configured origin's.
        var source = source
        source.kind = PeopleProvenance.Kind(rawValue: origin.provider) ?? .http
        let people = PeopleHandler(source: source, store: store, clock: FixedClockStub(now: fixedDate))
        let roulette = RouletteHandler(store: store, random: SeededRandomSource(seed: seed), clock: FixedClockStub(now: fixedDate))
        let services: [ObjectIdentifier: any Sendable] = [
            ObjectIdentifier(RouletteViewModel.self): RouletteViewModel(people: people, downloader: people, roulette: roulette),
            ObjectIdentifier((any PeopleDownloading).self): people as any PeopleDownloading,
            ObjectIdentifier((any PeopleRetrieving).self): people as any PeopleRetrieving,
            ObjectIdentifier((any PickHistoryRetrieving).self): roulette as any PickHistoryRetrieving,
            ObjectIdentifier(DataOrigin.self): origin,
        ]
        let root = Command<StubContext>(
            "people-roulette",
            abstract: "Pick people.",
            version: "1.0.0",
            globalOptions: OutputOptions.all,
            subcommands: PeopleRouletteCommands<StubContext>.all
        )
        return await CommandLineTool(root: root, sleeper: ImmediateSleeper())
            .run(arguments, console: console, environment: DictionaryEnvironment([:])) { _, output in
                StubContext(output: output, services: services)
            }
    }
}

struct FixedClockStub: TimeSource {
    let now: Date
}
