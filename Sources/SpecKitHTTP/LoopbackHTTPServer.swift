import Dispatch
import Foundation
import Platform
import SpecKit
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for end-to-end specs: it serves canned responses by method
/// and path, optionally after a delay, and records the requests it receives.
///
/// ```swift
/// let server = try LoopbackHTTPServer()
/// server.route(.get, "/users", status: 200, headers: ["Content-Type": "application/json"], body: usersJSON)
/// server.route(.get, "/weather", body: #"{"temp":21}"#, delay: .milliseconds(100))
/// let robot = try CommandRobot.builtProduct(named: "weather")
///     .environment(["WEATHER_API_BASE_URL": server.baseURL.absoluteString])
/// try await robot.arguments("cities").run().expectExitCode(0)
/// expect(server.requests.count) == 3
/// ```
///
/// It listens on an ephemeral port of the loopback interface only, so it is never reachable from
/// another machine, and specs running at the same time each get their own port. Every connection
/// is served on a thread of its own (so slow responses are served in parallel), carries one
/// request and is closed after the response (`Connection: close`). Request bodies are read by
/// their `Content-Length`; chunked request bodies are not supported.
///
/// Matching: the path is compared without the query; the route declared last for a method and
/// path answers. A request no route matches is answered `404` and fails the running example with
/// a message listing the request and the routes (the example is the one that created the server
/// or last declared a route). In a Swift Testing test (`@Test`), whose task the server's threads
/// do not reach, the failure is kept and charged to the test the next time it calls the server
/// (`baseURL`, `route`, `requests`, `stop()`) or when the server is released.
///
/// The server stops when `stop()` is called or when it is deinitialized.
public final class LoopbackHTTPServer: Sendable {
    /// The port the server listens on.
    public let port: UInt16
    private let listener: Listener

    /// Starts a server on 127.0.0.1 and an ephemeral port. Throws `LoopbackHTTPServerError` when
    /// the socket cannot be opened.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        let socket = try ListeningSocket()
        port = socket.port
        listener = Listener(
            socket: socket,
            state: ServerState(location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        )
        listener.start()
    }

    deinit {
        listener.stop()
        listener.state.reportKeptFailures()
    }

    /// `http://127.0.0.1:<port>`, to give to the program under test.
    public var baseURL: URL {
        listener.state.bindToRunningExample()
        return URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Answers requests with this method and path (without query) with a canned response, after
    /// `delay`. Declaring a route again for the same method and path replaces it.
    public func route(
        _ method: HTTPMethod,
        _ path: String,
        status: Int = 200,
        headers: [String: String] = [:],
        body: Data = Data(),
        delay: Duration = .zero
    ) {
        listener.state.bindToRunningExample()
        listener.state.add(Route(method: method, path: path, status: status, headers: headers, body: body, delay: delay))
    }

    /// Answers requests with this method and path with a canned text (UTF-8) response.
    public func route(_ method: HTTPMethod, _ path: String, status: Int = 200, headers: [String: String] = [:], body: String, delay: Duration = .zero)
    {
        route(method, path, status: status, headers: headers, body: Data(body.utf8), delay: delay)
    }

    /// Every request received, matched or not, in the order they arrived.
    public var requests: [RecordedHTTPRequest] {
        listener.state.bindToRunningExample()
        return listener.state.requests
    }

    /// Stops listening and waits until the listening socket is closed. Requests being answered
    /// are finished. Calling it again does nothing.
    public func stop() {
        listener.stop()
        listener.state.reportKeptFailures()
    }
}

/// Why a `LoopbackHTTPServer` could not start.
public struct LoopbackHTTPServerError: Error, CustomStringConvertible {
    /// What failed while starting or running the server.
    public let description: String
}

/// A canned response for a method and path.
private struct Route: Sendable {
    let method: HTTPMethod
    let path: String
    let status: Int
    let headers: [String: String]
    let body: Data
    let delay: Duration

    var description: String { "\(method) \(path) -> \(status)" }
}

/// The routes, the recorded requests and the example to fail, shared with the serving threads.
private final class ServerState: Sendable {
    private struct Contents {
        var routes: [Route] = []
        var requests: [RecordedHTTPRequest] = []
        var recorder: ExampleRecorder?
        /// Whether the server serves a Swift Testing test rather than a SpecKit example.
        var swiftTesting = false
        /// Failures found for a Swift Testing test, kept until its task calls the server.
        var kept: [RecordedFailure] = []
    }

    private let contents: Lock<Contents>
    private let location: CodeLocation

    init(location: CodeLocation) {
        self.location = location
        contents = Lock(Contents(recorder: ExampleRecorder.current, swiftTesting: ExampleRecorder.isInSwiftTestingTest))
    }

    /// Binds the server to the example (or Swift Testing test) of the calling task, and reports
    /// there what was kept for a Swift Testing test.
    func bindToRunningExample() {
        if let recorder = ExampleRecorder.current {
            contents.withLock { $0.recorder = recorder }
        } else if ExampleRecorder.isInSwiftTestingTest {
            contents.withLock { $0.swiftTesting = true }
            reportKeptFailures()
        }
    }

    /// Reports the failures kept for a Swift Testing test, from the calling task: to the test
    /// when it runs there, and as failures outside any test otherwise (never lost).
    func reportKeptFailures() {
        let kept = contents.withLock { contents in
            defer { contents.kept = [] }
            return contents.kept
        }
        for failure in kept { ExampleRecorder.fail(failure.message, at: failure.location) }
    }

    func add(_ route: Route) {
        contents.withLock { $0.routes.append(route) }
    }

    var requests: [RecordedHTTPRequest] { contents.withLock { $0.requests } }

    /// Records the request and returns its route, or nil after failing the example.
    func route(for request: RecordedHTTPRequest) -> Route? {
        let (routes, recorder, swiftTesting) = contents.withLock { contents in
            contents.requests.append(request)
            return (contents.routes, contents.recorder, contents.swiftTesting)
        }
        if let route = routes.last(where: { $0.method == request.method && $0.path == request.path }) {
            return route
        }
        let listing = routes.isEmpty ? "no routes are declared" : "routes:\n" + routes.map { "  \($0.description)" }.joined(separator: "\n")
        let message =
            "the loopback HTTP server has no route for \(request) and answered 404\n  request headers: \(request.headersDescription)\n\(listing)"
        if let recorder {
            recorder.record(RecordedFailure(message: message, location: location))
        } else if swiftTesting {
            contents.withLock { $0.kept.append(RecordedFailure(message: message, location: location)) }
        } else {
            ExampleRecorder.fail(message, at: location)
        }
        return nil
    }
}

/// The listening socket, bound to 127.0.0.1 and an ephemeral port.
private struct ListeningSocket: Sendable {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else {
            throw LoopbackHTTPServerError(description: "cannot open a socket for the loopback HTTP server: \(String(cString: strerror(errno)))")
        }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &reuse, socklen_t(MemoryLayout<Int32>.size))
        #endif

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw LoopbackHTTPServerError(description: "cannot listen on 127.0.0.1 for the loopback HTTP server: \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            close(descriptor)
            throw LoopbackHTTPServerError(description: "cannot read the port of the loopback HTTP server: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }
}

/// Accepts connections on a thread of its own and serves each one on a new thread.
private final class Listener: Sendable {
    let socket: ListeningSocket
    let state: ServerState
    private let stopping = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)

    init(socket: ListeningSocket, state: ServerState) {
        self.socket = socket
        self.state = state
    }

    func start() {
        let thread = Thread { [self] in acceptUntilStopped() }
        thread.name = "SpecKit LoopbackHTTPServer :\(socket.port)"
        thread.start()
    }

    func stop() {
        let (first, _) = stopping.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        if first { stopped.wait() }
    }

    private func acceptUntilStopped() {
        while !stopping.load(ordering: .sequentiallyConsistent) {
            var poller = pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(socket.descriptor, nil, nil)
            guard connection >= 0 else { continue }
            let state = self.state
            let port = socket.port
            Thread { Connection(descriptor: connection, port: port).serve(state) }.start()
        }
        close(socket.descriptor)
        stopped.signal()
    }
}

/// One accepted connection: reads one request, answers it, closes.
private struct Connection {
    let descriptor: Int32
    let port: UInt16

    func serve(_ state: ServerState) {
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest() else {
            respond(status: 400, headers: [:], body: Data("malformed request\n".utf8), includeBody: true)
            return
        }
        guard let route = state.route(for: request) else {
            respond(
                status: 404,
                headers: ["Content-Type": "text/plain"],
                body: Data("no route for \(request.method) \(request.path)\n".utf8),
                includeBody: request.method != .head
            )
            return
        }
        if route.delay > .zero {
            let (seconds, attoseconds) = route.delay.components
            Thread.sleep(forTimeInterval: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
        }
        respond(status: route.status, headers: route.headers, body: route.body, includeBody: request.method != .head)
    }

    private func readRequest() -> RecordedHTTPRequest? {
        var received = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            guard let chunk = receive(), !chunk.isEmpty else { return nil }
            received.append(chunk)
            headerEnd = received.range(of: separator)
            if received.count > 1_000_000 { return nil }
        }
        guard let headerEnd else { return nil }
        let head = String(decoding: received[..<headerEnd.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = headers.first { $0.key.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        var body = Data(received[headerEnd.upperBound...])
        while body.count < length {
            guard let chunk = receive(), !chunk.isEmpty else { break }
            body.append(chunk)
        }
        let target = String(requestLine[1])
        guard let url = URL(string: "http://127.0.0.1:\(port)\(target.hasPrefix("/") ? target : "/" + target)") else { return nil }
        return RecordedHTTPRequest(
            method: HTTPMethod(rawValue: String(requestLine[0])),
            url: url,
            headers: headers,
            body: length > 0 ? body.prefix(length) : nil
        )
    }

    private func receive() -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return nil }
        }
    }

    private func respond(status: Int, headers: [String: String], body: Data, includeBody: Bool) {
        var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
        var fields = headers.filter { !["content-length", "connection"].contains($0.key.lowercased()) }
        fields["Content-Length"] = String(body.count)
        fields["Connection"] = "close"
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        var message = Data(head.utf8)
        if includeBody { message.append(body) }
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        message.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let sent = send(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset, flags)
                if sent > 0 {
                    offset += sent
                } else if sent < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        shutdown(descriptor, Int32(SHUT_WR))
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
