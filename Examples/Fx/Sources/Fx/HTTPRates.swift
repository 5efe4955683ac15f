import Networking

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rates an address answers (`rates.source=http`, the address in `rates.url`): a GET
/// answered by a `RatesDocument`. Asked each time the rates are, never while the app is
/// assembled, through the app's one `APIRequesting` handler, so `http.timeout`, the proxies of
/// the environment and `http.ca-file` apply.
///
/// ```swift
/// let rates = try await HTTPRates(api: api, url: URL(string: "https://rates.example.com/latest")!).rates()
/// ```
public struct HTTPRates: RatesFetching {
    /// What sends the request.
    public let api: any APIRequesting
    /// The address asked.
    public let url: URL
    /// How long the request may take, in seconds.
    public let timeout: TimeInterval

    /// Rates asked of `url` through `api`, giving up after `timeout` seconds.
    public init(api: any APIRequesting, url: URL, timeout: TimeInterval = 10) {
        self.api = api
        self.url = url
        self.timeout = timeout
    }

    /// The address without its query, user or password: safe to show.
    public var sourceName: String { APIEndpoint(url: url).description }

    /// The rates the address answers; an `APIError` when the request fails or the body is not a
    /// rates document, a `RatesError` when its rates are not valid.
    public func rates() async throws -> [Rate] {
        let request = APIRequest(url: url, method: .get, headers: ["Accept": "application/json"], timeout: timeout)
        let document = try await api.fetch(RatesDocument.self, request)
        return try document.checkedRates(from: sourceName)
    }
}
