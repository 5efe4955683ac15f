import Configuration
import Foundation
import Injection
import PeopleRoulette
import Platform

/// The people-roulette component: where the people come from (`people.source`), where they are
/// kept (`storage.backend`), and the handlers and view-model on top, registered by initializer
/// so the graph is validated before any command runs.
///
/// | Service | Implementation |
/// |---|---|
/// | `PeopleSource` | `BundledPeopleSource` (bundled), `FilePeopleSource` (file), or forbidden |
/// | `PeopleStoring` | `InMemoryPeopleStore` (memory), or forbidden; one per run |
/// | `UsersHandler`, `UsersDownloading`, `UsersRetrieving` | `UsersHandler` |
/// | `RouletteHandler`, `PeopleRouletting`, `PickHistoryRetrieving` | `RouletteHandler` |
/// | `RouletteViewModel` | `RouletteViewModel` |
public struct PeopleRouletteAssembly: ComponentAssembly {
    public static let settings: [any SettingDeclaring] = PeopleSettings.all + StorageSettings.all

    let source: Implementation<any PeopleSource>
    let store: Implementation<any PeopleStoring>
    let usersHandler: Implementation<UsersHandler>
    let rouletteHandler: Implementation<RouletteHandler>
    let roulette: Implementation<RouletteViewModel>

    public init(context: AssemblyContext) throws {
        let configuration = context.configuration
        let file = try configuration.valueIfSet(of: PeopleSettings.file)
        source = try context.choose((any PeopleSource).self, by: PeopleSettings.source, [
            Candidate("bundled", BundledPeopleSource.self) { _ in BundledPeopleSource() },
            Candidate("file", FilePeopleSource.self) { _ in
                guard let file else { throw PeopleFileError.notConfigured }
                return FilePeopleSource(file: file)
            },
        ])
        store = try context.choose((any PeopleStoring).self, by: StorageSettings.backend, [
            Candidate("memory", InMemoryPeopleStore.self) { _ in InMemoryPeopleStore() },
        ])
        usersHandler = context.fixed(UsersHandler.self, UsersHandler.self, initializer: UsersHandler.init)
        rouletteHandler = context.fixed(RouletteHandler.self, RouletteHandler.self, initializer: RouletteHandler.init)
        roulette = context.fixed(RouletteViewModel.self, RouletteViewModel.self, initializer: RouletteViewModel.init)
    }

    public func assemble(container: Container) {
        source.register(in: container)
        store.register(in: container).inObjectScope(.container)
        usersHandler.register(in: container)
            .implements((any UsersDownloading).self, (any UsersRetrieving).self)
        rouletteHandler.register(in: container)
            .implements((any PeopleRouletting).self, (any PickHistoryRetrieving).self)
        roulette.register(in: container)
    }
}
