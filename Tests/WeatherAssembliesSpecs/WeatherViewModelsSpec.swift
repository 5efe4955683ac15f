import Composition
import CompositionTesting
import Observables
import Promises
import SpecKit
import Weather
import WeatherAssemblies

/// The weather view-models as the app resolves them, from the production assemblies with mock
/// providers registered over the unmocked ones: every band boundary of the UV index and of
/// each pollutant.
final class WeatherViewModelsSpec: Spec {
    override func spec() {
        describe("the weather view-models from a mock-populated container") {
            func container(_ mock: WeatherProviderMock) async throws -> AppTestContainer {
                try await WeatherApp.application.test(.container) { app in
                    app.register((any WeatherProviding).self) { _ in mock }
                    app.register((any PlacesProviding).self) { _ in PlacesProviderMock() }
                    return app
                }
            }

            describe("UVIndexViewModel") {
                let bands: [(Double, String, LevelColour)] = [
                    (0, "Low", .green), (2.99, "Low", .green), (3, "Moderate", .yellow), (5.99, "Moderate", .yellow),
                    (6, "High", .orange), (7.99, "High", .orange), (8, "Very high", .red), (10.99, "Very high", .red),
                    (11, "Extreme", .violet), (-0.5, "Unknown", .none),
                ]
                for (value, level, colour) in bands {
                    it("shows \(value) as \(level) in \(colour.rawValue)") {
                        let app = try await container(WeatherProviderMock(uv: value))
                        let viewModel = try app.resolve(UVIndexViewModel.self)
                        viewModel.load(.city("Lugo"))
                        _ = await viewModel.state.finished()
                        expect(viewModel.state.value.value?.level.rawValue) == level
                        expect(viewModel.state.value.value?.colour) == colour
                    }
                }
                it("says when in full date style, UTC") {
                    let viewModel = try await container(WeatherProviderMock()).resolve(UVIndexViewModel.self)
                    viewModel.load(.city("Lugo"))
                    _ = await viewModel.state.finished()
                    expect(viewModel.state.value.value?.observedText) == "Friday, November 21, 2025 at 12:00 PM UTC"
                }
            }

            describe("AirQualityViewModel") {
                let levels = ["Very low", "Low", "Medium", "High", "Very high"]
                for pollutant in Pollutant.allCases {
                    for (index, bound) in pollutant.bounds.enumerated() {
                        for value in [bound - 0.01, bound] {
                            let expected = value < bound ? levels[index] : levels[index + 1]
                            it("shows \(pollutant.rawValue) at \(value) as \(expected)") {
                                var readings: [Pollutant: Double] = [.pm25: 0, .pm10: 0, .no2: 0, .o3: 0]
                                readings[pollutant] = value
                                let viewModel = try await container(WeatherProviderMock(readings: readings)).resolve(AirQualityViewModel.self)
                                viewModel.load(.city("Lugo"))
                                _ = await viewModel.state.finished()
                                let row = viewModel.state.value.value?.readings.first { $0.pollutant == pollutant }
                                expect(row?.level.rawValue) == expected
                                expect(viewModel.state.value.value?.overall.rawValue) == expected
                            }
                        }
                    }
                }
            }

            describe("CurrentWeatherViewModel") {
                it("converts units and names the compass point") {
                    let viewModel = try await container(WeatherProviderMock()).resolve(CurrentWeatherViewModel.self)
                    viewModel.load(.city("Lugo"), units: .kelvin)
                    _ = await viewModel.state.finished()
                    expect(viewModel.state.value.value?.temperatureText) == "283.9 K"
                    expect(viewModel.state.value.value?.windText) == "2.1 m/s SSW"
                }
            }

            describe("CitiesViewModel") {
                it("shows every city asked for, in order") {
                    let viewModel = try await container(WeatherProviderMock()).resolve(CitiesViewModel.self)
                    viewModel.load(["Ourense", "Lugo"], units: .metric)
                    _ = await viewModel.state.finished()
                    expect(viewModel.state.value.value?.rows.map(\.city)) == ["Ourense", "Lugo"]
                }
            }

            describe("PlacesViewModel") {
                it("asks the places provider with the radius and type") {
                    let viewModel = try await container(WeatherProviderMock()).resolve(PlacesViewModel.self)
                    viewModel.load(.city("Lugo"), radius: 250, type: "cafe")
                    _ = await viewModel.state.finished()
                    expect(viewModel.state.value.value?.places.map(\.name)) == ["Mock cafe within 250 m"]
                }
            }
        }
    }
}
