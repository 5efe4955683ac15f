import Foundation
import Platform
import SpecKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// How a request finds the HTTPStubs of its session.
//
// A URLProtocol instance cannot see the session that created its task, and on Linux it does not
// see the configuration's httpAdditionalHeaders either, so a marker header cannot carry the scope.
// Instead every HTTPStubs gets a number, and its sessions get a protocol class of their own,
// HTTPStubProtocol<Number>, whose generic argument spells that number in binary
// (6 is Bit0<Bit1<Bit1<NoBits>>>). The class asks the registry for the HTTPStubs with its number;
// examples running at the same time use different classes and never see each other's stubs.
// Numbers are never reused, so a late request of a finished example cannot reach a newer one.

/// A number spelled as a type, lowest bit outermost.
protocol HTTPStubsNumber {
    static var value: Int { get }
}

enum NoBits: HTTPStubsNumber {
    static var value: Int { 0 }
}

enum Bit0<Higher: HTTPStubsNumber>: HTTPStubsNumber {
    static var value: Int { Higher.value * 2 }
}

enum Bit1<Higher: HTTPStubsNumber>: HTTPStubsNumber {
    static var value: Int { Higher.value * 2 + 1 }
}

/// The URLProtocol that answers the requests of the sessions of the HTTPStubs numbered `Number`.
final class HTTPStubProtocol<Number: HTTPStubsNumber>: URLProtocol {
    /// The protocol class of the HTTPStubs numbered `number`.
    static func forNumber(_ number: Int) -> AnyClass {
        func protocolClass<N: HTTPStubsNumber>(_: N.Type) -> AnyClass { HTTPStubProtocol<N>.self }
        return protocolClass(numberType(number))
    }

    private static func numberType(_ number: Int) -> any HTTPStubsNumber.Type {
        guard number > 0 else { return NoBits.self }
        func adding<Higher: HTTPStubsNumber>(_: Higher.Type) -> any HTTPStubsNumber.Type {
            number & 1 == 1 ? Bit1<Higher>.self : Bit0<Higher>.self
        }
        return adding(numberType(number >> 1))
    }

    // Every request of a stubbing session is answered here: nothing reaches the network.
    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let recorded = RecordedHTTPRequest(
            method: HTTPMethod(rawValue: request.httpMethod ?? "GET"),
            url: request.url ?? URL(fileURLWithPath: "/"),
            headers: request.allHTTPHeaderFields ?? [:],
            body: request.httpBody ?? request.httpBodyStream.map { readAll($0) }
        )
        guard let stubs = HTTPStubsRegistry.shared.stubs(numbered: Number.value) else {
            client?.urlProtocol(
                self,
                didFailWithError: HTTPStubError(
                    description:
                        "\(recorded) was made through the session of an HTTPStubs that no longer exists (its example has ended); make requests "
                        + "while the example runs"
                )
            )
            return
        }
        switch stubs.answer(recorded) {
        case let .response(status, headers, body):
            guard let url = request.url,
                let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
            else {
                client?.urlProtocol(
                    self,
                    didFailWithError: HTTPStubError(description: "cannot build a response with status \(status) for \(recorded)")
                )
                return
            }
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            if !body.isEmpty { client?.urlProtocol(self, didLoad: body) }
            client?.urlProtocolDidFinishLoading(self)
        case let .urlError(code):
            var info: [String: Any] = [:]
            if let url = request.url {
                info[NSURLErrorFailingURLErrorKey] = url
            }
            client?.urlProtocol(self, didFailWithError: URLError(code, userInfo: info))
        case let .error(error):
            client?.urlProtocol(self, didFailWithError: error)
        }
    }

    override func stopLoading() {}
}

/// The whole content of a request's body stream.
private func readAll(_ stream: InputStream) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    stream.open()
    defer { stream.close() }
    while true {
        let count = stream.read(&buffer, maxLength: buffer.count)
        if count <= 0 { break }
        data.append(buffer, count: count)
    }
    return data
}

/// The living HTTPStubs by number. An HTTPStubs adds itself when created and removes itself when
/// it is deinitialized, which happens when its example ends (it is created per example); the
/// registry holds it weakly, so it never keeps one alive.
final class HTTPStubsRegistry: Sendable {
    static let shared = HTTPStubsRegistry()

    private struct Entry {
        weak var stubs: HTTPStubs?
    }

    private struct State {
        var next = 1
        var entries: [Int: Entry] = [:]
    }

    private let state = Lock(State())

    /// A number no HTTPStubs had before.
    func reserveNumber() -> Int {
        state.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
    }

    /// Registers `stubs` under its reserved number.
    func add(_ stubs: HTTPStubs, number: Int) {
        state.withLock { $0.entries[number] = Entry(stubs: stubs) }
    }

    func remove(_ number: Int) {
        state.withLock { _ = $0.entries.removeValue(forKey: number) }
    }

    func stubs(numbered number: Int) -> HTTPStubs? {
        state.withLock { $0.entries[number]?.stubs }
    }

    /// How many HTTPStubs are alive (for specs of the clean-up).
    var count: Int { state.withLock { $0.entries.count } }
}
