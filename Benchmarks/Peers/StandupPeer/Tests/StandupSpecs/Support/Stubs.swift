import Foundation
import Standup
import StandupCLI
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `TeamListing` that answers a fixed team, or a fixed error.
struct TeamListingStub: TeamListing {
    let result: Result<[String], TeamListError>

    init(names: [String]) { result = .success(names) }
    init(failing error: TeamListError) { result = .failure(error) }

    var sourceName: String { "stub" }

    func team() throws -> Team {
        Team(names: try result.get(), source: sourceName)
    }
}

/// A `RandomSource` that answers the same 64 bits every time.
struct ConstantRandomSourceStub: RandomSource {
    let value: UInt64
    func next() -> UInt64 { value }
}

/// An `HTTPClient` answering stubbed responses by URL, and recording the requests.
final class HTTPClientStub: HTTPClient {
    enum Answer {
        case response(status: Int, body: String)
        case failure(URLError.Code)
    }

    private let state = Mutex<(answers: [String: Answer], requests: [URLRequest])>((answers: [:], requests: []))

    /// Answers `url` with `status` and `body`.
    func stub(_ url: String, status: Int = 200, body: String) {
        state.withLock { $0.answers[url] = .response(status: status, body: body) }
    }

    /// Fails requests to `url` with `code`.
    func stub(_ url: String, failing code: URLError.Code) {
        state.withLock { $0.answers[url] = .failure(code) }
    }

    /// The requests received, in order.
    var requests: [URLRequest] { state.withLock { $0.requests } }

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = request.url?.absoluteString ?? ""
        let answer = state.withLock { state -> Answer? in
            state.requests.append(request)
            return state.answers[url]
        }
        switch answer {
        case let .response(status, body)?:
            guard let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:]) else {
                throw URLError(.badServerResponse)
            }
            return (Data(body.utf8), response)
        case let .failure(code)?:
            throw URLError(code)
        case nil:
            throw URLError(.cannotFindHost)
        }
    }
}

/// A `Console` keeping what is written.
final class BufferConsole: Console {
    private let buffers = Mutex<(output: String, error: String)>((output: "", error: ""))

    var output: String { buffers.withLock { $0.output } }
    var error: String { buffers.withLock { $0.error } }

    func write(_ text: String) { buffers.withLock { $0.output += text } }
    func writeError(_ text: String) { buffers.withLock { $0.error += text } }
}

/// A temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("standup-peer-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    @discardableResult
    func write(_ name: String, _ text: String) -> URL {
        let file = file(name)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return file
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The error `body` throws, if any.
func thrownError(_ body: () async throws -> Void) async -> (any Error)? {
    do {
        try await body()
        return nil
    } catch {
        return error
    }
}
