// Fuzzes what reaches a terminal: the input is split at NUL bytes into strings from data (names,
// places, file names, messages) and shown every way text output shows data: table cells, plain
// lines, an error's message and hint, and the parser's errors quoting the arguments, each without
// colour and with it. A control character a terminal acts on in the text written is a finding
// (the target traps): C0 but newline and tab, DEL, C1, the bidirectional controls, and with
// colour any escape sequence but the colour ones a style writes.
import CLI
import Foundation
import FuzzSupport
import Platform

struct Context: Sendable {
    let output: CommandOutput
}

/// An error quoting data, as a source's error does.
struct QuotingError: UserFacingError {
    let message: String
    let hint: String?
    var exitCode: ExitCode { .dataError }
}

let name = Positional<String>("name", abstract: "A name.")
let limit = Option<Int>("limit", abstract: "A limit.", default: 1)
let show = Command<Context>("show", abstract: "Show.", arguments: [name, limit]) { invocation, context in
    let shown = try invocation.value(of: name)
    try context.output.line("\(context.output.style.bold(shown)): \(shown)")
    try context.output.table(Table(headers: ["NAME"], rows: [[shown]]))
    throw QuotingError(message: "nobody matches \"\(shown)\"", hint: shown)
}
let root = Command<Context>("tool", abstract: "A tool.", globalOptions: OutputOptions.all, subcommands: [show])

/// Traps when `text` holds a control character a terminal acts on, naming where it was written.
func check(_ text: String, colour: Bool, _ place: String, from input: [String]) {
    let shown = colour ? text.replacing(/\x{1B}\[[0-9;]*m/.matchingSemantics(.unicodeScalar), with: "") : text
    let raw = shown.unicodeScalars.first { scalar in
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
    guard let raw else { return }
    let report =
        "FuzzTerminalText: \(place) (colour \(colour)) of \(input.debugDescription) writes U+\(String(raw.value, radix: 16)): \(text.debugDescription)\n"
    FileHandle.standardError.write(Data(report.utf8))
    abort()
}

/// libFuzzer's entry: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let strings = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(16).map { String(decoding: $0, as: UTF8.self) }
    for colour in [false, true] {
        let style = TerminalStyle(isEnabled: colour)
        let rows = stride(from: 0, to: strings.count, by: 3).map { Array(strings[$0..<min($0 + 3, strings.count)]) }
        check(Table(headers: ["A", "B", "C"], rows: rows).render(style: style), colour: colour, "a table", from: strings)

        let console = BufferedConsole(isTerminal: colour)
        let output = CommandOutput(console: console, style: style, errorStyle: style, isJSON: false)
        for string in strings {
            try? output.line(string)
            try? output.line(style.bold(string))
            try? output.write(string)
        }
        check(console.output.text, colour: colour, "a line", from: strings)

        let errors = BufferedOutput()
        ErrorPrinter(toolName: "tool", output: errors, style: style).report(QuotingError(message: strings.first ?? "", hint: strings.last))
        check(errors.text, colour: colour, "an error", from: strings)

        // The whole tool: the parser's errors quote the arguments, the command shows one. Text
        // output only: `--json` output stays as JSON writes it (JSON escapes what it must, below
        // U+0020, and a reader decodes the rest as it is).
        let environment = DictionaryEnvironment(colour ? ["FORCE_COLOR": "1"] : [:])
        for arguments in [["show"] + strings, ["show", "--limit"] + strings, strings] where !arguments.contains("--json") {
            let run = BufferedConsole(isTerminal: colour)
            runBlocking {
                _ = await CommandLineTool(root: root).run(arguments, console: run, environment: environment) { _, output in Context(output: output) }
            }
            check(run.output.text, colour: colour, "the tool's output", from: strings)
            check(run.error.text, colour: colour, "the tool's errors", from: strings)
        }
    }
    return 0
}
