import Observables
import Promises
import SpecKit

@testable import Weather

final class PlacesViewModelSpec: Spec {
    override func spec() {
        describe("PlacesViewModel") {
            var weather: WeatherProviderStub!
            beforeEach { weather = WeatherProviderStub() }

            it("chains the location into the places near it") {
                let places = PlacesProviderStub(
                    .success([
                        Place(name: "Casa Pardo", rating: 4.6, openNow: true, vicinity: "Rúa Novoa Santos, 15"),
                        Place(name: "Pablo Gallego", rating: nil, openNow: nil),
                        Place(name: "Taberna da Galera", rating: 4.5, openNow: false),
                    ])
                )
                let viewModel = try await weatherGraph(provider: weather, places: places).resolve(PlacesViewModel.self)
                viewModel.load(.city("A Coruña"), radius: 500, type: "restaurant")
                _ = await viewModel.state.finished()
                let report = viewModel.state.value.value
                expect(report?.place) == "A Coruña"
                expect(report?.places.map(\.name)) == ["Casa Pardo", "Pablo Gallego", "Taberna da Galera"]
                expect(report?.places.map(\.ratingText)) == ["4.6", "-", "4.5"]
                expect(report?.places.map(\.openText)) == ["open", "unknown", "closed"]
                expect(places.calls) == ["places 43.3623,-8.4115 500 restaurant"]
            }

            it("shows no places as an empty report") {
                let viewModel = try await weatherGraph(provider: weather, places: PlacesProviderStub(.success([]))).resolve(PlacesViewModel.self)
                viewModel.load(.city("Lugo"), radius: 150, type: "museum")
                _ = await viewModel.state.finished()
                expect(viewModel.state.value.value?.places).to(beEmpty())
            }

            it("shows an unauthorized key by its variable") {
                let places = PlacesProviderStub(.failure(.unauthorized(provider: "Google Places", variable: "GOOGLE_PLACES_API_KEY")))
                let viewModel = try await weatherGraph(provider: weather, places: places).resolve(PlacesViewModel.self)
                viewModel.load(.city("Lugo"), radius: 150, type: "cafe")
                _ = await viewModel.state.finished()
                expect((viewModel.state.value.failure as? WeatherError)?.message)
                    == "Google Places refused the API key in GOOGLE_PLACES_API_KEY (unauthorized)"
                expect((viewModel.state.value.failure as? WeatherError)?.exitCode) == .configuration
            }
        }
    }
}
