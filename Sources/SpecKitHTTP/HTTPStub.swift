import Foundation
import Platform
import SpecKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One stubbed request of an `HTTPStubs`: which requests it matches, and how it answers them.
///
/// Made by `HTTPStubs.stub(...)`; give it its answer with the fluent `respond` and `fail`:
///
/// ```swift
/// http.stub(.get, host: "api.example.com", path: "/users")
///     .respond(status: 200, headers: ["Content-Type": "application/json"], body: #"[{"name":"Ada"}]"#)
/// http.stub(.get, path: "/cities").fail(.notConnectedToInternet)
/// ```
///
/// Several answers are given in order, one per matching request; the last one then repeats:
/// `.respond(status: 503).respond(status: 200, body: "ok")` answers 503 once, then 200.
/// A stub with no answer responds 200 with an empty body.
public final class HTTPStub: Sendable, CustomStringConvertible {
    /// A canned answer: what `HTTPStubs.answer(_:)` hands to a transport of your own.
    public enum Answer: Sendable {
        /// Respond with this status, these header fields and this body.
        case response(status: Int, headers: [String: String], body: Data)
        /// Fail as `URLSession` fails with this code (`.timedOut`, `.notConnectedToInternet`...).
        case urlError(URLError.Code)
        /// Fail with this error (an `HTTPStubError` for an unmatched request or a bad fixture).
        case error(any Error)
    }

    private struct State {
        var answers: [Answer] = []
        var requests: [RecordedHTTPRequest] = []
    }

    let method: HTTPMethod?
    let host: String?
    let path: String?
    let query: [String: String]?
    let headers: [String: String]
    /// Where the stub was declared.
    public let location: CodeLocation
    private let state = Lock(State())

    init(method: HTTPMethod?, host: String?, path: String?, query: [String: String]?, headers: [String: String], location: CodeLocation) {
        self.method = method
        self.host = host
        self.path = path
        self.query = query
        self.headers = headers
        self.location = location
    }

    /// Answers with a response whose body is `body`.
    @discardableResult
    public func respond(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) -> HTTPStub {
        add(.response(status: status, headers: headers, body: body))
    }

    /// Answers with a response whose body is `body`, encoded as UTF-8.
    @discardableResult
    public func respond(status: Int = 200, headers: [String: String] = [:], body: String) -> HTTPStub {
        respond(status: status, headers: headers, body: Data(body.utf8))
    }

    /// Answers with a response whose body is the content of a fixture file, read now. A file that
    /// cannot be read fails the example at this line, and the request then fails too.
    @discardableResult
    public func respond(
        status: Int = 200,
        headers: [String: String] = [:],
        fixture: URL,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) -> HTTPStub {
        do {
            return respond(status: status, headers: headers, body: try Data(contentsOf: fixture))
        } catch {
            let message =
                "cannot read the HTTP stub's fixture file \(fixture.path): \(error.localizedDescription); check that the file exists and the path "
                + "is right"
            ExampleRecorder.fail(message, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return add(.error(HTTPStubError(description: message)))
        }
    }

    /// Fails the request with a `URLError` of this code, such as `.timedOut` or
    /// `.notConnectedToInternet`, whose failing URL is the request's.
    @discardableResult
    public func fail(_ code: URLError.Code) -> HTTPStub {
        add(.urlError(code))
    }

    /// Fails the request with `error`: `.fail(with: URLError(.timedOut))`.
    @discardableResult
    public func fail(with error: any Error) -> HTTPStub {
        add(.error(error))
    }

    /// The requests this stub answered, oldest first.
    public var requests: [RecordedHTTPRequest] { state.withLock { $0.requests } }

    private func add(_ answer: Answer) -> HTTPStub {
        state.withLock { $0.answers.append(answer) }
        return self
    }

    /// Records the request and returns the answer due for it.
    func answer(_ request: RecordedHTTPRequest) -> Answer {
        state.withLock { state in
            state.requests.append(request)
            guard !state.answers.isEmpty else { return .response(status: 200, headers: [:], body: Data()) }
            let index = min(state.requests.count, state.answers.count) - 1
            return state.answers[index]
        }
    }

    /// Nil when the stub matches the request, otherwise why it does not, such as `path is /cities`.
    func mismatch(_ request: RecordedHTTPRequest) -> String? {
        if let method, method != request.method { return "method is \(request.method)" }
        if let host, host.caseInsensitiveCompare(request.url.host ?? "") != .orderedSame {
            return "host is \(request.url.host ?? "missing")"
        }
        if let path, path != request.path { return "path is \(request.path)" }
        let actualQuery = request.query
        for (name, value) in (query ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let actual = actualQuery[name] else { return "query has no \(name)" }
            if actual != value { return "query \(name) is \(SecretRedaction.isSecret(name) ? SecretRedaction.placeholder : actual)" }
        }
        for (name, value) in headers.sorted(by: { $0.key.lowercased() < $1.key.lowercased() }) {
            guard let actual = request.header(name) else { return "header \(name) is missing" }
            if actual != value { return "header \(name) is \(SecretRedaction.header(name, actual))" }
        }
        return nil
    }

    /// `GET api.example.com /users query q=x headers Accept: text/plain (UsersSpec.swift:12)`.
    public var description: String {
        var parts = [method?.rawValue ?? "any method"]
        if let host { parts.append(host) }
        parts.append(path ?? "any path")
        if let query, !query.isEmpty {
            let items = query.sorted { $0.key < $1.key }.map {
                "\($0.key)=\(SecretRedaction.isSecret($0.key) ? SecretRedaction.placeholder : $0.value)"
            }
            parts.append("query " + items.joined(separator: "&"))
        }
        if !headers.isEmpty {
            let fields = headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { "\($0.key): \(SecretRedaction.header($0.key, $0.value))" }
            parts.append("headers " + fields.joined(separator: ", "))
        }
        return parts.joined(separator: " ") + " (\(location))"
    }
}

/// An error of HTTP stubbing itself (an unmatched request, an unreadable fixture, a session whose
/// HTTPStubs is gone); its description says what happened and what to do.
public struct HTTPStubError: Error, CustomStringConvertible {
    /// What happened and what to do about it.
    public let description: String
}
