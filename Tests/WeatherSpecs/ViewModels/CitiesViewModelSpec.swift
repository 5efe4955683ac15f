import Observables
import Platform
import Promises
import SpecKit

@testable import Weather

final class CitiesViewModelSpec: Spec {
    override func spec() {
        describe("CitiesViewModel") {
            func report(_ cities: [String], provider: WeatherProviderStub, units: Units = .metric) async throws -> ViewState<CitiesReport> {
                let viewModel = try await weatherGraph(provider: provider).resolve(CitiesViewModel.self)
                viewModel.load(cities, units: units)
                _ = await viewModel.state.finished()
                return viewModel.state.value
            }

            context("when every city answers") {
                it("shows a row per city in the order asked, and no failure") {
                    let state = try await report(["Pontevedra", "Lugo"], provider: WeatherProviderStub())
                    expect(state.value?.rows.map(\.city)) == ["Pontevedra", "Lugo"]
                    expect(state.value?.rows.map { $0.weather?.temperatureText }) == ["14.3 °C", "14.3 °C"]
                    expect(state.value?.failedCount) == 0
                    expect(state.value?.failure).to(beNil())
                }
                it("converts every row to the units asked for") {
                    let state = try await report(["Lugo"], provider: WeatherProviderStub(), units: .imperial)
                    expect(state.value?.rows.first?.weather?.temperatureText) == "57.7 °F"
                }
            }

            it("tells onCity of each city whose lookup has ended") {
                let heard = LockedValue<[String]>([])
                let viewModel = try await weatherGraph(provider: WeatherProviderStub()).resolve(CitiesViewModel.self)
                viewModel.load(["Pontevedra", "Lugo"], units: .metric) { city in heard.update { $0.append(city) } }
                _ = await viewModel.state.finished()
                expect(heard.value.sorted()) == ["Lugo", "Pontevedra"]
            }

            context("when one city fails among many") {
                it("succeeds with the failed row saying why, and a failure for the exit status") {
                    let provider = WeatherProviderStub { $0.weatherErrors["Ourense"] = .rateLimited(provider: "Stub") }
                    let state = try await report(["A Coruña", "Lugo", "Ourense", "Pontevedra"], provider: provider)
                    let rows = state.value?.rows ?? []
                    expect(rows.map(\.failed)) == [false, false, true, false]
                    expect(rows[2].error) == "Stub is limiting requests (HTTP 429 too many requests)"
                    expect(state.value?.failure) == .someCitiesFailed(failed: 1, total: 4, status: .unavailable)
                    expect(state.value?.failure?.message) == "1 of 4 cities failed; their rows say why"
                }
                it("takes the exit status of the first failed row") {
                    let provider = WeatherProviderStub { $0.weatherErrors["Lugo"] = .offline(provider: "Stub") }
                    let state = try await report(["Atlantis", "Lugo"], provider: provider)
                    expect(state.value?.failure) == .someCitiesFailed(failed: 2, total: 2, status: .notFound)
                }
            }
        }
    }
}
