import Foundation
import Platform
import SpecKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stubs the HTTP requests made through its URLSession, for each example: matches them by method,
/// host, path, query items and header fields, answers with canned responses or errors, and
/// records every request it receives. Works with FoundationNetworking on Linux and on macOS.
///
/// ```swift
/// describe("UsersClient") {
///     let http = HTTPStubs()                      // afresh for every example
///     var client: UsersClient!
///     beforeEach { client = UsersClient(session: http.session) }
///
///     it("downloads the users") {
///         http.stub(.get, host: "api.example.com", path: "/users", query: ["page": "1"])
///             .respond(status: 200, body: #"[{"name":"Ada"}]"#)
///         let users = try await client.users(page: 1)
///         expect(users.map(\.name)) == ["Ada"]
///         expect(http.requests.count) == 1
///     }
/// }
/// ```
///
/// Matching: the criteria given must all hold; those left out match anything. Query items and
/// header fields are matched as a subset (the request may carry more). Names of header fields
/// compare case-insensitively. When several stubs match, the one declared last answers, so a
/// nested context can override a stub of an outer `beforeEach`.
///
/// A request that no stub matches fails the running example, with a message listing the request
/// (method, URL, header fields, secrets redacted) and every registered stub with the reason it
/// did not match; the request itself fails with an `HTTPStubError` carrying the same message.
///
/// Scope and clean-up: `session` and `configuration` route requests to this instance only, so
/// examples that run at the same time never see each other's stubs. There is no global list of
/// stubs: an HTTPStubs holds its own. Declared in a `describe` or `context` (built once, as in
/// Quick), it serves every example of the group, each afresh: the first time an example (or its
/// `beforeEach`) uses it, the stubs and requests of the example before are dropped; stubs declared
/// in the group itself, outside any example, stay for all. Its entry in the global routing table
/// is weak and is removed when it is deinitialized; a request that arrives later fails with an
/// error saying the example has ended.
///
/// The failing example is found through the running example's recorder, captured when the
/// HTTPStubs is created or first used inside an example (URLSession answers on threads of its
/// own, where the running example cannot be looked up).
///
/// Other clients: `answer(_:)` answers a request from any transport, for clients that do not use
/// URLSession (Networking's `CurlAPIHandler` uses it through `NetworkingTesting.HTTPStubsTransport`).
///
/// Bodies: a request's `httpBody` or `httpBodyStream` is recorded. On Linux, the body given to
/// `upload(for:from:)` is not visible to URL protocols; set `httpBody` on the request instead.
public final class HTTPStubs: Sendable {
    private struct State {
        /// Stubs declared outside any example (in a `describe`), for every example.
        var sharedStubs: [HTTPStub] = []
        /// Stubs declared by the running example and its hooks.
        var stubs: [HTTPStub] = []
        var requests: [RecordedHTTPRequest] = []
        var recorder: ExampleRecorder?
        var session: URLSession?
    }

    private let number: Int
    private let location: CodeLocation
    private let state: Lock<State>

    /// A new, empty set of stubs for the running example.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        state = Lock(State(recorder: ExampleRecorder.current))
        number = HTTPStubsRegistry.shared.reserveNumber()
        HTTPStubsRegistry.shared.add(self, number: number)
    }

    // The session is not invalidated here: code under test may still hold it, and starting a
    // task on an invalidated session traps on Linux. Its requests fail with an error instead.
    deinit {
        HTTPStubsRegistry.shared.remove(number)
    }

    /// Stubs the requests that match every criterion given; returns the stub, to give it its
    /// answer with `respond` or `fail`.
    ///
    /// - Parameters:
    ///   - method: the request method; any method when nil.
    ///   - host: the URL's host, compared case-insensitively; any host when nil.
    ///   - path: the URL's path, percent-decoded, such as `/users/42`; any path when nil.
    ///   - query: query items the URL must have, with these values (others may be present).
    ///   - headers: header fields the request must have, with these values (others may be present).
    ///   - fileID: where the stub is declared, for messages; leave it to the caller's.
    ///   - filePath: where the stub is declared; leave it to the caller's.
    ///   - line: where the stub is declared; leave it to the caller's.
    ///   - column: where the stub is declared; leave it to the caller's.
    @discardableResult
    public func stub(
        _ method: HTTPMethod? = nil,
        host: String? = nil,
        path: String? = nil,
        query: [String: String]? = nil,
        headers: [String: String] = [:],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> HTTPStub {
        let stub = HTTPStub(
            method: method,
            host: host,
            path: path,
            query: query,
            headers: headers,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        let inExample = bindToRunningExample()
        state.withLock { state in
            if inExample { state.stubs.append(stub) } else { state.sharedStubs.append(stub) }
        }
        return stub
    }

    /// Stubs the requests to this URL: its host and path, and its query items if it has any
    /// (as a subset). `http.stub(.get, url: "https://api.example.com/users?page=1")`.
    @discardableResult
    public func stub(
        _ method: HTTPMethod? = nil,
        url: String,
        headers: [String: String] = [:],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> HTTPStub {
        let components = URLComponents(string: url)
        var query: [String: String]?
        if let items = components?.queryItems, !items.isEmpty {
            query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        }
        let path = components.map(\.path).flatMap { $0.isEmpty ? nil : $0 }
        return stub(
            method,
            host: components?.host,
            path: path,
            query: query,
            headers: headers,
            fileID: fileID,
            filePath: filePath,
            line: line,
            column: column
        )
    }

    /// Removes every stub; the requests recorded so far stay.
    public func removeAllStubs() {
        state.withLock { state in
            state.stubs.removeAll()
            state.sharedStubs.removeAll()
        }
    }

    /// A new ephemeral configuration whose requests go to these stubs, to build a URLSession of
    /// your own (with a delegate, say). Its other settings are the defaults.
    public var configuration: URLSessionConfiguration {
        bindToRunningExample()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [HTTPStubProtocol<NoBits>.forNumber(number)]
        configuration.urlCache = nil
        return configuration
    }

    /// A URLSession whose requests go to these stubs; the same session every time.
    public var session: URLSession {
        bindToRunningExample()
        if let session = state.withLock({ $0.session }) { return session }
        let created = URLSession(configuration: configuration)
        let (session, extra) = state.withLock { state -> (URLSession, URLSession?) in
            if let existing = state.session { return (existing, created) }
            state.session = created
            return (created, nil)
        }
        extra?.finishTasksAndInvalidate()
        return session
    }

    /// Every request received, matched or not, oldest first.
    public var requests: [RecordedHTTPRequest] {
        bindToRunningExample()
        return state.withLock { $0.requests }
    }

    /// Remembers the running example, if any, as the one whose failures unmatched requests are.
    /// An example that uses stubs another example used starts afresh, as if it made them: the
    /// stubs the other example declared and the requests it made are dropped (SpecKit, like
    /// Quick, builds a `describe` once, so one instance serves all its examples). Returns whether
    /// an example is running.
    @discardableResult
    private func bindToRunningExample() -> Bool {
        guard let recorder = ExampleRecorder.current else { return false }
        state.withLock { state in
            guard state.recorder !== recorder else { return }
            if state.recorder != nil {
                state.stubs = []
                state.requests = []
            }
            state.recorder = recorder
        }
        return true
    }

    /// Records the request and picks its answer: the latest matching stub's, or a failure (an
    /// unmatched request fails the example, as through `session`). This is how a transport
    /// other than URLSession answers from these stubs: an HTTP client's stub transport builds a
    /// `RecordedHTTPRequest` and turns the answer into its own response or error.
    public func answer(_ request: RecordedHTTPRequest) -> HTTPStub.Answer {
        let (stubs, recorder) = state.withLock { state in
            state.requests.append(request)
            return (state.sharedStubs + state.stubs, state.recorder)
        }
        if let stub = stubs.last(where: { $0.mismatch(request) == nil }) {
            return stub.answer(request)
        }
        let message = Self.unmatchedMessage(request, stubs: stubs)
        if let recorder {
            recorder.record(RecordedFailure(message: message, location: location))
        } else {
            ExampleRecorder.fail(message, at: location)
        }
        return .error(HTTPStubError(description: message))
    }

    static func unmatchedMessage(_ request: RecordedHTTPRequest, stubs: [HTTPStub]) -> String {
        var lines = [
            "no HTTP stub matches \(request)",
            "  request headers: \(request.headersDescription)",
        ]
        if stubs.isEmpty {
            lines.append(
                "no stubs are registered; add one with http.stub(\(request.method.dotted), host: \"\(request.url.host ?? "")\", path: "
                    + "\"\(request.path)\").respond(...)"
            )
        } else {
            lines.append("registered stubs (the last one that matches answers):")
            for (index, stub) in stubs.enumerated() {
                lines.append("  \(index + 1). \(stub): \(stub.mismatch(request) ?? "matches")")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension HTTPMethod {
    /// `.get` for the standard methods, `"PROPFIND"` for others: how a spec writes it.
    fileprivate var dotted: String {
        let known: [HTTPMethod] = [.get, .post, .put, .patch, .delete, .head, .options]
        return known.contains(self) ? "." + rawValue.lowercased() : "\"\(rawValue)\""
    }
}
