import CLI
import Composition
import Configuration
import Injection
import Networking
import NetworkingAssemblies
import Weather
import WeatherCLI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The weather component: the weather provider chosen by `weather.provider`, the places
/// provider chosen by `places.provider` (the live ones send their requests through the
/// networking component's handler), the defaults the commands fall back on, and the five
/// view-models on whichever providers were chosen.
///
/// | Service | Implementation |
/// |---|---|
/// | `WeatherProviding` | `BundledWeatherProvider` (bundled), `OpenMeteoWeatherProvider` (open-meteo), `OpenWeatherProvider` (openweather) |
/// | `PlacesProviding` | `BundledPlacesProvider` (bundled), `GooglePlacesProvider` (google) |
/// | `WeatherDefaults` | from weather.location (parsed here: a bad one fails the load), weather.cities, weather.units, places.radius, places.type |
/// | `WeatherDataOrigins` | the providers' names, and whether each gives sample data (bundled) |
/// | the five view-models | built on the providers |
///
/// A keyed provider whose key is not set fails when it is resolved, that is as soon as a
/// command that needs it starts and before any request, with an error naming the variable to
/// set (exit 78); `config` and `graph` still work, so the user can see why. Keys are read into
/// `APIKey`, which never prints its value.
package struct WeatherAssembly: ComponentAssembly {
    /// The weather and places keys, and `http.timeout`, which the live providers pass on.
    package static let settings: [any SettingDeclaring] = WeatherSettings.all + PlacesSettings.all + [HTTPSettings.timeout]

    let weather: ChosenImplementation<any WeatherProviding, WeatherSettings.Provider>
    let places: ChosenImplementation<any PlacesProviding, PlacesSettings.Provider>
    let defaults: WeatherDefaults
    let weatherName: String
    let placesName: String
    let origins: WeatherDataOrigins

    /// Reads the configuration and chooses the providers.
    package init(context: AssemblyContext) throws {
        let configuration = context.configuration
        defaults = WeatherDefaults(
            location: try WeatherSettings.location(in: configuration),
            cities: try configuration.value(of: WeatherSettings.cities),
            units: try configuration.value(of: WeatherSettings.units),
            placesRadius: try configuration.value(of: PlacesSettings.radius),
            placesType: try configuration.value(of: PlacesSettings.type)
        )

        let timeout = try HTTPSettings.timeoutSeconds(configuration)
        let handler: @Sendable (any Resolver) throws -> any APIRequesting = { resolver in
            try resolver.resolving((any APIRequesting).self)
        }

        let openMeteo = OpenMeteoWeatherProvider.URLs(
            forecast: try configuration.value(of: WeatherSettings.openMeteoURL),
            airQuality: try configuration.value(of: WeatherSettings.openMeteoAirQualityURL),
            geocoding: try configuration.value(of: WeatherSettings.openMeteoGeocodingURL)
        )
        let openWeatherURL = try configuration.value(of: WeatherSettings.openWeatherURL)
        let openWeatherKey = try configuration.valueIfSet(of: WeatherSettings.openWeatherAPIKey)
        weather = try context.choose(
            (any WeatherProviding).self,
            by: WeatherSettings.provider,
            [
                Candidate(.bundled, BundledWeatherProvider.self, sampleData: true) { _ in BundledWeatherProvider() },
                Candidate(.openMeteo, OpenMeteoWeatherProvider.self) { resolver in
                    OpenMeteoWeatherProvider(api: try handler(resolver), urls: openMeteo, timeout: timeout)
                },
                Candidate(.openWeather, OpenWeatherProvider.self) { resolver in
                    let key = try APIKey.required(openWeatherKey, variable: OpenWeatherProvider.keyVariable, provider: OpenWeatherProvider.name)
                    return OpenWeatherProvider(api: try handler(resolver), baseURL: openWeatherURL, key: key, timeout: timeout)
                },
            ]
        )

        let googleURL = try configuration.value(of: PlacesSettings.googleURL)
        let googleKey = try configuration.valueIfSet(of: PlacesSettings.googleAPIKey)
        places = try context.choose(
            (any PlacesProviding).self,
            by: PlacesSettings.provider,
            [
                Candidate(.bundled, BundledPlacesProvider.self, sampleData: true) { _ in BundledPlacesProvider() },
                Candidate(.google, GooglePlacesProvider.self) { resolver in
                    let key = try APIKey.required(googleKey, variable: GooglePlacesProvider.keyVariable, provider: GooglePlacesProvider.name)
                    return GooglePlacesProvider(api: try handler(resolver), baseURL: googleURL, key: key, timeout: timeout)
                },
            ]
        )

        // The providers' settings are read once, by `choose`: the names come from its choices.
        weatherName = weather.choice.name
        placesName = places.choice.name
        origins = WeatherDataOrigins(
            weather: weather.origin(note: "sample data from the bundled provider, not a real reading; set weather.provider (see 'weather config')"),
            places: places.origin(note: "sample places from the bundled provider, not real ones; set places.provider (see 'weather config')")
        )

        let services: [any Any.Type] = [
            WeatherDefaults.self, WeatherDataOrigins.self, CurrentWeatherViewModel.self, CitiesViewModel.self, UVIndexViewModel.self,
            AirQualityViewModel.self, PlacesViewModel.self,
        ]
        for service in services {
            context.record(Binding(service: service, implementation: service))
        }
    }

    /// Registers the choices, the defaults and the view-models.
    package func assemble(container: Container) {
        weather.register(in: container).inObjectScope(.container)
        places.register(in: container).inObjectScope(.container)
        let defaults = defaults
        let weatherName = weatherName
        let placesName = placesName
        container.register(WeatherDefaults.self) { _ in defaults }
        let origins = origins
        container.register(WeatherDataOrigins.self) { _ in origins }
        container.register(CurrentWeatherViewModel.self) { resolver in
            CurrentWeatherViewModel(
                lookup: WeatherLookup(provider: try resolver.resolving((any WeatherProviding).self, name: nil)),
                providerName: weatherName
            )
        }
        container.register(CitiesViewModel.self) { resolver in
            let lookup = WeatherLookup(provider: try resolver.resolving((any WeatherProviding).self, name: nil))
            return CitiesViewModel(worker: CitiesWeatherWorker(lookup: lookup), providerName: weatherName)
        }
        container.register(UVIndexViewModel.self) { resolver in
            let provider = try resolver.resolving((any WeatherProviding).self, name: nil)
            return UVIndexViewModel(
                locating: LocationWorker(geocoder: provider),
                uv: UVIndexWorker(provider: provider),
                dateFormatter: ObservationDateFormatter(),
                providerName: weatherName
            )
        }
        container.register(AirQualityViewModel.self) { resolver in
            let provider = try resolver.resolving((any WeatherProviding).self, name: nil)
            return AirQualityViewModel(
                locating: LocationWorker(geocoder: provider),
                air: AirQualityWorker(provider: provider),
                providerName: weatherName
            )
        }
        container.register(PlacesViewModel.self) { resolver in
            let provider = try resolver.resolving((any WeatherProviding).self, name: nil)
            let places = try resolver.resolving((any PlacesProviding).self, name: nil)
            return PlacesViewModel(locating: LocationWorker(geocoder: provider), places: PlacesWorker(provider: places), providerName: placesName)
        }
    }
}
