import Foundation
import Networking
import SpecKit

final class ForbiddenAPIHandlerSpec: Spec {
    override func spec() {
        describe("ForbiddenAPIHandler") {
            let request = APIRequest(url: URL(string: "https://api.example.com/users?key=s3cret")!)

            it("fails every request, naming the dependency to mock") {
                let error = await capturedError { try await ForbiddenAPIHandler().send(request) }
                expect(error as? APIError) == .forbidden(endpoint: request.endpoint, dependency: "APIRequesting")
                let message = (error as? APIError)?.message ?? ""
                expect(message.contains("register a mock for APIRequesting")).to(beTrue(), description: message)
                expect(message.contains("https://api.example.com/users")).to(beTrue(), description: message)
                expect(message.contains("s3cret")).to(beFalse(), description: message)
            }

            it("names the dependency it was given") {
                let error = await capturedError { try await ForbiddenAPIHandler(dependency: "UsersDownloading").send(request) }
                expect((error as? APIError)?.hint?.contains("UsersDownloading")).to(beTrue())
                expect((error as? APIError)?.exitCode.rawValue) == 70
            }

            it("still decodes bodies, which needs no network") {
                let response = APIResponse(statusCode: 200, body: Data("[1,2]".utf8), endpoint: request.endpoint)
                expect(try ForbiddenAPIHandler().decode([Int].self, from: response)) == [1, 2]
            }
        }
    }
}
