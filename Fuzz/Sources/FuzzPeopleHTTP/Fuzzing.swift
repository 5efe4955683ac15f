// Fuzzes the decoding of a people download: the input is the body of a 200 answer in the
// shape of jsonplaceholder's users.
import Foundation
import FuzzSupport
import PeopleRouletteFeature

let users = URL(string: "https://people.example/users") ?? URL(fileURLWithPath: "/")

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let source = HTTPPeopleSource(api: FuzzedAPI(body: fuzzData(data, size)), url: users, timeout: 1)
    runBlocking { _ = try await source.fetchPeople() }
    return 0
}
