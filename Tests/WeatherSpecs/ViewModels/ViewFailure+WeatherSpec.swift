import Observables
import Platform
import Promises
import SpecKit

@testable import Weather

final class ViewFailureWeatherSpec: Spec {
    override func spec() {
        describe("ViewFailure.weather") {
            it("keeps a weather error and its message") {
                let failure = ViewFailure.weather(WeatherError.offline(provider: "Open-Meteo"), provider: "ignored")
                expect(failure.message) == "cannot reach Open-Meteo: the network is offline or the host is unreachable"
                expect(failure.error as? WeatherError) == .offline(provider: "Open-Meteo")
            }
            it("turns a time limit into a timeout of the provider") {
                let failure = ViewFailure.weather(TimeoutError(limit: .seconds(1)), provider: "Open-Meteo")
                expect(failure.error as? WeatherError) == .timeout(provider: "Open-Meteo")
            }
            it("keeps another user-facing error as it is") {
                let failure = ViewFailure.weather(OtherUserFacingErrorStub(), provider: "Open-Meteo")
                expect(failure.message) == "the configuration forbids this"
                expect(failure.error is OtherUserFacingErrorStub) == true
            }
            it("names only the type of an unknown error, never its description") {
                let failure = ViewFailure.weather(LeakyErrorStub(), provider: "OpenWeather")
                expect(failure.message) == "OpenWeather failed: an error of type LeakyErrorStub"
                expect(failure.message).toNot(contain("appid"))
            }
        }
    }
}

struct OtherUserFacingErrorStub: UserFacingError {
    var message: String { "the configuration forbids this" }
    var exitCode: ExitCode { .configuration }
}

struct LeakyErrorStub: Error, CustomStringConvertible {
    var description: String { "GET https://api.example.com/weather?appid=secret failed" }
}
