// Fuzzes the command-line parser: the input is split at NUL bytes into arguments and parsed
// against a tool with every kind of argument, subcommands, a default subcommand and help.
import CLI
import Foundation

enum Format: String, CaseIterable, ArgumentValue { case table, list }

struct Context: Sendable {}

let count = Positional<Int>("count", abstract: "How many.", default: 1)
let format = Option<Format>("format", short: "f", abstract: "How to print.", default: .table)
let ratio = Option<Double>("ratio", abstract: "A ratio.")
let seed = Option<UInt64>("seed", valueName: "n", abstract: "A seed.")
let verbose = Flag("verbose", short: "v", abstract: "Say more.")
let tags = RepeatableOption<String>("tag", short: "t", abstract: "Tags.")
let names = PositionalList<String>("names", abstract: "Names.")
let pick = Command<Context>("pick", abstract: "Pick.", arguments: [count, format, ratio, verbose, tags]) { _, _ in }
let add = Command<Context>("add", abstract: "Add.", arguments: [names]) { _, _ in }
let people = Command<Context>("people", abstract: "People.", subcommands: [add, pick], defaultSubcommand: "pick")
let root = Command<Context>(
    "tool",
    abstract: "A tool.",
    discussion: "Fuzzed.",
    version: "1.0.0",
    globalOptions: OutputOptions.all + [seed],
    subcommands: [pick, add, people]
)

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(64).map { String(decoding: $0, as: UTF8.self) }
    _ = try? CommandParser(root: root).parse(Array(arguments))
    return 0
}
