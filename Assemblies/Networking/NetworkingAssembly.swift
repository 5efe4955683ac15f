import Composition
import Configuration
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Injection
import Networking

/// The networking component, shared by every app that sends HTTP requests: one `APIRequesting`
/// handler, chosen by `http.client`, with the response size limit of `http.max-body-size` and
/// the request timeout of `http.timeout`. Components that call an API resolve it by its
/// protocol and pass `http.timeout` on each request.
///
/// | Service | Implementation |
/// |---|---|
/// | `APIRequesting` | `URLSessionAPIHandler` (http.client=urlsession), one per run |
///
/// Nothing is opened while assembling: the session is made when a command first resolves the
/// handler, so a run that never sends a request never pays for it.
public struct NetworkingAssembly: ComponentAssembly {
    public static let settings: [any SettingDeclaring] = HTTPSettings.all

    /// At most this many connections to one host: `weather cities` fetches every city at once
    /// (URLSession allows 6 per host by default).
    public static let connectionsPerHost = 64

    let handler: Implementation<any APIRequesting>

    public init(context: AssemblyContext) throws {
        let timeout = try HTTPSettings.timeoutSeconds(context.configuration)
        let maxBodySize = try context.configuration.value(of: HTTPSettings.maxBodySize)
        handler = try context.choose((any APIRequesting).self, by: HTTPSettings.client, [
            Candidate("urlsession", URLSessionAPIHandler.self) { _ in
                URLSessionAPIHandler(session: Self.session(timeout: timeout), maximumResponseBytes: maxBodySize)
            },
        ])
    }

    public func assemble(container: Container) {
        handler.register(in: container).inObjectScope(.container)
    }

    /// An ephemeral session (nothing kept on disk) whose requests give up after `timeout` seconds.
    static func session(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = connectionsPerHost
        configuration.timeoutIntervalForRequest = timeout
        return URLSession(configuration: configuration)
    }
}
