import Configuration
import Foundation

enum SampleUnits: String, CaseIterable, Sendable {
    case metric, imperial
}

/// Settings of every type, as the apps' components would declare them.
enum SampleSettings {
    static let backend = Setting.choice("storage.backend", among: ["sqlite", "memory"], default: "sqlite", doc: "Where people are stored.")
    static let path = Setting.path("storage.path", default: "~/people.sqlite", doc: "The SQLite file.")
    static let timeout = Setting.duration("http.timeout", default: "30s", doc: "How long a request may take.")
    static let maxBody = Setting.integer("http.max-body-size", in: 1...10_000_000, default: 1_000_000, doc: "The largest response body, in bytes.")
    static let ratio = Setting.double("roulette.ratio", in: 0...1, default: 0.5, doc: "A ratio.")
    static let verbose = Setting.boolean("log.verbose", default: false, doc: "Whether to say more.")
    static let peopleURL = Setting.url("people.url", default: nil, doc: "Where people are downloaded from.")
    static let cities = Setting.list("weather.cities", default: ["Madrid", "A Coruña"], doc: "The cities of `weather cities`.")
    static let apiKey = Setting.string("openweather.api-key", default: nil, secret: true, doc: "The OpenWeather API key.")
    static let units = Setting<SampleUnits>.oneOf("weather.units", default: .metric, doc: "Metric or imperial.")
    static let name = Setting.string("people.name", default: "demo", doc: "A name.")

    static let all: [any SettingDeclaring] = [backend, path, timeout, maxBody, ratio, verbose, peopleURL, cities, apiKey, units, name]

    static func schema() throws -> ConfigurationSchema {
        try ConfigurationSchema(all)
    }
}
