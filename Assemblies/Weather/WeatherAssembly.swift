import Configuration
import Foundation
import Injection
import Weather

/// The weather component: the weather provider chosen by `weather.provider`, the places
/// provider chosen by `places.provider`, the defaults the commands fall back on, and the five
/// view-models, built on whichever providers were chosen.
///
/// A keyed provider (OpenWeather, Google Places) whose key is not set fails when it is resolved,
/// that is when a command that needs it starts, with an error naming the variable to set;
/// `config` and `graph` still work, so the user can see why.
public struct WeatherAssembly: ComponentAssembly {
    public static let settings: [any SettingDeclaring] = WeatherSettings.all + PlacesSettings.all

    let weather: Implementation<any WeatherProviding>
    let places: Implementation<any PlacesProviding>
    let defaults: WeatherDefaults
    let weatherName: String
    let placesName: String
    let viewModels: [Binding]

    public init(context: AssemblyContext) throws {
        let configuration = context.configuration
        let unitsName = try configuration.value(of: WeatherSettings.units)
        defaults = WeatherDefaults(
            location: try configuration.value(of: WeatherSettings.location),
            cities: try configuration.value(of: WeatherSettings.cities),
            units: Units(rawValue: unitsName) ?? .metric,
            placesRadius: try configuration.value(of: PlacesSettings.radius),
            placesType: try configuration.value(of: PlacesSettings.type))
        let weatherChoice = try configuration.value(of: WeatherSettings.provider)
        weatherName = Self.providerNames[weatherChoice] ?? weatherChoice
        weather = try context.choose((any WeatherProviding).self, by: WeatherSettings.provider, [
            Candidate("bundled", BundledWeatherProvider.self) { _ in BundledWeatherProvider() },
        ])
        let placesChoice = try configuration.value(of: PlacesSettings.provider)
        placesName = Self.providerNames[placesChoice] ?? placesChoice
        places = try context.choose((any PlacesProviding).self, by: PlacesSettings.provider, [
            Candidate("bundled", BundledPlacesProvider.self) { _ in BundledPlacesProvider() },
        ])
        viewModels = [WeatherDefaults.self, CurrentWeatherViewModel.self, CitiesViewModel.self, UVIndexViewModel.self,
                      AirQualityViewModel.self, PlacesViewModel.self].map { Binding(service: String(describing: $0), implementation: String(describing: $0)) }
        viewModels.forEach(context.record)
    }

    /// How each provider is named in messages.
    static let providerNames = [
        "bundled": "the bundled data", "open-meteo": "Open-Meteo", "openweather": "OpenWeather", "google": "Google Places",
    ]

    public func assemble(container: Container) {
        weather.register(in: container).inObjectScope(.container)
        places.register(in: container).inObjectScope(.container)
        let defaults = defaults
        let weatherName = weatherName
        let placesName = placesName
        container.register(WeatherDefaults.self) { _ in defaults }
        container.register(CurrentWeatherViewModel.self) { resolver in
            CurrentWeatherViewModel(lookup: WeatherLookup(provider: try resolver.resolving((any WeatherProviding).self, name: nil)), providerName: weatherName)
        }
        container.register(CitiesViewModel.self) { resolver in
            let lookup = WeatherLookup(provider: try resolver.resolving((any WeatherProviding).self, name: nil))
            return CitiesViewModel(worker: CitiesWeatherWorker(lookup: lookup), providerName: weatherName)
        }
        container.register(UVIndexViewModel.self) { resolver in
            let provider = try resolver.resolving((any WeatherProviding).self, name: nil)
            return UVIndexViewModel(locating: LocationWorker(geocoder: provider), uv: UVIndexWorker(provider: provider),
                                    dateFormatter: ObservationDateFormatter(), providerName: weatherName)
        }
        container.register(AirQualityViewModel.self) { resolver in
            let provider = try resolver.resolving((any WeatherProviding).self, name: nil)
            return AirQualityViewModel(locating: LocationWorker(geocoder: provider), air: AirQualityWorker(provider: provider), providerName: weatherName)
        }
        container.register(PlacesViewModel.self) { resolver in
            let provider = try resolver.resolving((any WeatherProviding).self, name: nil)
            let places = try resolver.resolving((any PlacesProviding).self, name: nil)
            return PlacesViewModel(locating: LocationWorker(geocoder: provider), places: PlacesWorker(provider: places), providerName: placesName)
        }
    }
}
