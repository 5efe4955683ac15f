#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a server answered with a 2xx status: the status code, the header fields and the body.
public struct APIResponse: Sendable, Hashable {
    /// The HTTP status code, 200...299 for a response `send` returns.
    public let statusCode: Int
    /// The header fields as received.
    public let headers: [String: String]
    /// The body, at most the handler's size limit.
    public let body: Data
    /// Where the request went, for messages about this response.
    public let endpoint: APIEndpoint

    /// A response; handlers build them, and so may stubs in specs.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data, endpoint: APIEndpoint) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.endpoint = endpoint
    }

    /// The value of a header field, whatever the case of its name: `header("content-type")`.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }
}
