import Foundation
import Platform
import SpecKitHTTP
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP server on 127.0.0.1 whose every connection runs a script: for servers that
/// misbehave in ways `LoopbackHTTPServer` cannot (silence, a drip, endless headers or body,
/// a short body, a proxy). It records the head of each request it reads.
final class ScriptedServer: Sendable {
    let port: UInt16
    private let descriptor: Int32
    private let stopping = Atomic<Bool>(false)
    private let heads = Lock<[String]>([])

    init(_ script: @escaping @Sendable (ScriptedConnection) -> Void) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ScriptedServerError.cannotListen }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 64) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw ScriptedServerError.cannotListen
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let server = ServerHandle(server: self)
        Thread {
            server.acceptLoop(script)
        }.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port>`.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The heads (request line and header lines) of the requests read so far.
    var requestHeads: [String] { heads.withLock { $0 } }

    var isStopping: Bool { stopping.load(ordering: .sequentiallyConsistent) }

    /// Stops accepting; scripts still running see `isStopping` and their writes fail soon.
    func stop() {
        let (first, _) = stopping.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        if first { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    fileprivate func record(_ head: String) { heads.withLock { $0.append(head) } }

    fileprivate func accept() -> Int32? {
        while !isStopping {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = Glibc.accept(descriptor, nil, nil)
            if connection >= 0 { return connection }
        }
        close(descriptor)
        return nil
    }
}

/// Lets the accepting thread hold the server weakly, so the server can be deinitialized.
private final class ServerHandle: Sendable {
    weak let server: ScriptedServer?
    init(server: ScriptedServer) { self.server = server }

    func acceptLoop(_ script: @escaping @Sendable (ScriptedConnection) -> Void) {
        while let server, let connection = server.accept() {
            let client = ScriptedConnection(descriptor: connection, server: server)
            Thread {
                script(client)
                client.close()
            }.start()
        }
    }
}

enum ScriptedServerError: Error { case cannotListen }

/// One accepted connection, for a script.
final class ScriptedConnection: @unchecked Sendable {
    private let descriptor: Int32
    private weak var server: ScriptedServer?
    private let closed = Atomic<Bool>(false)
    private let descriptorClosed = Atomic<Bool>(false)

    fileprivate init(descriptor: Int32, server: ScriptedServer) {
        self.descriptor = descriptor
        self.server = server
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// True while the server runs and the peer has not gone away.
    var isOpen: Bool { !(server?.isStopping ?? true) && !closed.load(ordering: .sequentiallyConsistent) }

    /// Reads up to the blank line that ends a request's head, records it and returns it.
    @discardableResult
    func readHead() -> String? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 1_000_000 {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let head = String(text[..<end.lowerBound])
                server?.record(head)
                return head
            }
        }
        return nil
    }

    /// Sends text; false once the peer is gone or the server stopped.
    @discardableResult
    func write(_ text: String) -> Bool { write(Data(text.utf8)) }

    /// Sends bytes; false once the peer is gone or the server stopped.
    @discardableResult
    func write(_ data: Data) -> Bool {
        guard isOpen else { return false }
        return data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let sent = send(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset, Int32(MSG_NOSIGNAL))
                if sent > 0 {
                    offset += sent
                } else if sent < 0, errno == EINTR {
                    continue
                } else {
                    closed.store(true, ordering: .sequentiallyConsistent)
                    return false
                }
            }
            return true
        }
    }

    /// Waits without answering until the peer goes away or the server stops (at most 30 s).
    func holdOpen() {
        var byte: UInt8 = 0
        for _ in 0..<300 where isOpen {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 100) > 0, recv(descriptor, &byte, 1, Int32(MSG_PEEK)) <= 0 { return }
        }
    }

    /// Pauses for `milliseconds`, unless the connection is closed.
    func pause(milliseconds: Int) {
        if isOpen { usleep(useconds_t(milliseconds * 1000)) }
    }

    func close() {
        closed.store(true, ordering: .sequentiallyConsistent)
        let (first, _) = descriptorClosed.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        if first { Glibc.close(descriptor) }
    }
}
