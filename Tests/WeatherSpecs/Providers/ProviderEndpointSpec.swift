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
                expect(mapped(.unexpectedBody(endpoint: endpoint, fieldPath: "main.temp", problem: "is missing"))) == .undecodable(provider: "Example", detail: "field main.temp is missing")
            }
            it("keeps nothing of the URL") {
                let errors: [APIError] = [.transport(endpoint: endpoint, reason: "the connection was lost"), .invalidRequest(endpoint: endpoint, reason: "the URL has no host"),
                                          .bodyTooLarge(endpoint: endpoint, limit: 10)]
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
