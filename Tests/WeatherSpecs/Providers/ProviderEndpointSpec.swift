import Foundation
import Networking
import SpecKit

@testable import Weather

final class ProviderEndpointSpec: Spec {
    override func spec() {
        describe("WeatherError from an APIError") {
            let endpoint = APIEndpoint(url: URL(string: "https://api.example.com/data?appid=secret") ?? URL(fileURLWithPath: "/"))
            func mapped(_ error: APIError, key: String? = "EXAMPLE_API_KEY") -> WeatherError {
                WeatherError(error, provider: "Example", keyVariable: key, what: "weather here")
            }
            it("maps offline and unreachable hosts to offline") {
                expect(mapped(.offline(endpoint: endpoint))) == .offline(provider: "Example")
                expect(mapped(.hostUnreachable(endpoint: endpoint))) == .offline(provider: "Example")
            }
            it("maps a timeout") {
                expect(mapped(.timedOut(endpoint: endpoint, seconds: 10))) == .timeout(provider: "Example")
            }
            it("maps 401 and 403 to unauthorized naming the key's variable") {
                expect(mapped(.httpStatus(endpoint: endpoint, statusCode: 401))) == .unauthorized(provider: "Example", variable: "EXAMPLE_API_KEY")
                expect(mapped(.httpStatus(endpoint: endpoint, statusCode: 403))) == .unauthorized(provider: "Example", variable: "EXAMPLE_API_KEY")
            }
            it("maps 401 of a keyless API to a failure") {
                expect(mapped(.httpStatus(endpoint: endpoint, statusCode: 401), key: nil)) == .providerFailed(provider: "Example", status: 401)
            }
            it("maps 429, 404 and 500") {
                expect(mapped(.httpStatus(endpoint: endpoint, statusCode: 429))) == .rateLimited(provider: "Example")
                expect(mapped(.httpStatus(endpoint: endpoint, statusCode: 404))) == .endpointNotFound(provider: "Example", what: "weather here")
                expect(mapped(.httpStatus(endpoint: endpoint, statusCode: 500))) == .providerFailed(provider: "Example", status: 500)
            }
            it("maps an unexpected body to undecodable with the field") {
                expect(mapped(.unexpectedBody(endpoint: endpoint, fieldPath: "main.temp", problem: "is missing")))
                    == .undecodable(provider: "Example", detail: "field main.temp is missing")
            }
            it("maps a request that cannot be sent to misconfigured, exit 78 as in people-roulette") {
                let error = mapped(.invalidRequest(endpoint: endpoint, reason: "the URL scheme \"ftp\" is not supported (only http and https are)"))
                expect(error) == .misconfigured(provider: "Example", detail: "the URL scheme \"ftp\" is not supported (only http and https are)")
                expect(error.exitCode) == .configuration
                expect(error.message) == "cannot send a request to Example: the URL scheme \"ftp\" is not supported (only http and https are)"
            }
            it("names headers too large, redirect loops, untrusted certificates and a missing libcurl") {
                expect(mapped(.headersTooLarge(endpoint: endpoint, limit: 65_536)))
                    == .unexpected(provider: "Example", detail: "it sent response headers larger than the limit of 65536 bytes")
                expect(mapped(.tooManyRedirects(endpoint: endpoint, limit: 5)))
                    == .unexpected(provider: "Example", detail: "it redirected more than 5 times")
                expect(mapped(.tlsVerificationFailed(endpoint: endpoint)).message).to(contain("TLS certificate could not be verified"))
                expect(mapped(.clientUnavailable(endpoint: endpoint, reason: "libcurl.so.4 could not be loaded")))
                    == .unexpected(provider: "Example", detail: "libcurl.so.4 could not be loaded")
            }
            it("keeps nothing of the URL") {
                let errors: [APIError] = [
                    .transport(endpoint: endpoint, reason: "the connection was lost"),
                    .invalidRequest(endpoint: endpoint, reason: "the URL has no host"),
                    .bodyTooLarge(endpoint: endpoint, limit: 10), .headersTooLarge(endpoint: endpoint, limit: 10),
                    .tooManyRedirects(endpoint: endpoint, limit: 5), .tlsVerificationFailed(endpoint: endpoint),
                ]
                for error in errors {
                    let shown = mapped(error)
                    expect("\(shown.message) \(shown.hint ?? "")").toNot(contain("api.example.com"))
                }
            }
        }
        describe("APIKey") {
            it("is required: a missing or blank key fails naming the variable") {
                expect { try APIKey.required(nil, variable: "OPENWEATHER_API_KEY", provider: "OpenWeather") }
                    .to(throwError(WeatherError.missingAPIKey(variable: "OPENWEATHER_API_KEY", provider: "OpenWeather")))
                expect { try APIKey.required("  ", variable: "OPENWEATHER_API_KEY", provider: "OpenWeather") }
                    .to(throwError(WeatherError.missingAPIKey(variable: "OPENWEATHER_API_KEY", provider: "OpenWeather")))
            }
            it("never shows its value") {
                let key = APIKey("sk-1", variable: "OPENWEATHER_API_KEY")
                expect("\(key)") == "<redacted>"
                expect(String(reflecting: key)) == "<redacted>"
            }
            it("says which variable to set when missing") {
                let error = WeatherError.missingAPIKey(variable: "OPENWEATHER_API_KEY", provider: "OpenWeather")
                expect(error.message) == "OpenWeather needs an API key, and OPENWEATHER_API_KEY is not set"
                expect(error.exitCode) == .configuration
            }
        }
    }
}
