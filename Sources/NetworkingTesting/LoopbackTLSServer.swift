import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTPS server on 127.0.0.1 for specs of TLS: `openssl s_server -WWW` serving files from a
/// temporary directory, with a self-signed certificate for `127.0.0.1` generated when it starts
/// (`openssl req -x509`). Trust it by giving `certificateFile` as the CA file.
///
/// ```swift
/// guard LoopbackTLSServer.isAvailable else { return }   // report the spec as pending instead
/// let server = try LoopbackTLSServer(files: ["users.json": Data("[]".utf8)])
/// defer { server.stop() }
/// let transport = CurlTransport(caFile: server.certificateFile.path)
/// ```
///
/// Needs the `openssl` command; `isAvailable` says whether it is installed.
public final class LoopbackTLSServer: Sendable {
    /// The port it listens on.
    public let port: UInt16
    /// The self-signed certificate (PEM), also the authority to trust.
    public let certificateFile: URL
    /// The temporary directory holding the certificate, its key and the served files.
    public let directory: URL
    private let process: Process

    /// The path of the `openssl` command, or nil when it is not installed.
    public static var opensslPath: String? {
        ["/usr/bin/openssl", "/usr/local/bin/openssl", "/opt/homebrew/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `openssl` is installed, so that a server can start.
    public static var isAvailable: Bool { opensslPath != nil }

    /// Generates a certificate, writes `files` (name to content) and starts serving them. With
    /// `rawResponses`, each file is the whole HTTP response, status line and headers included
    /// (`openssl s_server -HTTP`), so a spec can answer a redirect:
    /// `"HTTP/1.0 302 Found\r\nLocation: http://127.0.0.1:8080/users\r\n\r\n"`.
    public init(files: [String: Data], rawResponses: Bool = false) throws {
        guard let openssl = Self.opensslPath else { throw LoopbackTLSServerError(description: "openssl is not installed") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loopback-tls-\(UUID().uuidString)")
        let served = directory.appendingPathComponent("www")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        for (name, content) in files { try content.write(to: served.appendingPathComponent(name)) }
        let certificate = directory.appendingPathComponent("cert.pem")
        let key = directory.appendingPathComponent("key.pem")
        let generated = try Self.run(
            openssl,
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key.path, "-out", certificate.path,
            ]
        )
        guard generated == 0 else {
            throw LoopbackTLSServerError(description: "openssl req could not generate a test certificate (status \(generated))")
        }

        var started: (Process, UInt16)?
        for _ in 0..<5 where started == nil {
            let port = Self.freePort()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: openssl)
            process.arguments = [
                "s_server", "-accept", "\(port)", "-cert", certificate.path, "-key", key.path, rawResponses ? "-HTTP" : "-WWW", "-quiet",
            ]
            process.currentDirectoryURL = served
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if Self.waitUntilListening(port: port, process: process) {
                started = (process, port)
            } else {
                Self.kill(process)
            }
        }
        guard let (process, port) = started else {
            throw LoopbackTLSServerError(description: "openssl s_server did not start listening on 127.0.0.1")
        }
        self.process = process
        self.port = port
        self.certificateFile = certificate
        self.directory = directory
    }

    deinit { stop() }

    /// `https://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "https://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

    /// Stops the server and removes its directory. Calling it again does nothing.
    public func stop() {
        Self.kill(process)
        try? FileManager.default.removeItem(at: directory)
    }

    /// SIGKILL, not terminate(): a child started from a thread of Swift's pool inherits its
    /// blocked signals, SIGTERM among them.
    private static func kill(_ process: Process) {
        guard process.isRunning else { return }
        #if canImport(Glibc)
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        #else
        _ = Darwin.kill(process.processIdentifier, SIGKILL)
        #endif
        process.waitUntilExit()
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// An ephemeral port nothing listens on now.
    private static func freePort() -> UInt16 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Tries to connect every 50 ms while the process runs, up to about 10 s.
    private static func waitUntilListening(port: UInt16, process: Process) -> Bool {
        for _ in 0..<200 where process.isRunning {
            #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
            close(descriptor)
            if connected { return true }
            usleep(50_000)
        }
        return false
    }
}

/// Why a `LoopbackTLSServer` could not start.
public struct LoopbackTLSServerError: Error, CustomStringConvertible {
    /// What failed while starting or running the server.
    public let description: String
}
