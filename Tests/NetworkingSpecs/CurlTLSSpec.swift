import Foundation
import Networking
import NetworkingTesting
import SpecKit

/// TLS against `openssl s_server` on the loopback interface with a certificate made at spec
/// time: verified by default, trusted through a CA file. Pending when openssl is not installed.
final class CurlTLSSpec: Spec {
    override func spec() {
        describe("CurlTransport over TLS") {
            guard LoopbackTLSServer.isAvailable else {
                pending("openssl is not installed: the TLS specs need it to make a test certificate and serve HTTPS")
                return
            }
            var server: LoopbackTLSServer?
            beforeEach { server = try LoopbackTLSServer(files: ["users.json": Data(#"[{"name":"Ada"}]"#.utf8)]) }
            afterEach { server?.stop() }

            it("refuses a certificate no trusted authority signed") {
                let tls = try unwrap(server)
                let url = tls.baseURL.appendingPathComponent("users.json")
                let error = await capturedError { try await CurlAPIHandler(transport: CurlTransport()).send(APIRequest(url: url, timeout: 10)) }
                expect(error as? APIError) == .tlsVerificationFailed(endpoint: APIEndpoint(url: url))
                expect((error as? APIError)?.message) == "the TLS certificate of 127.0.0.1 could not be verified for \(url.absoluteString)"
            }
            it("accepts it when its authority is the CA file") {
                let tls = try unwrap(server)
                let transport = CurlTransport(caFile: tls.certificateFile.path)
                let response = try await CurlAPIHandler(transport: transport).send(
                    APIRequest(url: tls.baseURL.appendingPathComponent("users.json"), timeout: 10)
                )
                expect(String(decoding: response.body, as: UTF8.self)) == #"[{"name":"Ada"}]"#
            }
            it("names a CA file that cannot be read as an invalid request") {
                let tls = try unwrap(server)
                let url = tls.baseURL.appendingPathComponent("users.json")
                let transport = CurlTransport(caFile: "/nonexistent/ca.pem")
                let error = await capturedError { try await CurlAPIHandler(transport: transport).send(APIRequest(url: url, timeout: 10)) }
                expect((error as? APIError)?.exitCode.rawValue) == 78
                expect((error as? APIError)?.message).to(contain("/nonexistent/ca.pem"))
            }
        }
    }
}
