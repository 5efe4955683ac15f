import CLI
import Composition
import NetworkingAssemblies
import WeatherCLI

/// The `weather` app: its components and commands. `Sources/weather/main.swift` runs it.
///
/// ```swift
/// let code = await WeatherApp.application.run(Array(CommandLine.arguments.dropFirst()))
/// ```
package enum WeatherApp {
    /// The component assemblies, after Platform: networking (for the live providers), then weather's own.
    package static let components: [any ComponentAssembly.Type] = [NetworkingAssembly.self, WeatherAssembly.self]

    /// The app: `current`, `cities`, `uv`, `air`, `places`, then `config` and `graph`.
    package static let application = Application(
        name: "weather",
        version: Application.frameworkVersion,
        abstract: "Current weather, many cities at once, UV index, air quality and places nearby.",
        discussion:
            "Providers are chosen by configuration: weather.provider (bundled, open-meteo, openweather) and places.provider (bundled, google). "
            + "'weather config' shows every setting, its value and where it came from; 'weather help <command>' explains a command.",
        components: components,
        commands: WeatherCommands<AppContext>.all
    )
}
