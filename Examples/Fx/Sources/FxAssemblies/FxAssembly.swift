import Composition
import Configuration
import Fx
import Injection
import Networking
import NetworkingAssemblies
import Platform
import Storage

/// The fx component: where the rates come from (`rates.source`), where they and the history are
/// kept (`storage.backend`, two generic record stores over one database), and the converter on
/// top, registered by its initializer so the graph is validated before any command runs.
///
/// | Service | Implementation |
/// |---|---|
/// | `RatesFetching` | `BundledRates` (bundled), `FileRates` (file, on rates.file), `HTTPRates` (http, on rates.url through `APIRequesting`) |
/// | `SQLiteDatabase` | the file at storage.path, opened on first use |
/// | `RecordStoring<Rate>`, `RecordStoring<Conversion>` | `SQLiteRecordStore` (sqlite) or `InMemoryRecordStore` (memory) |
/// | `CurrencyConverter` | `CurrencyConverter` |
///
/// Nothing is read, opened or sent while assembling: the database is opened, the rates file
/// read and `rates.url` asked when a command needs them, so `config` and `graph` work offline
/// and whatever the files hold.
public struct FxAssembly: ComponentAssembly {
    public static let settings: [any SettingDeclaring] = RatesSettings.all + StorageSettings.all

    let source: ChosenImplementation<any RatesFetching, RatesSettings.Source>
    let database: Implementation<SQLiteDatabase>
    let rates: ChosenImplementation<any RecordStoring<Rate>, StorageSettings.Backend>
    let history: ChosenImplementation<any RecordStoring<Conversion>, StorageSettings.Backend>
    let converter: Implementation<CurrencyConverter>

    public init(context: AssemblyContext) throws {
        let configuration = context.configuration
        let file = try configuration.valueIfSet(of: RatesSettings.file)
        let url = try configuration.valueIfSet(of: RatesSettings.url)
        let timeout = try HTTPSettings.timeoutSeconds(configuration)
        source = try context.choose(
            (any RatesFetching).self,
            by: RatesSettings.source,
            [
                Candidate(.bundled, BundledRates.self) { _ in BundledRates() },
                Candidate(.file, FileRates.self) { _ in
                    guard let file else { throw RatesError.fileNotConfigured }
                    return FileRates(file: file)
                },
                Candidate(.http, HTTPRates.self) { resolver in
                    guard let url else { throw RatesError.urlNotConfigured }
                    return HTTPRates(api: try resolver.resolving((any APIRequesting).self), url: url, timeout: timeout)
                },
            ]
        )

        let databaseFile = try StorageSettings.databaseFile(configuration, locations: context.platform.locations)
        database = context.fixed(SQLiteDatabase.self, SQLiteDatabase.self) { _ in
            try SQLiteDatabase(at: databaseFile, schema: FxDatabase.schema)
        }
        rates = try context.choose(
            (any RecordStoring<Rate>).self,
            by: StorageSettings.backend,
            [
                Candidate(.sqlite, SQLiteRecordStore<Rate>.self) { resolver in
                    SQLiteRecordStore(database: try resolver.resolving(SQLiteDatabase.self), table: FxDatabase.rates)
                },
                Candidate(.memory, InMemoryRecordStore<Rate>.self) { _ in InMemoryRecordStore<Rate>() },
            ]
        )
        history = try context.choose(
            (any RecordStoring<Conversion>).self,
            by: StorageSettings.backend,
            [
                Candidate(.sqlite, SQLiteRecordStore<Conversion>.self) { resolver in
                    SQLiteRecordStore(database: try resolver.resolving(SQLiteDatabase.self), table: FxDatabase.history)
                },
                Candidate(.memory, InMemoryRecordStore<Conversion>.self) { _ in InMemoryRecordStore<Conversion>() },
            ]
        )

        converter = context.fixed(CurrencyConverter.self, CurrencyConverter.self, initializer: CurrencyConverter.init)
    }

    public func assemble(container: Container) {
        source.register(in: container)
        database.register(in: container).inObjectScope(.container)
        rates.register(in: container).inObjectScope(.container)
        history.register(in: container).inObjectScope(.container)
        converter.register(in: container)
    }
}
