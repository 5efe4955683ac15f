import SpecKit

/// Runs expectations as the single example of an isolated spec, so that meta-specs can check
/// what SpecKit records without failing themselves.
enum IsolatedExample {
    /// The report of an isolated example whose body is `body`.
    static func run(_ body: @escaping () async throws -> Void) async -> ExampleReport? {
        let report = await SpecRunner.run {
            describe("sample") { it("runs") { try await body() } }
        }
        return report.example("sample runs")
    }
}

/// Runs `body` in isolation and expects exactly `messages`, every one recorded at the line of this
/// call: write the failing `expect` on the same line, `await expectFailures("...") { expect(1) == 2 }`,
/// or pass the line of the `expect` as `line:`.
func expectFailures(
    _ messages: String...,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) async {
    let report = await IsolatedExample.run(body)
    expect(fileID: fileID, filePath: filePath, line: line, column: column, report?.status) == .failed
    expect(fileID: fileID, filePath: filePath, line: line, column: column, report?.messages) == messages
    let lines = report?.failures.map(\.location.line) ?? []
    expect(fileID: fileID, filePath: filePath, line: line, column: column, lines) == Array(repeating: line, count: lines.count)
    let files = Set(report?.failures.map(\.location.fileID) ?? [])
    expect(fileID: fileID, filePath: filePath, line: line, column: column, files.subtracting([fileID])).to(beEmpty())
}

/// Runs `body` in isolation and expects it to record no failure.
func expectNoFailures(
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    _ body: @escaping () async throws -> Void
) async {
    let report = await IsolatedExample.run(body)
    expect(fileID: fileID, filePath: filePath, line: line, column: column, report?.messages) == []
    expect(fileID: fileID, filePath: filePath, line: line, column: column, report?.status) == .passed
}
