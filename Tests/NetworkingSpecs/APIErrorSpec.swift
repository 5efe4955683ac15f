import Foundation
import Networking
import SpecKit

final class APIErrorSpec: Spec {
    override func spec() {
        describe("APIError") {
            let endpoint = APIEndpoint(url: URL(string: "https://api.example.com/users?key=s3cret")!)
            let all: [APIError] = [
                .offline(endpoint: endpoint), .hostUnreachable(endpoint: endpoint), .timedOut(endpoint: endpoint, seconds: 2.5),
                .httpStatus(endpoint: endpoint, statusCode: 404), .httpStatus(endpoint: endpoint, statusCode: 502),
                .unexpectedBody(endpoint: endpoint, fieldPath: "[0].id", problem: "is missing"),
                .bodyTooLarge(endpoint: endpoint, limit: 10 * 1_048_576), .cancelled(endpoint: endpoint),
                .invalidRequest(endpoint: endpoint, reason: "the URL has no host"),
                .transport(endpoint: endpoint, reason: "the connection was lost"),
                .headersTooLarge(endpoint: endpoint, limit: 65_536), .tooManyRedirects(endpoint: endpoint, limit: 5),
                .tlsVerificationFailed(endpoint: endpoint),
                .clientUnavailable(endpoint: endpoint, reason: "libcurl.so.4 could not be loaded (libcurl.so.4: cannot open shared object file)"),
                .caFileUnusable(endpoint: endpoint, path: "/etc/ca.pem", reason: "it is a FIFO (named pipe), not a regular file"),
                .proxyFailed(endpoint: endpoint, proxy: "proxy.example:3128", reason: "it did not accept the connection"),
            ]

            it("names the endpoint in every message, without its query") {
                for error in all {
                    expect(error.message.contains("api.example.com")).to(beTrue(), description: error.message)
                    expect(error.message.contains("s3cret")).to(beFalse(), description: error.message)
                    expect(error.description) == error.message
                    expect(error.localizedDescription) == error.message
                }
            }

            it("gives a hint for everything but a cancellation") {
                for error in all where error != .cancelled(endpoint: endpoint) {
                    expect(error.hint).toNot(beNil(), description: error.message)
                }
                expect(APIError.cancelled(endpoint: endpoint).hint).to(beNil())
            }

            it("says what each failure is") {
                expect(all[0].message) == "cannot reach https://api.example.com/users: this machine is offline"
                expect(all[1].message) == "cannot connect to host api.example.com for https://api.example.com/users"
                expect(all[2].message) == "https://api.example.com/users did not answer within 2.5 s"
                expect(all[3].message) == "https://api.example.com/users answered HTTP 404 (not found)"
                expect(all[4].message) == "https://api.example.com/users answered HTTP 502 (bad gateway)"
                expect(all[6].message) == "the response from https://api.example.com/users is larger than the limit of 10 MiB"
                expect(all[10].message) == "the response headers from https://api.example.com/users are larger than the limit of 64 KiB"
                expect(all[11].message) == "https://api.example.com/users redirected more than 5 times"
                expect(all[12].message) == "the TLS certificate of api.example.com could not be verified for https://api.example.com/users"
                expect(all[13].message)
                    == "cannot send a request to https://api.example.com/users: libcurl.so.4 could not be loaded (libcurl.so.4: cannot open shared object file)"
                expect(all[13].hint).to(contain("install libcurl"))
                expect(all[14].message)
                    == "cannot use the CA file /etc/ca.pem for https://api.example.com/users: it is a FIFO (named pipe), not a regular file"
                expect(all[15].message)
                    == "the proxy proxy.example:3128 failed the request to https://api.example.com/users: it did not accept the connection"
            }

            it("suggests what to do for the status") {
                expect(APIError.httpStatus(endpoint: endpoint, statusCode: 401).hint).to(contain("credentials"))
                expect(APIError.httpStatus(endpoint: endpoint, statusCode: 404).hint).to(contain("path"))
                expect(APIError.httpStatus(endpoint: endpoint, statusCode: 503).hint).to(contain("later"))
            }

            it("hints sysexits codes: 69 for the network, the proxy and the server's answers, 65 for bad data, 78 for the configuration") {
                expect(all.map(\.exitCode.rawValue)) == [69, 69, 69, 69, 69, 65, 65, 69, 78, 69, 69, 69, 69, 69, 78, 69]
            }

            it("writes every hint in the house style: lower case, no final full stop") {
                let statuses = [401, 404, 429, 400, 503, 302].map { APIError.httpStatus(endpoint: endpoint, statusCode: $0) }
                for error in all + statuses {
                    guard let hint = error.hint else { continue }
                    expect(hint.first?.isLowercase).to(beTrue(), description: hint)
                    expect(hint.hasSuffix(".")).to(beFalse(), description: hint)
                }
            }
        }
    }
}
