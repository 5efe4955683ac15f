import Foundation
import Configuration

/// The keys of nearby places (`weather places`).
public enum PlacesSettings {
    /// `places.provider`: `bundled`, `google` or `forbidden`.
    public static let provider = Setting.choice("places.provider", among: ["bundled", "google", "forbidden"], default: "bundled",
        doc: "Where nearby places come from: bundled offline data, or Google Places.")
    /// `google.places-url`: the Google Places API.
    public static let googleURL = Setting.url("google.places-url", default: "https://places.googleapis.com/v1",
        doc: "The base URL of the Google Places API.")
    /// `google.places-api-key`: a secret, usually from `GOOGLE_PLACES_API_KEY`.
    public static let googleAPIKey = Setting.string("google.places-api-key", default: nil, secret: true,
        doc: "The Google Places API key, needed by places.provider=google.")

    /// Every key of the component.
    public static let all: [any SettingDeclaring] = [provider, googleURL, googleAPIKey]
}
