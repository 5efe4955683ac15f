import CLI
import Composition
import Configuration
import Injection
import Networking
import NetworkingAssemblies
import PeopleRoulette
import PeopleRouletteCLI
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The people-roulette component: where the people come from (`people.source`), where they are
/// kept (`storage.backend`), the random source (seeded by `roulette.seed`), and the handlers and
/// view-model on top, registered by initializer so the graph is validated before any command
/// runs. The http source sends its requests through the networking component's handler.
///
/// | Service | Implementation |
/// |---|---|
/// | `PeopleSource` | `BundledPeopleSource` (bundled), `HTTPPeopleSource` (http, on people.url), `FilePeopleSource` (file, on people.file) |
/// | `PeopleStoring` | `SQLitePeopleStore` (sqlite, at storage.path), `InMemoryPeopleStore` (memory); one per run |
/// | `RandomSource` | `SeededRandomSource` when roulette.seed is set, else the platform's |
/// | `DataOrigin` | people.source, and whether it is the bundled sample list (shown until a list is stored: then its recorded source) |
/// | `PeopleHandler`, `PeopleDownloading`, `PeopleRetrieving` | `PeopleHandler` |
/// | `RouletteHandler`, `PeopleRouletting`, `PickHistoryRetrieving` | `RouletteHandler` |
/// | `RouletteViewModel` | `RouletteViewModel` |
///
/// Nothing is opened while assembling: the database is opened (created, migrated) when a command
/// first resolves the store, so `config` and `graph` never touch the disk.
package struct PeopleRouletteAssembly: ComponentAssembly {
    /// The people, storage and seed keys, and `http.timeout`, which the http source passes on.
    package static let settings: [any SettingDeclaring] = PeopleSettings.all + StorageSettings.all + RouletteSettings.all + [HTTPSettings.timeout]

    let random: Implementation<any RandomSource>
    let source: ChosenImplementation<any PeopleSource, PeopleSettings.Source>
    let store: ChosenImplementation<any PeopleStoring, StorageSettings.Backend>
    let peopleHandler: Implementation<PeopleHandler>
    let rouletteHandler: Implementation<RouletteHandler>
    let roulette: Implementation<RouletteViewModel>
    let origin: DataOrigin

    package init(context: AssemblyContext) throws {
        let configuration = context.configuration
        let timeout = try HTTPSettings.timeoutSeconds(configuration)
        random = try context.randomSource(seededBy: RouletteSettings.seed)

        let url = try configuration.value(of: PeopleSettings.url)
        let file = try configuration.valueIfSet(of: PeopleSettings.file)
        let maxFileSize = try configuration.value(of: PeopleSettings.maxFileSize)
        source = try context.choose(
            (any PeopleSource).self,
            by: PeopleSettings.source,
            [
                Candidate(.bundled, BundledPeopleSource.self, sampleData: true) { _ in BundledPeopleSource() },
                Candidate(.http, HTTPPeopleSource.self) { resolver in
                    HTTPPeopleSource(api: try resolver.resolving((any APIRequesting).self), url: url, timeout: timeout)
                },
                Candidate(.file, FilePeopleSource.self) { _ in
                    guard let file else { throw PeopleFileError.notConfigured }
                    return FilePeopleSource(file: file, maxFileSize: maxFileSize)
                },
            ]
        )

        origin = source.origin(note: StoredListOrigin.sampleNote)
        context.record(Binding(service: DataOrigin.self, implementation: DataOrigin.self))

        let database = try StorageSettings.databaseFile(configuration, locations: context.platform.locations)
        let busyTimeout = try configuration.value(of: StorageSettings.busyTimeout)
        store = try context.choose(
            (any PeopleStoring).self,
            by: StorageSettings.backend,
            [
                Candidate(.sqlite, SQLitePeopleStore.self) { resolver in
                    try SQLitePeopleStore(file: database, busyTimeout: busyTimeout, logger: try resolver.resolving(Logger.self))
                },
                Candidate(.memory, InMemoryPeopleStore.self) { _ in InMemoryPeopleStore() },
            ]
        )

        peopleHandler = context.fixed(PeopleHandler.self, PeopleHandler.self, initializer: PeopleHandler.init(source:store:clock:))
        rouletteHandler = context.fixed(RouletteHandler.self, RouletteHandler.self, initializer: RouletteHandler.init)
        roulette = context.fixed(RouletteViewModel.self, RouletteViewModel.self, initializer: RouletteViewModel.init)
    }

    package func assemble(container: Container) {
        random.register(in: container).inObjectScope(.container)
        source.register(in: container)
        store.register(in: container).inObjectScope(.container)
        // Checked forwards (`as:`): the compiler proves each conformance, so resolving casts nothing.
        peopleHandler.register(in: container)
            .implements((any PeopleDownloading).self) { $0 }
            .implements((any PeopleRetrieving).self) { $0 }
        rouletteHandler.register(in: container)
            .implements((any PeopleRouletting).self) { $0 }
            .implements((any PickHistoryRetrieving).self) { $0 }
        roulette.register(in: container)
        let origin = origin
        container.register(DataOrigin.self) { _ in origin }
    }
}
