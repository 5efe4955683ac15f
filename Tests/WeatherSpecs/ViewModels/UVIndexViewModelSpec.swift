import Foundation
import Observables
import Promises
import SpecKit

@testable import Weather

final class UVIndexViewModelSpec: Spec {
    override func spec() {
        describe("UVIndexViewModel") {
            func report(_ value: Double) async throws -> UVIndexReport? {
                let provider = WeatherProviderStub { $0.uv = value }
                let viewModel = try await weatherGraph(provider: provider).resolve(UVIndexViewModel.self)
                viewModel.load(.city("Lugo"))
                _ = await viewModel.state.finished()
                return viewModel.state.value.value
            }

            let bands: [(Double, String, UVLevel, LevelColour)] = [
                (0, "0.0", .low, .green), (2.99, "3.0", .low, .green),
                (3, "3.0", .moderate, .yellow), (5.99, "6.0", .moderate, .yellow),
                (6, "6.0", .high, .orange), (7.99, "8.0", .high, .orange),
                (8, "8.0", .veryHigh, .red), (10.99, "11.0", .veryHigh, .red),
                (11, "11.0", .extreme, .violet), (14.26, "14.3", .extreme, .violet),
                (-1, "-1.0", .unknown, .none), (.nan, "?", .unknown, .none),
            ]
            for (value, text, level, colour) in bands {
                it("shows \(value) as \(text) \(level.rawValue) in \(colour.rawValue)") {
                    let shown = try await report(value)
                    expect(shown?.valueText) == text
                    expect(shown?.level) == level
                    expect(shown?.colour) == colour
                }
            }

            it("says when it was observed, in full date style, UTC") {
                let provider = WeatherProviderStub {
                    $0.cities["Vigo"] = Location(name: "Vigo", coordinates: Coordinates(known: 42.24, -8.72))
                    $0.uvDate = Date(timeIntervalSince1970: 1_763_726_400)
                }
                let viewModel = try await weatherGraph(provider: provider).resolve(UVIndexViewModel.self)
                viewModel.load(.city("Vigo"))
                _ = await viewModel.state.finished()
                expect(viewModel.state.value.value?.observedText) == "Friday, November 21, 2025 at 12:00 PM UTC"
                expect(viewModel.state.value.value?.place) == "Vigo"
            }

            it("gives the one line of --short from the same report") {
                let line = try await report(6.44)?.shortLine
                expect(line) == "UV 6.4 High"
            }

            it("shows the provider's failure") {
                let provider = WeatherProviderStub { $0.uvError = .undecodable(provider: "Stub", detail: "field value is missing") }
                let viewModel = try await weatherGraph(provider: provider).resolve(UVIndexViewModel.self)
                viewModel.load(.city("Lugo"))
                _ = await viewModel.state.finished()
                expect((viewModel.state.value.failure as? WeatherError)?.message)
                    == "Stub sent a response that could not be read: field value is missing"
            }
        }
    }
}
