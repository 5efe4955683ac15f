import CLI
import Platform
import Weather
import WeatherCLI

/// A context whose services are registered by hand, for running the weather commands in a
/// spec without the composition root.
struct WeatherContextStub: CommandContext {
    struct Missing: Error, CustomStringConvertible {
        let service: String
        var description: String { "no \(service) registered in the spec" }
    }

    let output: CommandOutput
    let services: [ObjectIdentifier: any Sendable]

    func resolve<Service>(_ service: Service.Type, name: String?) throws -> Service {
        guard let found = services[ObjectIdentifier(service)] as? Service else { throw Missing(service: "\(service)") }
        return found
    }
}

/// Runs `weather` command lines against view-models built on given providers.
struct WeatherCommandRunner {
    let console: BufferedConsole
    let services: [ObjectIdentifier: any Sendable]

    init(
        isTerminal: Bool = false,
        weather: any WeatherProviding = BundledWeatherProvider(),
        places: any PlacesProviding = BundledPlacesProvider(),
        defaults: WeatherDefaults = .standard,
        origins: WeatherDataOrigins = WeatherDataOrigins(weather: .live, places: .live)
    ) {
        console = BufferedConsole(isTerminal: isTerminal)
        let lookup = WeatherLookup(provider: weather)
        let locating = LocationWorker(geocoder: weather)
        services = [
            ObjectIdentifier(WeatherDefaults.self): defaults,
            ObjectIdentifier(WeatherDataOrigins.self): origins,
            ObjectIdentifier(CurrentWeatherViewModel.self): CurrentWeatherViewModel(lookup: lookup),
            ObjectIdentifier(CitiesViewModel.self): CitiesViewModel(worker: CitiesWeatherWorker(lookup: lookup)),
            ObjectIdentifier(UVIndexViewModel.self): UVIndexViewModel(locating: locating, uv: UVIndexWorker(provider: weather)),
            ObjectIdentifier(AirQualityViewModel.self): AirQualityViewModel(locating: locating, air: AirQualityWorker(provider: weather)),
            ObjectIdentifier(PlacesViewModel.self): PlacesViewModel(locating: locating, places: PlacesWorker(provider: places)),
        ]
    }

    /// Runs the arguments (without the program name) and returns the exit status.
    func run(_ arguments: String...) async -> ExitCode {
        let root = Command<WeatherContextStub>(
            "weather",
            abstract: "Weather.",
            globalOptions: OutputOptions.all,
            subcommands: WeatherCommands<WeatherContextStub>.all
        )
        let services = services
        return await CommandLineTool(root: root, sleeper: ImmediateSleeper())
            .run(arguments, console: console, environment: DictionaryEnvironment([:])) { _, output in
                WeatherContextStub(output: output, services: services)
            }
    }

    var standardOutput: String { console.output.text }
    var standardError: String { console.error.text }
}
