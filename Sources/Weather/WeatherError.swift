import Platform

/// What can go wrong in the weather app, with the message and hint the user sees and the
/// sysexits status the `weather` executable exits with.
///
/// Messages name providers and key *variables*, never a key's value or a URL's query (where
/// keys travel), so nothing secret can reach the terminal through an error.
///
/// ```swift
/// throw WeatherError.unauthorized(provider: "OpenWeather", variable: "OPENWEATHER_API_KEY")
/// // weather: error: OpenWeather refused the API key in OPENWEATHER_API_KEY (HTTP 401 unauthorized)
/// // hint: check the key in OPENWEATHER_API_KEY, or choose a keyless provider: --set weather.provider=open-meteo
/// ```
package enum WeatherError: UserFacingError, Sendable, Equatable, CustomStringConvertible {
    /// Latitude or longitude off the globe.
    case invalidCoordinates(latitude: Double, longitude: Double)
    /// `--lat` without `--lon`, or the other way round; `missing` is the option not given.
    case incompleteCoordinates(missing: String)
    /// Both `--city` and `--lat`/`--lon` were given.
    case conflictingLocation
    /// `--city ""`, or an empty `weather.location`.
    case blankCity
    /// The provider's geocoding knows no city of this name.
    case unknownCity(String)
    /// A keyed provider was chosen but its key variable is not set.
    case missingAPIKey(variable: String, provider: String)
    /// The provider refused the key (HTTP 401, or Google's `REQUEST_DENIED`).
    case unauthorized(provider: String, variable: String)
    /// The provider answered HTTP 429.
    case rateLimited(provider: String)
    /// The provider answered, but has nothing for this request (no UV reading for a place).
    case notFound(provider: String, what: String)
    /// The provider answered HTTP 404 for an endpoint: its URL setting is probably wrong. A
    /// provider failure, not a missing city.
    case endpointNotFound(provider: String, what: String)
    /// The provider could not be reached.
    case offline(provider: String)
    /// The provider did not answer in time.
    case timeout(provider: String)
    /// The provider's answer could not be read.
    case undecodable(provider: String, detail: String)
    /// The provider failed with another HTTP status (500, 503...).
    case providerFailed(provider: String, status: Int)
    /// The work was cancelled before it finished.
    case cancelled
    /// An error with no better classification; `detail` never holds a URL.
    case unexpected(provider: String, detail: String)
    /// The provider's request cannot be sent as configured (a URL that is not http(s), has a
    /// space, a bad CA file); `detail` never holds a query.
    case misconfigured(provider: String, detail: String)
    /// `weather cities`: `failed` of `total` cities failed (their rows say why); the status is
    /// that of the first failure.
    case someCitiesFailed(failed: Int, total: Int, status: ExitCode)

    /// The message.
    package var description: String { message }

    /// One line: what went wrong, to what.
    package var message: String {
        switch self {
        case let .invalidCoordinates(latitude, longitude):
            "invalid coordinates \(Self.number(latitude)),\(Self.number(longitude)): latitude must be between -90 and 90, longitude between -180 "
                + "and 180"
        case let .incompleteCoordinates(missing): "coordinates need both --lat and --lon, and \(missing) is missing"
        case .conflictingLocation: "give either --city or --lat and --lon, not both"
        case .blankCity: "the city name is empty"
        case let .unknownCity(name): "no city called \(BoundedEcho.quoted(name, mark: "\"")) was found"
        case let .missingAPIKey(variable, provider): "\(provider) needs an API key, and \(variable) is not set"
        case let .unauthorized(provider, variable): "\(provider) refused the API key in \(variable) (unauthorized)"
        case let .rateLimited(provider): "\(provider) is limiting requests (HTTP 429 too many requests)"
        case let .notFound(provider, what): "\(provider) has no \(what)"
        case let .endpointNotFound(provider, what): "\(provider) answered HTTP 404 (not found) when asked for the \(what)"
        case let .offline(provider): "cannot reach \(provider): the network is offline or the host is unreachable"
        case let .timeout(provider): "\(provider) did not answer in time"
        case let .undecodable(provider, detail): "\(provider) sent a response that could not be read: \(detail)"
        case let .providerFailed(provider, status): "\(provider) failed with HTTP status \(status)"
        case .cancelled: "the request was cancelled"
        case let .unexpected(provider, detail): "\(provider) failed: \(detail)"
        case let .misconfigured(provider, detail): "cannot send a request to \(provider): \(detail)"
        case let .someCitiesFailed(failed, total, _): "\(failed) of \(total) cities failed; their rows say why"
        }
    }

    /// What to do about it, when there is something to say.
    package var hint: String? {
        switch self {
        case .invalidCoordinates: "for example --lat 43.37 --lon -8.40"
        case .incompleteCoordinates: "for example --lat 43.37 --lon -8.40"
        case .conflictingLocation: "for example --city Lugo, or --lat 43.01 --lon -7.56"
        case .blankCity: "give a name, for example --city Lugo"
        case .unknownCity: "check the spelling, or give --lat and --lon"
        case let .missingAPIKey(variable, _):
            "export \(variable)=<your key>, or choose a provider that needs no key: weather.provider=open-meteo (see 'weather config')"
        case let .unauthorized(_, variable):
            "check the key in \(variable), or choose a provider that needs no key: weather.provider=open-meteo (see 'weather config')"
        case .rateLimited: "wait a minute and try again"
        case .notFound: "check the location, or try another provider"
        case .endpointNotFound: "check the provider's URL setting (weather config lists them), or try another provider"
        case .offline: "check the connection, or use the offline data: --set weather.provider=bundled"
        case .timeout: "try again, or allow longer with --set http.timeout=30s"
        case .undecodable: "the provider may have changed its format; try another with --set weather.provider=..."
        case .providerFailed: "the provider is failing; try again later"
        case .cancelled: nil
        case .unexpected: "try again; if it keeps failing, report it with the command you ran"
        case .misconfigured: "check the provider's URL setting and http.* (see 'weather config')"
        case .someCitiesFailed: nil
        }
    }

    /// The sysexits status, by the table of `ExitCode`: 64 usage, 65 bad data, 66 not found,
    /// 69 unavailable, 78 configuration.
    package var exitCode: ExitCode {
        switch self {
        case .invalidCoordinates, .incompleteCoordinates, .conflictingLocation, .blankCity: .usage
        case .undecodable: .dataError
        case .unknownCity, .notFound: .notFound
        case .missingAPIKey, .unauthorized, .misconfigured: .configuration
        case .rateLimited, .offline, .timeout, .providerFailed, .endpointNotFound, .unexpected: .unavailable
        case .cancelled: .failure
        case let .someCitiesFailed(_, _, status): status
        }
    }

    /// A coordinate as typed: `43.37`, `-8.4`, `91`.
    static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
