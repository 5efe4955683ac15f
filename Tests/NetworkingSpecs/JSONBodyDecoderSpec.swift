import Foundation
import Networking
import SpecKit

final class JSONBodyDecoderSpec: Spec {
    override func spec() {
        describe("decoding a JSON body") {
            let endpoint = APIEndpoint(url: URL(string: "https://jsonplaceholder.typicode.com/users?key=s3cret")!)
            let api = CurlAPIHandler()
            func decodingError(_ json: String) -> APIError? {
                decodingFailure(api, APIResponse(statusCode: 200, body: Data(json.utf8), endpoint: endpoint))
            }

            it("decodes the expected shape") {
                let response = APIResponse(statusCode: 200, body: Data(UserFixture.json.utf8), endpoint: endpoint)
                expect(try api.decode([UserFixture].self, from: response).count) == 3
            }

            context("when a nested field has the wrong type") {
                let json = #"[{"id":1,"name":"A"},{"id":2,"name":"B"},{"id":3,"name":"C","company":{"name":42}}]"#
                it("names its path") {
                    let error = decodingError(json)
                    expect(fieldPath(error)) == "[2].company.name"
                    expect(error?.message)
                        == "the response from https://jsonplaceholder.typicode.com/users is not the expected JSON: field [2].company.name should be a string but found a number"
                    expect(error?.exitCode.rawValue) == 65
                }
            }

            context("when a required field is missing") {
                it("names the missing field") {
                    let error = decodingError(#"[{"id":1,"name":"A"},{"id":2}]"#)
                    expect(fieldPath(error)) == "[1].name"
                    expect(error?.message.hasSuffix("field [1].name is missing")).to(beTrue(), description: error?.message)
                }
            }

            context("when a required field is null") {
                it("says it is null") {
                    let error = decodingError(#"[{"id":null,"name":"A"}]"#)
                    expect(fieldPath(error)) == "[0].id"
                    expect(error?.message.contains("is null")).to(beTrue(), description: error?.message)
                }
            }

            context("when the top level is an object instead of an array") {
                it("reports the body as a whole") {
                    let error = decodingError(#"{"users":[]}"#)
                    expect(fieldPath(error)) == ""
                    expect(error?.message.contains("the body should be an array")).to(beTrue(), description: error?.message)
                }
            }

            context("when the body is not JSON at all") {
                it("says so") {
                    let error = decodingError("<html>Service Unavailable</html>")
                    expect(error?.message.hasSuffix("the body is not valid JSON")).to(beTrue(), description: error?.message)
                }
            }

            context("when the body is empty") {
                it("says it is not valid JSON") {
                    expect(decodingError("")?.message).to(endWith("the body is not valid JSON"))
                }
            }

            it("never shows the query of the URL") {
                expect(decodingError("nope")?.message).toNot(contain("s3cret"))
            }

            context("when keys are not plain names") {
                struct Odd: Decodable { let values: [String: [String: Int]] }
                it("quotes them") {
                    let response = APIResponse(statusCode: 200, body: Data(#"{"values":{"first key":{"x":"y"}}}"#.utf8), endpoint: endpoint)
                    var path: String?
                    do { _ = try api.decode(Odd.self, from: response) } catch let APIError.unexpectedBody(_, fieldPath, _) { path = fieldPath } catch
                    {}
                    expect(path) == #"values["first key"].x"#
                }
            }
        }
    }
}

/// The error decoding users from the response throws, or nil when it decodes.
private func decodingFailure(_ api: CurlAPIHandler, _ response: APIResponse) -> APIError? {
    do {
        _ = try api.decode([UserFixture].self, from: response)
        return nil
    } catch {
        return error as? APIError
    }
}

/// The path of the bad field of an `unexpectedBody` error.
private func fieldPath(_ error: APIError?) -> String? {
    guard case .unexpectedBody(_, let path, _)? = error else { return nil }
    return path
}
