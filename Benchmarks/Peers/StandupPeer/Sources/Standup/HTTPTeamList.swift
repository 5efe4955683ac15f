import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The team downloaded from an address: a GET answered by a JSON array of names.
public struct HTTPTeamList: TeamListing {
    /// What sends the request.
    public let client: any HTTPClient
    /// The address asked.
    public let url: URL
    /// How long the request may take, in seconds.
    public let timeout: TimeInterval

    public init(client: any HTTPClient, url: URL, timeout: TimeInterval = 10) {
        self.client = client
        self.url = url
        self.timeout = timeout
    }

    /// The address without its query, user or password: safe to show.
    public var sourceName: String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "the address" }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "the address"
    }

    public func team() async throws -> Team {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await client.data(for: request)
        } catch let error as URLError {
            switch error.code {
            case .notConnectedToInternet, .networkConnectionLost: throw TeamListError.offline(address: sourceName)
            case .timedOut: throw TeamListError.timedOut(address: sourceName)
            default: throw TeamListError.unreachable(address: sourceName, reason: error.localizedDescription)
            }
        }
        guard (200..<300).contains(response.statusCode) else {
            throw TeamListError.httpStatus(address: sourceName, status: response.statusCode)
        }
        let names: [String]
        do {
            names = try JSONDecoder().decode([String].self, from: data)
        } catch {
            throw TeamListError.notNames(address: sourceName)
        }
        let team = Team(names: names, source: sourceName)
        guard !team.members.isEmpty else { throw TeamListError.emptyDownload(address: sourceName) }
        return team
    }
}
