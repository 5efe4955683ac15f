import Networking

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a live provider talks to its API: the base URL (configurable, so specs point it at a
/// loopback server), the request timeout, and the classification of every failure as a
/// `WeatherError` naming the provider and, for keyed APIs, the key's variable.
struct ProviderEndpoint: Sendable {
    /// `Open-Meteo`, `OpenWeather`, `Google Places`.
    let provider: String
    /// The API's base URL, such as `https://api.open-meteo.com/v1`.
    let baseURL: URL
    /// Seconds one request may take.
    let timeout: TimeInterval
    /// The key's variable, for keyed APIs.
    let keyVariable: String?
    let api: any APIRequesting

    /// `GET <base>/<path>?<query>`, decoded as `Body`; any failure as a `WeatherError`.
    /// `notFound` classifies a 404 when the API answers 404 for a missing thing (OpenWeather's
    /// unknown city); without it a 404 is `.endpointNotFound`, a provider failure.
    func get<Body: Decodable>(
        _ body: Body.Type,
        path: String,
        query: [URLQueryItem],
        what: String,
        notFound: WeatherError? = nil
    ) async throws(WeatherError) -> Body {
        let request = APIRequest(url: baseURL.appendingPathComponent(path), queryItems: query, timeout: timeout, carriesSecret: keyVariable != nil)
        do {
            return try api.decode(body, from: try await api.send(request))
        } catch let error as APIError {
            if case .httpStatus(_, 404) = error, let notFound { throw notFound }
            throw WeatherError(error, provider: provider, keyVariable: keyVariable, what: what)
        } catch {
            throw WeatherError(classifying: error, provider: provider)
        }
    }
}

extension WeatherError {
    /// The weather error for a Networking failure of `provider`. Nothing of the URL is kept: a
    /// query may carry a key.
    ///
    /// - 401 and 403 are `.unauthorized` naming `keyVariable` (a keyless API's are failures);
    ///   429 is `.rateLimited`; 404 is `.endpointNotFound` of `what`; other statuses `.providerFailed`.
    /// - Offline and unreachable hosts are `.offline`, timeouts `.timeout`, a body that is not
    ///   the expected JSON (or too large) `.undecodable` with the bad field; a request that
    ///   cannot be sent as configured is `.misconfigured` (exit 78, as in people-roulette).
    init(_ error: APIError, provider: String, keyVariable: String?, what: String) {
        switch error {
        case .offline, .hostUnreachable:
            self = .offline(provider: provider)
        case .timedOut:
            self = .timeout(provider: provider)
        case let .httpStatus(_, status):
            switch status {
            case 401, 403:
                if let keyVariable {
                    self = .unauthorized(provider: provider, variable: keyVariable)
                } else {
                    self = .providerFailed(provider: provider, status: status)
                }
            case 429: self = .rateLimited(provider: provider)
            case 404: self = .endpointNotFound(provider: provider, what: what)
            default: self = .providerFailed(provider: provider, status: status)
            }
        case let .unexpectedBody(_, fieldPath, problem):
            self = .undecodable(provider: provider, detail: fieldPath.isEmpty ? "the body \(problem)" : "field \(fieldPath) \(problem)")
        case let .bodyTooLarge(_, limit):
            self = .undecodable(provider: provider, detail: "the body is larger than the limit of \(limit) bytes")
        case .cancelled:
            self = .cancelled
        case let .invalidRequest(_, reason):
            self = .misconfigured(provider: provider, detail: reason)
        case let .caFileUnusable(_, path, reason):
            self = .misconfigured(provider: provider, detail: "the CA file \(path) cannot be used: \(reason)")
        case let .transport(_, reason), let .clientUnavailable(_, reason):
            self = .unexpected(provider: provider, detail: reason)
        case let .headersTooLarge(_, limit):
            self = .unexpected(provider: provider, detail: "it sent response headers larger than the limit of \(limit) bytes")
        case let .downgradeRefused(_, redirected):
            self =
                redirected
                ? .unexpected(
                    provider: provider,
                    detail: "it redirected from https to an address that is not https, and http.refuse-downgrade refuses that"
                )
                : .misconfigured(
                    provider: provider,
                    detail: "its URL is plain http, which would send the API key unencrypted, and http.refuse-downgrade refuses that"
                )
        case let .proxyFailed(_, proxy, reason):
            self = .unexpected(provider: provider, detail: "the proxy \(proxy) failed the request: \(reason)")
        case let .tooManyRedirects(_, limit):
            self = .unexpected(provider: provider, detail: "it redirected more than \(limit) times")
        case .tlsVerificationFailed:
            self = .unexpected(provider: provider, detail: "its TLS certificate could not be verified (trust its authority with http.ca-file)")
        }
    }
}
