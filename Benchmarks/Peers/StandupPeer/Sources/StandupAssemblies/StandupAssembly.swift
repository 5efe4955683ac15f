import Foundation
import Standup
import Swinject

/// The HTTP client: `URLSession`.
public struct NetworkAssembly: Assembly {
    public init() {}

    public func assemble(container: Container) {
        container.register((any HTTPClient).self) { _ in URLSessionHTTPClient() }.inObjectScope(.container)
    }
}

/// The standup component: the settings, where the team comes from (`team.source`), the random
/// source (seeded by `standup.seed`) and the shuffler.
public struct StandupAssembly: Assembly {
    public let settings: StandupSettings

    public init(settings: StandupSettings) {
        self.settings = settings
    }

    public func assemble(container: Container) {
        let settings = settings
        container.register(StandupSettings.self) { _ in settings }
        container.register((any RandomSource).self) { _ in
            if let seed = settings.seed { return SeededRandomSource(seed: seed) }
            return SystemRandomSource()
        }
        .inObjectScope(.container)
        container.register((any TeamListing).self) { resolver in
            switch settings.source {
            case .inline:
                return InlineTeamList(names: settings.members)
            case .file:
                guard let file = settings.file else { return UnconfiguredTeamList(error: .fileNotConfigured) }
                return FileTeamList(file: file)
            case .http:
                guard let url = settings.url, let client = resolver.resolve((any HTTPClient).self) else {
                    return UnconfiguredTeamList(error: .urlNotConfigured)
                }
                return HTTPTeamList(client: client, url: url, timeout: settings.timeout)
            }
        }
        container.register(StandupShuffler.self) { resolver in
            StandupShuffler(
                listing: resolver.resolve((any TeamListing).self) ?? UnconfiguredTeamList(error: .emptyList),
                random: resolver.resolve((any RandomSource).self) ?? SystemRandomSource()
            )
        }
    }
}

/// The listing of a source left unconfigured: it fails with its error when asked, so `config`
/// works whatever the settings hold.
public struct UnconfiguredTeamList: TeamListing {
    public let error: TeamListError

    public init(error: TeamListError) {
        self.error = error
    }

    public var sourceName: String { "unconfigured" }

    public func team() throws -> Team { throw error }
}
