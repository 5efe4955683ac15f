// Fuzzes the people file parser: JSON arrays of people, or plain text with one name a line,
// read from a file the input is written to.
import Foundation
import FuzzSupport
import PeopleRouletteFeature

let file = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-people-\(getpid()).txt")

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard (try? fuzzData(data, size).write(to: file)) != nil else { return 0 }
    runBlocking { _ = try await FilePeopleSource(file: file).fetchPeople() }
    return 0
}
