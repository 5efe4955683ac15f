import Foundation
import Networking

/// An `APIRequesting` that answers every request with the fuzzer's bytes as a 200 body, so a
/// provider's or source's decoding of a response is what gets fuzzed.
public struct FuzzedAPI: APIRequesting {
    let body: Data

    public init(body: Data) {
        self.body = body
    }

    public func send(_ request: APIRequest) async throws -> APIResponse {
        APIResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body, endpoint: request.endpoint)
    }
}

/// The input as `Data`.
public func fuzzData(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Data {
    guard let data, size > 0 else { return Data() }
    return Data(bytes: data, count: size)
}
