import Foundation
import NetworkingTesting
import SpecKit
import SpecKitRobot

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
                try await peopleRoulette([
                    "PEOPLE_SOURCE": "http", "PEOPLE_URL": tls.baseURL.appendingPathComponent("users.json").absoluteString,
                    "STORAGE_BACKEND": "memory",
                ].merging(extra) { _, new in new })
            }

            it("refuses a certificate it cannot verify, with exit code 69") {
                let tls = try unwrap(server)
                try await robot(tls).arguments("refresh").run()
                    .expectFailure(69, saying: "cannot load the people: the TLS certificate of 127.0.0.1 could not be verified for https://127.0.0.1:\(tls.port)/users.json")
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
        }
    }
}
