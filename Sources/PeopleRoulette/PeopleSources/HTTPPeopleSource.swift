import Networking

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The people from an HTTP API (`people.source=http`): a GET on `people.url`, by default
/// `https://jsonplaceholder.typicode.com/users`, answering a JSON array in the shape of
/// jsonplaceholder's users.
///
/// Failures are `PeopleSourceError`s naming the address: unreachable host, timeout, an HTTP
/// status, a body that is not JSON or not a list of people (with the path of the bad field),
/// a body over the size limit.
///
/// ```swift
/// let source = HTTPPeopleSource(api: CurlAPIHandler(), url: usersURL)
/// let people = try await source.fetchPeople()
/// ```
package struct HTTPPeopleSource: PeopleSource {
    /// The address of jsonplaceholder's users: the default of `people.url`.
    static let defaultURL = "https://jsonplaceholder.typicode.com/users"

    let api: any APIRequesting
    /// The address asked.
    package let url: URL
    /// How long the request may take, in seconds.
    package let timeout: TimeInterval

    /// A source asking `url` through `api`, giving up after `timeout` seconds.
    package init(api: any APIRequesting, url: URL, timeout: TimeInterval = 10) {
        self.api = api
        self.url = url
        self.timeout = timeout
    }

    /// The address without query, user or password: safe to show.
    package var name: String { APIEndpoint(url: url).description }

    package var kind: PeopleProvenance.Kind { .http }

    package func fetchPeople() async throws -> [Person] {
        let request = APIRequest(url: url, method: .get, headers: ["Accept": "application/json"], timeout: timeout)
        do {
            return try await api.fetch([Person].self, request)
        } catch let error as APIError {
            throw PeopleSourceError(error)
        }
    }
}
