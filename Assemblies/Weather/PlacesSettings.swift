import Configuration
import Weather

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of nearby places (`weather places`).
enum PlacesSettings {
    /// Where nearby places come from: the values of `places.provider`.
    package enum Provider: String, CaseIterable, Sendable {
        case bundled, google

        /// How the provider is named in messages.
        var name: String {
            switch self {
            case .bundled: "the bundled data"
            case .google: GooglePlacesProvider.name
            }
        }
    }

    /// `places.provider`: `bundled` or `google`.
    package static let provider = Setting<Provider>.oneOf(
        "places.provider",
        default: .bundled,
        doc: "Where nearby places come from: bundled offline data, or Google Places (needs google.places-api-key)."
    )
    /// `places.radius`: how far `weather places` looks.
    package static let radius = Setting.integer(
        "places.radius",
        in: 1...50_000,
        default: 500,
        doc: "How far `weather places` looks, in metres, when --radius is not given."
    )
    /// `places.type`: what `weather places` looks for.
    package static let type = Setting.string(
        "places.type",
        default: "restaurant",
        doc: "The kind of place `weather places` looks for when --type is not given: restaurant, cafe, museum..."
    )
    /// `google.places-url`: the Google Places API.
    static let googleURL = Setting.url(
        "google.places-url",
        default: "https://maps.googleapis.com/maps/api/place",
        doc: "The base URL of the Google Places API (nearby search)."
    )
    /// `google.places-api-key`: a secret, usually from `GOOGLE_PLACES_API_KEY`.
    static let googleAPIKey = Setting.string(
        "google.places-api-key",
        default: nil,
        secret: true,
        doc: "The Google Places API key, needed by places.provider=google."
    )

    /// Every key of the component.
    package static let all: [any SettingDeclaring] = [provider, radius, type, googleURL, googleAPIKey]
}
