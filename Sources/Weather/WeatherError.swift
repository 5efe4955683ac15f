/// What can go wrong in the weather app, with the message and hint the user sees.
public enum WeatherError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidCoordinates(latitude: Double, longitude: Double)
    case unknownCity(String)
    case missingAPIKey(variable: String, provider: String)
    case unauthorized(provider: String, variable: String)
    case rateLimited(provider: String)
    case notFound(provider: String, what: String)
    case offline(provider: String)
    case timeout(provider: String)
    case undecodable(provider: String, detail: String)
    case providerFailed(provider: String, status: Int)
    case noLocation

    public var description: String { message }

    public var message: String {
        switch self {
        case let .invalidCoordinates(latitude, longitude):
            "invalid coordinates \(latitude),\(longitude): latitude must be between -90 and 90, longitude between -180 and 180"
        case let .unknownCity(name): "no city called \"\(name)\" was found"
        case let .missingAPIKey(variable, provider): "\(provider) needs an API key, and \(variable) is not set"
        case let .unauthorized(provider, variable): "\(provider) refused the API key from \(variable) (401 unauthorized)"
        case let .rateLimited(provider): "\(provider) is rate limiting requests (429 too many requests)"
        case let .notFound(provider, what): "\(provider) has no \(what)"
        case let .offline(provider): "cannot reach \(provider): the network is offline or the host is unreachable"
        case let .timeout(provider): "\(provider) did not answer in time"
        case let .undecodable(provider, detail): "\(provider) sent a response that could not be read: \(detail)"
        case let .providerFailed(provider, status): "\(provider) failed with HTTP status \(status)"
        case .noLocation: "no location given"
        }
    }

    public var hint: String? {
        switch self {
        case .invalidCoordinates: "for example --lat 43.37 --lon -8.40"
        case .unknownCity: "check the spelling, or give --lat and --lon"
        case let .missingAPIKey(variable, _): "export \(variable)=<your key>, or choose a keyless provider with --set weather.provider=open-meteo"
        case let .unauthorized(_, variable): "check the key in \(variable)"
        case .rateLimited: "wait a minute and try again"
        case .notFound: nil
        case .offline: "check the connection, or use the offline data with --set weather.provider=bundled"
        case .timeout: "try again, or raise http.timeout"
        case .undecodable: "the provider may have changed its format; try another with --set weather.provider=..."
        case .providerFailed: "try again later"
        case .noLocation: "give --city NAME, or --lat and --lon, or set weather.location"
        }
    }

    /// The sysexits code: 64 usage, 69 unavailable, 65 bad data, 78 configuration.
    public var exitCode: Int32 {
        switch self {
        case .invalidCoordinates, .noLocation: 64
        case .unknownCity, .notFound: 65
        case .missingAPIKey, .unauthorized: 78
        case .rateLimited, .offline, .timeout, .providerFailed: 69
        case .undecodable: 65
        }
    }
}
