import CLI
import Platform
import Weather

/// The commands of `weather`: `current`, `cities [NAME...]`, `uv [--short]`, `air` and
/// `places`. Each resolves its view-model from the context, starts it, and awaits its finished
/// state through `WeatherTerminalView`: text on a terminal (coloured there only), JSON with
/// `--json` (docs/JSON.md); a failure's error is thrown as it is for the error printer, with its
/// exit status. Sample data from a bundled
/// provider is marked in text and named in JSON (`WeatherDataOrigins`).
///
/// ```swift
/// let root = Command<AppContext>("weather", abstract: "...", globalOptions: OutputOptions.all,
///                                subcommands: WeatherCommands<AppContext>.all)
/// ```
package enum WeatherCommands<Context: CommandContext> {
    /// `current`, `cities`, `uv`, `air`, `places`, in help order.
    package static var all: [Command<Context>] { [current, cities, uv, air, places] }

    /// `current`: the weather now at a location.
    package static var current: Command<Context> {
        Command(
            "current",
            abstract: "Show the current weather at a location.",
            discussion: "The location is --city, or --lat with --lon, or else weather.location; it is located first, then its weather fetched.",
            arguments: Arguments.location + [Arguments.units]
        ) { invocation, context in
            let defaults = try context.resolve(WeatherDefaults.self)
            let query = try locationQuery(invocation, defaults)
            let viewModel = try context.resolve(CurrentWeatherViewModel.self)
            let origins = try context.resolve(WeatherDataOrigins.self)
            viewModel.load(query, units: invocation[Arguments.units] ?? defaults.units)
            try await WeatherTerminalView(output: context.output, origin: origins.weather).show(viewModel.state, while: "Fetching the weather") {
                try CurrentWeatherView.render($0, to: $1)
            }
        }
    }

    /// `cities [NAME...]`: the weather of many cities, fetched in parallel.
    package static var cities: Command<Context> {
        Command(
            "cities",
            abstract: "Show the weather of several cities, fetched in parallel.",
            discussion:
                "Without names, the cities of weather.cities. A city that fails is shown as failed, the others as usual, and the exit status says "
                + "some failed.",
            arguments: [Arguments.cities, Arguments.units]
        ) { invocation, context in
            let defaults = try context.resolve(WeatherDefaults.self)
            let names = invocation[Arguments.cities]
            let viewModel = try context.resolve(CitiesViewModel.self)
            let origins = try context.resolve(WeatherDataOrigins.self)
            let cities = names.isEmpty ? defaults.cities : names
            // A progress line of the cities done (on a terminal, not with --quiet or --json),
            // erased once all are: the view then shows the finished state without a spinner.
            _ = await context.output.withProgress("Fetching the weather", total: cities.count) { progress in
                viewModel.load(cities, units: invocation[Arguments.units] ?? defaults.units) { progress.advance(item: $0) }
                return await viewModel.state.finished()
            }
            let report = try await WeatherTerminalView(output: context.output, origin: origins.weather).show(
                viewModel.state,
                while: "Fetching the weather"
            ) {
                try CitiesView.render($0, to: $1)
            }
            if let failure = report.failure { throw failure }
        }
    }

    /// `uv [--short]`: the UV index, its band and colour.
    package static var uv: Command<Context> {
        Command(
            "uv",
            abstract: "Show the UV index at a location, its band and when it was observed.",
            discussion: "Bands: below 3 Low, below 6 Moderate, below 8 High, below 11 Very high, then Extreme.",
            arguments: Arguments.location + [Arguments.short]
        ) { invocation, context in
            try invocation.reject(Arguments.short, with: OutputOptions.json)
            let defaults = try context.resolve(WeatherDefaults.self)
            let query = try locationQuery(invocation, defaults)
            let viewModel = try context.resolve(UVIndexViewModel.self)
            let origins = try context.resolve(WeatherDataOrigins.self)
            viewModel.load(query)
            let short = invocation[Arguments.short]
            // --short stays one line, for a status bar: sample data is marked on it.
            try await WeatherTerminalView(output: context.output, origin: origins.weather, notesSampleData: !short)
                .show(viewModel.state, while: "Fetching the UV index") { report, output in
                    if short {
                        try UVIndexView.renderShort(report, sample: origins.weather.sample, to: output)
                    } else {
                        try UVIndexView.render(report, to: output)
                    }
                }
        }
    }

    /// `air`: PM2.5, PM10, NO2 and O3 and the overall level.
    package static var air: Command<Context> {
        Command(
            "air",
            abstract: "Show the air quality at a location: PM2.5, PM10, NO2, O3 and overall.",
            discussion: "The four are fetched in parallel; the overall level is the worst of them.",
            arguments: Arguments.location
        ) { invocation, context in
            let defaults = try context.resolve(WeatherDefaults.self)
            let query = try locationQuery(invocation, defaults)
            let viewModel = try context.resolve(AirQualityViewModel.self)
            let origins = try context.resolve(WeatherDataOrigins.self)
            viewModel.load(query)
            try await WeatherTerminalView(output: context.output, origin: origins.weather).show(viewModel.state, while: "Fetching the air quality") {
                try AirQualityView.render($0, to: $1)
            }
        }
    }

    /// `places [--radius <metres>] [--type <type>]`: places nearby.
    package static var places: Command<Context> {
        Command(
            "places",
            abstract: "Show places near a location, with rating and whether open now.",
            arguments: Arguments.location + [Arguments.radius, Arguments.type]
        ) { invocation, context in
            let defaults = try context.resolve(WeatherDefaults.self)
            let query = try locationQuery(invocation, defaults)
            // Both are checked as they are parsed (--radius in range, --type not blank), and the
            // configured defaults when the configuration is loaded.
            let radius = invocation[Arguments.radius] ?? defaults.placesRadius
            let type = (invocation[Arguments.type] ?? defaults.placesType).trimmingBlanks
            let viewModel = try context.resolve(PlacesViewModel.self)
            let origins = try context.resolve(WeatherDataOrigins.self)
            viewModel.load(query, radius: radius, type: type)
            try await WeatherTerminalView(output: context.output, origin: origins.places).show(viewModel.state, while: "Finding places") {
                try PlacesView.render($0, to: $1)
            }
        }
    }

    static func locationQuery(_ invocation: CommandInvocation, _ defaults: WeatherDefaults) throws(WeatherError) -> LocationQuery {
        try LocationQuery(
            latitude: invocation[Arguments.latitude],
            longitude: invocation[Arguments.longitude],
            city: invocation[Arguments.city],
            configured: defaults.location
        )
    }
}

typealias Arguments = WeatherArguments
