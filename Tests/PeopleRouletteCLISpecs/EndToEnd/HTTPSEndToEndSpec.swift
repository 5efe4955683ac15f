import Foundation
import NetworkingTesting
import SpecKit
import SpecKitHTTP
import SpecKitRobot

#if canImport(Glibc)
import Glibc
#endif

/// The built `people-roulette` against an HTTPS server on the loopback interface whose
/// certificate was made at spec time: refused by default, trusted through `http.ca-file`.
/// Pending when openssl is not installed.
final class HTTPSEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette with people.source=http over HTTPS") {
            guard LoopbackTLSServer.isAvailable else {
                pending("openssl is not installed: the HTTPS end-to-end specs need it to make a test certificate and serve HTTPS")
                return
            }
            var server: LoopbackTLSServer?
            beforeEach { server = try LoopbackTLSServer(files: ["users.json": Data(Fixtures.users.utf8)]) }
            afterEach { server?.stop() }

            func robot(_ tls: LoopbackTLSServer, _ extra: [String: String] = [:]) async throws -> CommandRobot {
                try await peopleRoulette(
                    [
                        "PEOPLE_SOURCE": "http", "PEOPLE_URL": tls.baseURL.appendingPathComponent("users.json").absoluteString,
                        "STORAGE_BACKEND": "memory",
                    ].merging(extra) { _, new in new }
                )
            }

            it("refuses a certificate it cannot verify, with exit code 69") {
                let tls = try unwrap(server)
                try await robot(tls).arguments("refresh").run()
                    .expectFailure(
                        69,
                        saying:
                            "cannot load the people: the TLS certificate of 127.0.0.1 could not be verified for https://127.0.0.1:\(tls.port)/users.json"
                    )
            }
            it("downloads the people when http.ca-file trusts the certificate") {
                let tls = try unwrap(server)
                try await robot(tls).arguments("refresh", "--set", "http.ca-file=\(tls.certificateFile.path)").run()
                    .expectExitCode(0).expectOutput(contains: "Stored 10 people from https://127.0.0.1:\(tls.port)/users.json")
            }
            it("takes the CA file from HTTP_CA_FILE too") {
                let tls = try unwrap(server)
                try await robot(tls, ["HTTP_CA_FILE": tls.certificateFile.path]).arguments("refresh").run()
                    .expectExitCode(0).expectOutput(contains: "Stored 10 people")
            }

            context("when the server redirects from https to plain http") {
                var plain: LoopbackHTTPServer?
                var redirecting: LoopbackTLSServer?
                beforeEach {
                    let http = try LoopbackHTTPServer()
                    http.route(.get, "/users", headers: ["Content-Type": "application/json"], body: Fixtures.users)
                    plain = http
                    let answer = "HTTP/1.0 302 Found\r\nLocation: http://127.0.0.1:\(http.port)/users\r\nContent-Length: 0\r\n\r\n"
                    redirecting = try LoopbackTLSServer(files: ["users.json": Data(answer.utf8)], rawResponses: true)
                }
                afterEach {
                    plain?.stop()
                    redirecting?.stop()
                }

                it("follows it with a warning line on standard error, and succeeds") {
                    let tls = try unwrap(redirecting)
                    let result = try await robot(tls, ["HTTP_CA_FILE": tls.certificateFile.path]).arguments("refresh").run()
                        .expectExitCode(0).expectOutput(contains: "Stored 10 people")
                    expect(result.standardError)
                        == "warning: https://127.0.0.1:\(tls.port)/users.json redirected from https to plain http (127.0.0.1): the exchange was not encrypted\n"
                }
                it("refuses it under http.refuse-downgrade, exit 69, sending nothing in the clear") {
                    let tls = try unwrap(redirecting)
                    try await robot(tls, ["HTTP_CA_FILE": tls.certificateFile.path, "HTTP_REFUSE_DOWNGRADE": "true"]).arguments("refresh").run()
                        .expectFailure(
                            69,
                            saying:
                                "https://127.0.0.1:\(tls.port)/users.json redirected from https to an address that is not https, and downgrades are refused"
                        )
                    expect(plain?.requests.count) == 0
                }
            }

            context("when the CA file is not a plain file of reasonable size") {
                it("refuses a FIFO at once, before any connection, with exit code 78") {
                    let tls = try unwrap(server)
                    let robot = try await robot(tls)
                    let fifo = robot.workingDirectory.appendingPathComponent("ca.pem")
                    expect(mkfifo(fifo.path, 0o600)) == 0
                    try await robot.environment(["HTTP_CA_FILE": fifo.path]).arguments("refresh").run()
                        .expectFailure(
                            78,
                            saying:
                                "cannot use the CA file \(fifo.path) for https://127.0.0.1:\(tls.port)/users.json: it is a FIFO (named pipe), not a regular file"
                        )
                }
                it("refuses a 300 MB file by its size, without reading it, with exit code 78") {
                    let tls = try unwrap(server)
                    let robot = try await robot(tls)
                    let big = robot.workingDirectory.appendingPathComponent("junk.pem")
                    expect(FileManager.default.createFile(atPath: big.path, contents: nil)) == true
                    let handle = try FileHandle(forWritingTo: big)
                    try handle.truncate(atOffset: 300 << 20)
                    try handle.close()
                    try await robot.arguments("refresh", "--set", "http.ca-file=\(big.path)").run()
                        .expectFailure(
                            78,
                            saying:
                                "cannot use the CA file \(big.path) for https://127.0.0.1:\(tls.port)/users.json: it is larger than the limit of 16 MiB"
                        )
                }
                it("refuses a file without certificates, with exit code 78 and the path") {
                    let tls = try unwrap(server)
                    let robot = try await robot(tls)
                    try robot.createFile(at: "empty.pem", contents: "not a certificate\n")
                    let path = robot.workingDirectory.appendingPathComponent("empty.pem").path
                    try await robot.environment(["HTTP_CA_FILE": path]).arguments("refresh").run()
                        .expectFailure(78, saying: "cannot use the CA file \(path)")
                }
            }
        }
    }
}
