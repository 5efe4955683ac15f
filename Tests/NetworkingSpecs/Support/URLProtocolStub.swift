import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A URL-protocol stub for these specs until SpecKit's HTTP stubs are in main: one handler at a
/// time answers every request of the sessions it makes, and records them. Examples that use it
/// run one after another (`URLProtocolStub.run` holds a lock), since URLProtocol classes are
/// global. The body is delivered in one piece: FoundationNetworking keeps only the first chunk
/// a URLProtocol delivers to `data(for:)`.
final class URLProtocolStub: URLProtocol {
    enum Answer: Sendable {
        case response(status: Int, headers: [String: String], body: Data)
        case failure(URLError.Code)
        /// Never answers (the request stays in flight until it is cancelled); the gate tells
        /// when the request arrived.
        case held(StubGate)
    }

    struct Recorded: Sendable {
        let method: String
        let url: URL
        let headers: [String: String]
        let body: Data?
        let timeout: TimeInterval
    }

    private static let state = Mutex<(answer: Answer, requests: [Recorded])>((.failure(.unknown), []))
    private static let turn = StubTurn()

    /// Runs the body with a session whose requests this stub answers with `answer`.
    static func run<T>(answering answer: Answer, _ body: (URLSession) async throws -> T) async throws -> (T, [Recorded]) {
        await turn.acquire()
        state.withLock { $0 = (answer, []) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocolStub.self]
        let session = URLSession(configuration: configuration)
        do {
            let result = try await body(session)
            let requests = state.withLock { $0.requests }
            await turn.release()
            return (result, requests)
        } catch {
            await turn.release()
            throw error
        }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let request = self.request
        let recorded = Recorded(
            method: request.httpMethod ?? "GET",
            url: request.url ?? URL(fileURLWithPath: "/"),
            headers: request.allHTTPHeaderFields ?? [:],
            body: request.httpBody,
            timeout: request.timeoutInterval
        )
        let answer = Self.state.withLock { state in
            state.requests.append(recorded)
            return state.answer
        }
        switch answer {
        case .response(let status, let headers, let body):
            deliver(status: status, headers: headers, body: body)
        case .failure(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case .held(let gate):
            gate.reached.withLock { $0 = true }
        }
    }

    override func stopLoading() {}

    private func deliver(status: Int, headers: [String: String], body: Data) {
        guard let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers) else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        if !body.isEmpty { client?.urlProtocol(self, didLoad: body) }
        client?.urlProtocolDidFinishLoading(self)
    }
}

/// One stubbed example at a time.
actor StubTurn {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Tells an example that a held request has reached the stub.
final class StubGate: Sendable {
    /// Whether a request has reached the stub.
    let reached = Mutex(false)
}
