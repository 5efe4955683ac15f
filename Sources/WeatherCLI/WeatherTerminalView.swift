import CLI
import Observables
import Platform
import Weather

/// The terminal side of every weather command: observes a view-model's state until it has
/// finished (`Observable.finished()`, with a spinner on a terminal meanwhile), then prints the
/// report as text, with a marker line when the provider gives sample data, or, with `--json`,
/// as JSON with the provider's name and `sample`; a failure's error is thrown as the view-model
/// published it, for the error printer to report with its exit status.
///
/// ```swift
/// viewModel.load(query, units: units)
/// try await WeatherTerminalView(output: output, origin: origins.weather).show(viewModel.state, while: "Fetching the weather") {
///     try CurrentWeatherView.render($0, to: $1)
/// }
/// ```
package struct WeatherTerminalView: Sendable {
    let output: CommandOutput
    let origin: DataOrigin
    let notesSampleData: Bool

    /// A view writing to `output` what `origin` answered; `notesSampleData` false leaves the
    /// marker line to the renderer (a one-line form marks sample data on its line).
    package init(output: CommandOutput, origin: DataOrigin, notesSampleData: Bool = true) {
        self.output = output
        self.origin = origin
        self.notesSampleData = notesSampleData
    }

    /// Shows the finished state of `state`: `render` for text, JSON for `--json`; returns the
    /// report shown, or throws the failure's error. Throws `WeatherError.cancelled` when the
    /// wait is cancelled before the state finishes. A state that has already finished (bundled
    /// data) is shown without a spinner, whose timer would start threads for nothing.
    @discardableResult
    package func show<Report: Encodable & Sendable>(
        _ state: Observable<ViewState<Report>>,
        while message: String,
        render: (Report, CommandOutput) throws -> Void
    ) async throws -> Report {
        let current = state.value
        let finished = current.isFinished ? current : await output.withSpinner(message) { await state.finished() }
        switch finished {
        case let .success(report):
            if output.isJSON {
                try output.json(report, from: origin)
            } else {
                try render(report, output)
                if notesSampleData { try output.markSampleData(origin) }
            }
            return report
        case let .failure(error):
            throw error
        case .idle, .loading:
            throw WeatherError.cancelled
        }
    }
}
