import Foundation
import Networking
import SpecKit

final class APIRequestSpec: Spec {
    override func spec() {
        describe("APIRequest") {
            let url = URL(string: "https://api.example.com/users")!

            it("is a GET with a 30-second timeout and nothing else by default") {
                let request = APIRequest(url: url)
                expect(request.method) == .get
                expect(request.timeout) == 30
                expect(request.queryItems).to(beEmpty())
                expect(request.headers).to(beEmpty())
                expect(request.body).to(beNil())
            }

            it("upper-cases methods given as strings") {
                expect(APIRequest.Method(rawValue: "post")) == .post
                expect(("propfind" as APIRequest.Method).rawValue) == "PROPFIND"
            }

            context("when described") {
                let request = APIRequest(
                    url: URL(string: "https://api.example.com/users?token=abc123")!,
                    method: .post,
                    queryItems: [URLQueryItem(name: "api_key", value: "s3cret")],
                    headers: ["Authorization": "Bearer t0ken", "Accept": "application/json"]
                )
                it("names the method, the endpoint and the names of query parameters and headers") {
                    expect(request.description) == "POST https://api.example.com/users query: token, api_key headers: Accept, Authorization"
                }
                it("never shows a query value or a header value") {
                    for secret in ["abc123", "s3cret", "t0ken"] {
                        expect(request.description.contains(secret)).to(beFalse(), description: secret)
                    }
                }
            }
        }
    }
}
