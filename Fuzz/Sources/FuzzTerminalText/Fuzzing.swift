// Fuzzes what reaches a terminal: the input is split at NUL bytes into strings from data (names,
// places, file names, messages) and shown every way text output shows data: table cells, plain
// lines, an error's message and hint, and the parser's errors quoting the arguments, each without
// colour and with it. A control character a terminal acts on in the text written is a finding
// (the target traps): C0 but newline and tab, DEL, C1, the bidirectional controls, and with
// colour any escape sequence but the styles the program itself writes, each as many times as it
// writes it: a plain line none, a line with one bold value two, a table its three bold headers.
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
    try context.output.line("\(bold: shown): \(shown)")
    try context.output.table(Table(headers: ["NAME"], rows: [[shown]]))
    throw QuotingError(message: "nobody matches \"\(shown)\"", hint: shown)
}
let root = Command<Context>("tool", abstract: "A tool.", globalOptions: OutputOptions.all, subcommands: [show])

/// The select-graphic-rendition sequences the program writes with colour on: bold, red, yellow,
/// and the reset after each.
func programStyles() -> Regex<Substring> { /\x{1B}\[(?:0|1|31|33)m/.matchingSemantics(.unicodeScalar) }

/// Traps when `text` holds a control character a terminal acts on, naming where it was written:
/// with colour, anything but the program's own styles, and more of those than `styles` (nil for
/// any number, where the program's styling depends on the path the input takes).
func check(_ text: String, colour: Bool, styles: Int? = nil, _ place: String, from input: [String]) {
    let shown = colour ? text.replacing(programStyles(), with: "") : text
    if colour, let styles, text.matches(of: programStyles()).count > styles {
        let report =
            "FuzzTerminalText: \(place) of \(input.debugDescription) writes more style sequences than its own \(styles): \(text.debugDescription)\n"
        FileHandle.standardError.write(Data(report.utf8))
        abort()
    }
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
        check(Table(headers: ["A", "B", "C"], rows: rows).render(style: style), colour: colour, styles: 6, "a table", from: strings)

        for string in strings {
            let console = BufferedConsole(isTerminal: colour)
            let output = CommandOutput(console: console, style: style, errorStyle: style, isJSON: false)
            try? output.line(string)
            try? output.write(string)
            check(console.output.text, colour: colour, styles: 0, "a plain line", from: strings)
            let styled = BufferedConsole(isTerminal: colour)
            try? CommandOutput(console: styled, style: style, errorStyle: style, isJSON: false).line("\(bold: string) \(string)")
            check(styled.output.text, colour: colour, styles: 2, "a line with a bold value", from: strings)
        }

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
