import Foundation
import Networking
import SpecKit

final class APIEndpointSpec: Spec {
    override func spec() {
        describe("APIEndpoint") {
            it("keeps the scheme, host, port and path") {
                let endpoint = APIEndpoint(url: URL(string: "https://api.example.com:8443/v1/users")!)
                expect(endpoint.scheme) == "https"
                expect(endpoint.host) == "api.example.com"
                expect(endpoint.port) == 8443
                expect(endpoint.path) == "/v1/users"
                expect(endpoint.description) == "https://api.example.com:8443/v1/users"
            }
            it("leaves out the query, the fragment, the user and the password") {
                let endpoint = APIEndpoint(url: URL(string: "https://ana:pa55word@api.example.com/users?key=s3cret#top")!)
                expect(endpoint.description) == "https://api.example.com/users"
                expect(endpoint.description).toNot(contain("s3cret"))
                expect(endpoint.description).toNot(contain("pa55word"))
                expect(endpoint.description).toNot(contain("ana"))
            }
            it("shows / for an empty path") {
                expect(APIEndpoint(url: URL(string: "http://localhost:8080")!).description) == "http://localhost:8080/"
            }
        }
    }
}
