import Composition
import CompositionTesting
import Foundation
import Fx
import FxAssemblies
import Injection
import Networking
import NetworkingTesting
import Platform
import SpecKit
import SpecKitHTTP
import Storage

/// fx's component through its production assembly, with the implementations chosen by a setting
/// mocked (AppTestContainer), or named in overrides.
final class FxAssemblySpec: Spec {
    override func spec() {
        describe("FxAssembly") {
            it("resolves the converter on the mocks, as the app would") {
                let app = try AppTestContainer(FxApp.application)
                app.register((any RatesFetching).self) { _ in
                    RatesFetchingStub(rates: [Rate(currency: "EUR", perBase: 1), Rate(currency: "USD", perBase: 2)])
                }
                app.register((any RecordStoring<Rate>).self) { _ in InMemoryRecordStore<Rate>() }
                app.register((any RecordStoring<Conversion>).self) { _ in InMemoryRecordStore<Conversion>() }
                let converter = try app.resolve(CurrencyConverter.self)
                let converted = try await converter.convert(3, from: "EUR", to: "USD").result
                expect(converted) == 6
            }
            it("fails naming every service to mock and the key production chooses it by") {
                let app = try AppTestContainer(FxApp.application)
                expect { try app.resolve(CurrencyConverter.self) }.to(
                    throwError { (error: ForgottenMocks) in
                        expect(error.description).to(contain("RatesFetching (production chooses it by rates.source)"))
                        expect(error.description).to(contain("any RecordStoring<Rate> (production chooses it by storage.backend)"))
                        expect(error.description).to(contain("any RecordStoring<Conversion> (production chooses it by storage.backend)"))
                    }
                )
            }
            it("uses the generic in-memory record stores on storage.backend=memory, one of each for the run") {
                let app = try AppTestContainer(FxApp.application, overrides: ["storage.backend=memory", "rates.source=bundled"])
                let rates = try app.resolve((any RecordStoring<Rate>).self)
                expect(rates).to(beAKindOf(InMemoryRecordStore<Rate>.self))
                expect(try app.resolve((any RecordStoring<Conversion>).self)).to(beAKindOf(InMemoryRecordStore<Conversion>.self))
                let converter = try app.resolve(CurrencyConverter.self)
                _ = try await converter.convert(100, from: "USD", to: "EUR")
                let rateCount = try await rates.count()
                expect(rateCount) == 5
                let conversionCount = try await app.resolve((any RecordStoring<Conversion>).self).count()
                expect(conversionCount) == 1
            }
            it("uses the generic SQLite record stores on storage.backend=sqlite, in the file of storage.path") {
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fx-assembly-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: directory) }
                let file = directory.appendingPathComponent("fx.sqlite")
                let app = try AppTestContainer(
                    FxApp.application,
                    overrides: ["storage.backend=sqlite", "storage.path=\(file.path)", "rates.source=bundled"]
                )
                expect(try app.resolve((any RecordStoring<Rate>).self)).to(beAKindOf(SQLiteRecordStore<Rate>.self))
                _ = try await app.resolve(CurrencyConverter.self).convert(100, from: "USD", to: "EUR")
                let database = try SQLiteDatabase(at: file, schema: FxDatabase.schema)
                let storedConversions = try await SQLiteRecordStore(database: database, table: FxDatabase.history).count()
                expect(storedConversions) == 1
                let storedRate = try await SQLiteRecordStore(database: database, table: FxDatabase.rates).retrieve(id: "USD")
                expect(storedRate) == Rate(currency: "USD", perBase: 1.08)
            }
            it("uses the real HTTPRates on rates.url, through the APIRequesting the spec mocks") {
                let http = HTTPStubs()
                http.stub(.get, url: "https://rates.example.com/latest").respond(body: #"{"base": "EUR", "rates": {"USD": 2}}"#)
                let app = try AppTestContainer(
                    FxApp.application,
                    overrides: ["rates.source=http", "rates.url=https://rates.example.com/latest", "http.timeout=3s"]
                )
                app.register((any APIRequesting).self) { _ in CurlAPIHandler(transport: HTTPStubsTransport(http)) }
                let source = try app.resolve((any RatesFetching).self)
                expect((source as? HTTPRates)?.timeout) == 3
                let fetched = try await source.rates()
                expect(fetched) == [Rate(currency: "EUR", perBase: 1), Rate(currency: "USD", perBase: 2)]
                expect(http.requests.map(\.url.absoluteString)) == ["https://rates.example.com/latest"]
            }
            it("throws fileNotConfigured when the rates are asked of a file no key names") {
                let app = try AppTestContainer(FxApp.application, overrides: ["rates.source=file"])
                expect { try app.resolve((any RatesFetching).self) }.to(
                    throwError { (error: ResolutionError) in
                        expect(error.description).to(contain("rates.source is file, but rates.file names no file"))
                    }
                )
            }
        }
    }
}
