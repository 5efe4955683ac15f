import Observables
import Platform
import Promises
import SpecKit

@testable import Weather

final class ViewStatePublisherSpec: Spec {
    override func spec() {
        describe("ViewStatePublisher") {
            func publisher(timeLimit: Duration = .seconds(60)) -> ViewStatePublisher<Int> {
                ViewStatePublisher(state: Observable(.idle), provider: "Open-Meteo", timeLimit: timeLimit)
            }

            context("when the work succeeds") {
                it("publishes loading, then the value") {
                    let publisher = publisher()
                    let work = Promise<Int>()
                    publisher.publish(work)
                    expect(publisher.state.value.isLoading).to(beTrue())
                    work.fulfill(7)
                    expect(publisher.state.value) == .success(7)
                }
            }
            context("when the work fails") {
                it("publishes a weather error as it is") {
                    let publisher = publisher()
                    publisher.publish(.rejected(WeatherError.offline(provider: "OpenWeather")))
                    expect(publisher.state.value.failure as? WeatherError) == .offline(provider: "OpenWeather")
                }
                it("publishes a time limit as a timeout of the provider") {
                    let publisher = publisher(timeLimit: .milliseconds(1))
                    publisher.publish(Promise<Int>())
                    let finished = await publisher.state.finished()
                    expect(finished.failure as? WeatherError) == .timeout(provider: "Open-Meteo")
                }
            }
        }

        describe("ViewStatePublisher.reported") {
            it("keeps a weather error and its message") {
                let error = ViewStatePublisher<Int>.reported(WeatherError.offline(provider: "Open-Meteo"), provider: "ignored")
                expect(error as? WeatherError) == .offline(provider: "Open-Meteo")
                expect((error as? WeatherError)?.message) == "cannot reach Open-Meteo: the network is offline or the host is unreachable"
            }
            it("turns a time limit into a timeout of the provider") {
                let error = ViewStatePublisher<Int>.reported(TimeoutError(limit: .seconds(1)), provider: "Open-Meteo")
                expect(error as? WeatherError) == .timeout(provider: "Open-Meteo")
            }
            it("keeps another user-facing error as it is") {
                let error = ViewStatePublisher<Int>.reported(OtherUserFacingErrorStub(), provider: "Open-Meteo")
                expect(error).to(beAKindOf(OtherUserFacingErrorStub.self))
                expect((error as? any UserFacingError)?.message) == "the configuration forbids this"
            }
            it("names only the type of an unknown error, never its description") {
                let error = ViewStatePublisher<Int>.reported(LeakyErrorStub(), provider: "OpenWeather")
                expect((error as? WeatherError)?.message) == "OpenWeather failed: an error of type LeakyErrorStub"
                expect((error as? WeatherError)?.message).toNot(contain("appid"))
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
