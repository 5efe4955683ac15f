import Networking

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The team downloaded from an address (`team.source=http`, the address in `team.url`): a GET
/// answered by a JSON array of names. It is asked each time the team is, never while the app is
/// assembled, through the app's one `APIRequesting` handler, so `http.timeout`, the proxies of
/// the environment and `http.ca-file` apply.
///
/// ```text
/// GET https://intranet.example.com/standup/team   ->   ["Ada", "Alan", "Grace"]
/// ```
/// ```swift
/// let team = try await HTTPTeamList(api: api, url: URL(string: "https://intranet.example.com/standup/team")!).team()
/// ```
public struct HTTPTeamList: TeamListing {
    /// What sends the request.
    public let api: any APIRequesting
    /// The address asked.
    public let url: URL
    /// How long the request may take, in seconds.
    public let timeout: TimeInterval

    /// A listing asking `url` through `api`, giving up after `timeout` seconds.
    public init(api: any APIRequesting, url: URL, timeout: TimeInterval = 10) {
        self.api = api
        self.url = url
        self.timeout = timeout
    }

    /// The address without its query, user or password: safe to show.
    public var sourceName: String { APIEndpoint(url: url).description }

    /// The names the address answers, trimmed, blank ones left out; an `APIError` when the
    /// request fails or the body is not a JSON array of strings, `TeamListError.emptyDownload`
    /// when no name is left.
    public func team() async throws -> Team {
        let request = APIRequest(url: url, method: .get, headers: ["Accept": "application/json"], timeout: timeout)
        let names = try await api.fetch([String].self, request)
        let team = Team(names: names, source: sourceName)
        guard !team.members.isEmpty else { throw TeamListError.emptyDownload(address: sourceName) }
        return team
    }
}
