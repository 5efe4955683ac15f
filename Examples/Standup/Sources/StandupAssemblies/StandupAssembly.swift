import Composition
import Configuration
import Injection
import Networking
import NetworkingAssemblies
import Platform
import Standup

/// The standup component: where the team comes from (`team.source`), the random source (seeded
/// by `standup.seed`), and the shuffler on top, registered by its initializer so the graph is
/// validated before any command runs.
///
/// | Service | Implementation |
/// |---|---|
/// | `TeamListing` | `InlineTeamList` (inline, on team.members), `FileTeamList` (file, on team.file), `HTTPTeamList` (http, on team.url through `APIRequesting`) |
/// | `RandomSource` | `SeededRandomSource` when standup.seed is set, else the platform's |
/// | `StandupShuffler` | `StandupShuffler` |
///
/// Nothing is read or sent while assembling: the team file is read, and `team.url` asked, when a
/// command asks for the team, so `config` and `graph` work whatever the file holds and offline.
/// `APIRequesting` comes from the networking component (`NetworkingAssembly`), which the app
/// lists before this one.
public struct StandupAssembly: ComponentAssembly {
    public static let settings: [any SettingDeclaring] = TeamSettings.all

    let random: Implementation<any RandomSource>
    let listing: ChosenImplementation<any TeamListing, TeamSettings.Source>
    let shuffler: Implementation<StandupShuffler>

    public init(context: AssemblyContext) throws {
        let configuration = context.configuration
        random = try context.randomSource(seededBy: TeamSettings.seed)

        let names = try configuration.value(of: TeamSettings.members)
        let file = try configuration.valueIfSet(of: TeamSettings.file)
        let url = try configuration.valueIfSet(of: TeamSettings.url)
        let timeout = try HTTPSettings.timeoutSeconds(configuration)
        listing = try context.choose(
            (any TeamListing).self,
            by: TeamSettings.source,
            [
                Candidate(.inline, InlineTeamList.self) { _ in InlineTeamList(names: names) },
                Candidate(.file, FileTeamList.self) { _ in
                    guard let file else { throw TeamListError.fileNotConfigured }
                    return FileTeamList(file: file)
                },
                Candidate(.http, HTTPTeamList.self) { resolver in
                    guard let url else { throw TeamListError.urlNotConfigured }
                    return HTTPTeamList(api: try resolver.resolving((any APIRequesting).self), url: url, timeout: timeout)
                },
            ]
        )

        shuffler = context.fixed(StandupShuffler.self, StandupShuffler.self, initializer: StandupShuffler.init)
    }

    public func assemble(container: Container) {
        random.register(in: container).inObjectScope(.container)
        listing.register(in: container)
        shuffler.register(in: container)
    }
}
