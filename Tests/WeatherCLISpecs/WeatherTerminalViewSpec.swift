import CLI
import Observables
import SpecKit
import Weather
import WeatherCLI

final class WeatherTerminalViewSpec: Spec {
    override func spec() {
        describe("WeatherTerminalView") {
            context("when the view-model succeeds") {
                it("renders the report as text") {
                    let recorder = OutputRecorder()
                    let state = Observable<ViewState<UVIndexReport>>(.success(SampleReports.uv))
                    try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                        try UVIndexView.renderShort($0, to: $1)
                    }
                    expect(recorder.text) == "UV 11.3 Extreme\n"
                }
                it("prints JSON with --json") {
                    let recorder = OutputRecorder(json: true)
                    let state = Observable<ViewState<CurrentWeatherReport>>(.success(SampleReports.current))
                    try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                        try CurrentWeatherView.render($0, to: $1)
                    }
                    expect(recorder.text).to(matchSnapshot(named: "current-json"))
                }
                it("prints the cities as JSON, failed rows with their reason") {
                    let recorder = OutputRecorder(json: true)
                    let state = Observable<ViewState<CitiesReport>>(.success(SampleReports.cities))
                    try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                        try CitiesView.render($0, to: $1)
                    }
                    expect(recorder.text).to(matchSnapshot(named: "cities-json"))
                }
                it("waits for a state that is still loading") {
                    let recorder = OutputRecorder()
                    let state = Observable<ViewState<UVIndexReport>>(.loading)
                    Task {
                        await Task.yield()
                        state.value = .success(SampleReports.uv)
                    }
                    try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                        try UVIndexView.renderShort($0, to: $1)
                    }
                    expect(recorder.text) == "UV 11.3 Extreme\n"
                    expect(state.observerCount) == 0
                }
            }
            context("on a terminal") {
                it("starts no spinner for a state that has already finished") {
                    let sleeper = SleeperSpy()
                    let recorder = OutputRecorder(colour: true, sleeper: sleeper)
                    let state = Observable<ViewState<UVIndexReport>>(.success(SampleReports.uv))
                    try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                        try UVIndexView.renderShort($0, to: $1)
                    }
                    expect(sleeper.calls) == 0
                }
                it("runs the spinner while the state loads") {
                    let sleeper = SleeperSpy()
                    let recorder = OutputRecorder(colour: true, sleeper: sleeper)
                    let state = Observable<ViewState<UVIndexReport>>(.loading)
                    Task {
                        while state.observerCount == 0 { await Task.yield() }
                        state.value = .success(SampleReports.uv)
                    }
                    try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                        try UVIndexView.renderShort($0, to: $1)
                    }
                    expect(sleeper.calls) > 0
                }
            }
            context("when the view-model fails") {
                it("throws the failure's error as it is and prints nothing") {
                    let recorder = OutputRecorder()
                    let state = Observable<ViewState<UVIndexReport>>(.failure(WeatherError.rateLimited(provider: "Stub")))
                    await expecta {
                        try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                            try UVIndexView.render($0, to: $1)
                        }
                    }
                    .to(throwError(WeatherError.rateLimited(provider: "Stub")))
                    expect(recorder.text) == ""
                }
                it("waits for a failure while loading and throws its error") {
                    let recorder = OutputRecorder()
                    let state = Observable<ViewState<UVIndexReport>>(.loading)
                    Task {
                        await Task.yield()
                        state.value = .failure(WeatherError.unknownCity("Atlantis"))
                    }
                    await expecta {
                        try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                            try UVIndexView.render($0, to: $1)
                        }
                    }
                    .to(throwError(WeatherError.unknownCity("Atlantis")))
                    expect(recorder.text) == ""
                    expect(state.observerCount) == 0
                }
            }
            context("when the wait is cancelled before the state finishes") {
                it("throws cancelled and prints nothing") {
                    let recorder = OutputRecorder()
                    let state = Observable<ViewState<UVIndexReport>>(.loading)
                    let showing = Task {
                        try await WeatherTerminalView(output: recorder.output, origin: .live).show(state, while: "Reading") {
                            try UVIndexView.render($0, to: $1)
                        }
                    }
                    showing.cancel()
                    await expecta { try await showing.value }.to(throwError(WeatherError.cancelled))
                    expect(recorder.text) == ""
                }
            }
        }
    }
}
