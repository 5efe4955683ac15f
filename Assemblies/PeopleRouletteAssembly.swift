import Configuration
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Injection
import Networking
import PeopleRoulette
import Platform

/// The people-roulette component: where the people come from (`people.source`), where they are
/// kept (`storage.backend`), the HTTP handler the http source uses (`http.client`), and the
/// handlers and view-model on top, registered by initializer so the graph is validated before
/// any command runs.
///
/// | Service | Implementation |
/// |---|---|
/// | `PeopleSource` | `BundledPeopleSource` (bundled), `HTTPPeopleSource` (http, on people.url), `FilePeopleSource` (file, on people.file), or forbidden |
/// | `PeopleStoring` | `SQLitePeopleStore` (sqlite, at storage.path), `InMemoryPeopleStore` (memory), or forbidden; one per run |
/// | `APIRequesting` named `people` | `URLSessionAPIHandler` (http.client=urlsession, http.timeout, http.max-body-size), or forbidden |
/// | `UsersHandler`, `UsersDownloading`, `UsersRetrieving` | `UsersHandler` |
/// | `RouletteHandler`, `PeopleRouletting`, `PickHistoryRetrieving` | `RouletteHandler` |
/// | `RouletteViewModel` | `RouletteViewModel` |
///
/// Nothing is opened while assembling: the database is opened (created, migrated) when a command
/// first resolves the store, so `config` and `graph` never touch the disk.
public struct PeopleRouletteAssembly: ComponentAssembly {
    public static let settings: [any SettingDeclaring] = PeopleSettings.all + StorageSettings.all + HTTPSettings.all

    /// The name of people-roulette's HTTP handler in the container.
    public static let httpHandlerName = "people"

    let http: Implementation<any APIRequesting>
    let source: Implementation<any PeopleSource>
    let store: Implementation<any PeopleStoring>
    let usersHandler: Implementation<UsersHandler>
    let rouletteHandler: Implementation<RouletteHandler>
    let roulette: Implementation<RouletteViewModel>

    public init(context: AssemblyContext) throws {
        let configuration = context.configuration
        let timeout = Self.seconds(try configuration.value(of: HTTPSettings.timeout))
        let maxBodySize = try configuration.value(of: HTTPSettings.maxBodySize)
        http = try context.choose((any APIRequesting).self, by: HTTPSettings.client, [
            Candidate("urlsession", URLSessionAPIHandler.self) { _ in
                URLSessionAPIHandler(session: Self.session(timeout: timeout), maximumResponseBytes: maxBodySize)
            },
        ])

        let url = try configuration.value(of: PeopleSettings.url)
        let file = try configuration.valueIfSet(of: PeopleSettings.file)
        source = try context.choose((any PeopleSource).self, by: PeopleSettings.source, [
            Candidate("bundled", BundledPeopleSource.self) { _ in BundledPeopleSource() },
            Candidate("http", HTTPPeopleSource.self) { resolver in
                HTTPPeopleSource(api: try resolver.resolving((any APIRequesting).self, name: Self.httpHandlerName), url: url, timeout: timeout)
            },
            Candidate("file", FilePeopleSource.self) { _ in
                guard let file else { throw PeopleFileError.notConfigured }
                return FilePeopleSource(file: file)
            },
        ])

        let database = try StorageSettings.databaseFile(configuration, locations: context.platform.locations)
        let busyTimeout = try configuration.value(of: StorageSettings.busyTimeout)
        store = try context.choose((any PeopleStoring).self, by: StorageSettings.backend, [
            Candidate("sqlite", SQLitePeopleStore.self) { _ in try SQLitePeopleStore(file: database, busyTimeout: busyTimeout) },
            Candidate("memory", InMemoryPeopleStore.self) { _ in InMemoryPeopleStore() },
        ])

        usersHandler = context.fixed(UsersHandler.self, UsersHandler.self, initializer: UsersHandler.init)
        rouletteHandler = context.fixed(RouletteHandler.self, RouletteHandler.self, initializer: RouletteHandler.init)
        roulette = context.fixed(RouletteViewModel.self, RouletteViewModel.self, initializer: RouletteViewModel.init)
    }

    public func assemble(container: Container) {
        http.register(in: container, name: Self.httpHandlerName).inObjectScope(.container)
        source.register(in: container)
        store.register(in: container).inObjectScope(.container)
        usersHandler.register(in: container)
            .implements((any UsersDownloading).self, (any UsersRetrieving).self)
        rouletteHandler.register(in: container)
            .implements((any PeopleRouletting).self, (any PickHistoryRetrieving).self)
        roulette.register(in: container)
    }

    /// An ephemeral session (nothing kept on disk) whose requests give up after `timeout` seconds.
    static func session(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        return URLSession(configuration: configuration)
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
