import Foundation

/// The API handler of the test configuration: every request fails with
/// `APIError.forbidden`, naming the dependency a spec should mock, so a spec that forgot its
/// mock fails at once instead of reaching the network.
///
/// ```swift
/// container.register(APIRequesting.self) { _ in ForbiddenAPIHandler() }
/// // a spec that resolves a handler using it without registering a stub sees:
/// // "the network is forbidden in this configuration, but a request to https://... reached
/// //  ForbiddenAPIHandler (register a mock for APIRequesting)"
/// ```
public struct ForbiddenAPIHandler: APIRequesting {
    /// The name of the dependency to mock, shown in the error.
    public let dependency: String

    /// A forbidden handler; `dependency` names what to mock, `APIRequesting` by default.
    public init(dependency: String = "APIRequesting") {
        self.dependency = dependency
    }

    /// Always throws `APIError.forbidden`; nothing is sent.
    public func send(_ request: APIRequest) async throws -> APIResponse {
        throw APIError.forbidden(endpoint: request.endpoint, dependency: dependency)
    }
}
