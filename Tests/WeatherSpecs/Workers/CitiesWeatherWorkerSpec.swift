import Platform
import Promises
import SpecKit

@testable import Weather

final class CitiesWeatherWorkerSpec: Spec {
    override func spec() {
        describe("CitiesWeatherWorker") {
            let cities = ["A Coruña", "Lugo", "Ourense", "Pontevedra"]

            it("looks every city up in parallel") {
                let barrier = StartBarrier(count: cities.count)
                let provider = WeatherProviderStub { $0.geocodingBarrier = barrier }
                let rows = try await once(CitiesWeatherWorker(lookup: WeatherLookup(provider: provider)), cities).value
                expect(barrier.timedOut).to(beFalse())
                expect(rows.map(\.city)) == cities
                expect(Set(provider.calls)) == Set(cities.map { "locate \($0)" } + cities.map { "weather \($0)" })
            }

            it("looks up no more cities at once than its limit, and each city once") {
                let provider = WeatherProviderStub()
                let many = (0..<12).map { cities[$0 % cities.count] }
                let rows = try await CitiesWeatherWorker(lookup: WeatherLookup(provider: provider), maxConcurrent: 2).run(many)
                expect(rows.map(\.city)) == many
                expect(provider.mostCitiesAtOnce).to(beLessThanOrEqualTo(2))
                expect(provider.calls.filter { $0.hasPrefix("locate") }.count) == 12
            }

            it("tells of each row as soon as its city's lookup ends, failed ones too") {
                let heard = LockedValue<[String]>([])
                let worker = CitiesWeatherWorker(lookup: WeatherLookup(provider: WeatherProviderStub())).reporting { row in
                    heard.update { $0.append(row.city) }
                }
                let rows = try await worker.run(["Lugo", "Atlantis", " "])
                expect(rows.map(\.city)) == ["Lugo", "Atlantis", " "]
                expect(heard.value.sorted()) == [" ", "Atlantis", "Lugo"]
            }

            context("when one city fails among many") {
                it("keeps the others, in order, and makes the failed city a failed row") {
                    let provider = WeatherProviderStub { $0.weatherErrors["Ourense"] = .providerFailed(provider: "Stub", status: 500) }
                    let rows = try await once(
                        CitiesWeatherWorker(lookup: WeatherLookup(provider: provider)),
                        ["Lugo", "Atlantis", "Ourense", "Pontevedra"]
                    ).value
                    expect(rows.map(\.city)) == ["Lugo", "Atlantis", "Ourense", "Pontevedra"]
                    expect(rows.map { (try? $0.result.get())?.place }) == ["Lugo", nil, nil, "Pontevedra"]
                    expect(rows[1].result.failure as? WeatherError) == .unknownCity("Atlantis")
                    expect(rows[2].result.failure as? WeatherError) == .providerFailed(provider: "Stub", status: 500)
                }
            }

            context("when a name is blank") {
                it("fails that row without asking the provider") {
                    let provider = WeatherProviderStub()
                    let rows = try await once(CitiesWeatherWorker(lookup: WeatherLookup(provider: provider)), [" ", "Lugo"]).value
                    expect(rows[0].result.failure as? WeatherError) == .blankCity
                    expect(provider.calls) == ["locate Lugo", "weather Lugo"]
                }
            }

            it("gives no rows for no cities") {
                let rows = try await once(CitiesWeatherWorker(lookup: WeatherLookup(provider: WeatherProviderStub())), []).value
                expect(rows).to(beEmpty())
            }
        }
    }
}
