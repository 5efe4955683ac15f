import Foundation

/// Passes when the text equals its reference snapshot, a file beside the spec:
/// `<directory of the spec file>/__Snapshots__/<spec file name without .swift>/<name>.txt`.
///
/// ```swift
/// // In Tests/CLISpecs/TableRendererSpec.swift; the reference is
/// // Tests/CLISpecs/__Snapshots__/TableRendererSpec/users-table.txt
/// expect(renderer.render(users)).to(matchSnapshot(named: "users-table"))
/// ```
///
/// A mismatch fails with a line diff (`-` lines from the reference, `+` lines from the actual
/// text, each with its line numbers). A missing reference fails and says how to record it.
///
/// Recording is chosen by the environment variable `SPECKIT_RECORD_SNAPSHOTS` (see
/// `SnapshotRecording`): `1` writes the missing references, `all` rewrites every reference that
/// differs. An expectation that wrote a file still fails, saying so; run again without the
/// variable. Pass `record:` to choose the mode in code instead of through the environment.
///
/// Test targets must exclude their `__Snapshots__` folders from the sources in Package.swift
/// (`exclude: ["__Snapshots__"]`, or the folder's path inside the target), or SwiftPM warns about
/// unhandled files.
public func matchSnapshot(named name: String, record: SnapshotRecording? = nil) -> Matcher<String> {
    Matcher { expression in
        let snapshot = Snapshot(name: name, fileExtension: "txt", specFilePath: expression.location.filePath, record: record)
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .fail("expected a text to match snapshot \"\(name)\", got <nil>"))
        }
        return snapshot.verify(Data(actual.utf8)) { reference in
            Snapshot.describeTextDifference(expected: String(decoding: reference, as: UTF8.self), actual: actual)
        }
    }
}

/// Passes when the data equals its reference snapshot,
/// `<directory of the spec file>/__Snapshots__/<spec file name without .swift>/<name>.bin`.
/// Works as the text form does, including `SPECKIT_RECORD_SNAPSHOTS`; a mismatch shows a line diff
/// when both are UTF-8 text, and otherwise the sizes and the first differing byte.
public func matchSnapshot(named name: String, record: SnapshotRecording? = nil) -> Matcher<Data> {
    Matcher { expression in
        let snapshot = Snapshot(name: name, fileExtension: "bin", specFilePath: expression.location.filePath, record: record)
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .fail("expected data to match snapshot \"\(name)\", got <nil>"))
        }
        return snapshot.verify(actual) { reference in
            Snapshot.describeDataDifference(expected: reference, actual: actual)
        }
    }
}

/// One reference file and the rules to compare with it and record it.
struct Snapshot {
    let name: String
    let file: URL
    let record: SnapshotRecording?

    init(name: String, fileExtension: String, specFilePath: String, record: SnapshotRecording?) {
        self.name = name
        self.record = record
        let spec = URL(fileURLWithPath: specFilePath)
        file = spec.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(spec.deletingPathExtension().lastPathComponent, isDirectory: true)
            .appendingPathComponent("\(name).\(fileExtension)")
    }

    /// Compares `actual` with the reference, recording it if the mode says so.
    func verify(_ actual: Data, difference: (Data) -> String) -> MatcherResult {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            return failure("the snapshot name \"\(name)\" cannot be a file name; use letters, digits and dashes, as in \"summary-table\"")
        }
        guard let mode = record ?? SnapshotRecording(variableValue: SnapshotRecording.environmentValue) else {
            return failure(
                "\(SnapshotRecording.variable) is set to \"\(SnapshotRecording.environmentValue ?? "")\", which it does not understand; use 1 to "
                    + "record missing snapshots, all to re-record every snapshot, or unset it"
            )
        }
        let reference = try? Data(contentsOf: file)
        guard let reference else {
            guard mode != .never else {
                return failure("no reference snapshot \"\(name)\" at \(file.path); run the spec with \(SnapshotRecording.variable)=1 to record it")
            }
            return write(
                actual,
                then:
                    "recorded a new reference snapshot \"\(name)\" at \(file.path); check it, then run the spec again without "
                    + "\(SnapshotRecording.variable)"
            )
        }
        if reference == actual { return MatcherResult(status: .matches, message: .fail("")) }
        let diff = difference(reference)
        if mode == .all {
            return write(
                actual,
                then:
                    "re-recorded the reference snapshot \"\(name)\" at \(file.path); check it, then run the spec again without "
                    + "\(SnapshotRecording.variable). What changed:\n\(diff)"
            )
        }
        return MatcherResult(
            status: .doesNotMatch,
            message: .fail(
                "snapshot \"\(name)\" does not match its reference \(file.path)\n\(diff)\nif the new output is right, run the spec with "
                    + "\(SnapshotRecording.variable)=all to record it"
            )
        )
    }

    private func write(_ data: Data, then message: String) -> MatcherResult {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            return failure(message)
        } catch {
            return failure(
                "cannot write the reference snapshot \"\(name)\" to \(file.path): \(error.localizedDescription); check that the folder is writable"
            )
        }
    }

    private func failure(_ message: String) -> MatcherResult {
        MatcherResult(status: .fail, message: .fail(message))
    }

    /// A line diff, or a plain statement when the texts differ only in their last newline.
    static func describeTextDifference(expected: String, actual: String) -> String {
        if expected + "\n" == actual { return "the actual text ends with a newline and the reference does not" }
        if expected == actual + "\n" { return "the reference ends with a newline and the actual text does not" }
        return LineDiff(expected: expected, actual: actual).rendered
    }

    /// A line diff when both are UTF-8 text, otherwise the sizes and the first differing byte.
    static func describeDataDifference(expected: Data, actual: Data) -> String {
        if let expectedText = String(data: expected, encoding: .utf8), let actualText = String(data: actual, encoding: .utf8) {
            return describeTextDifference(expected: expectedText, actual: actualText)
        }
        let offset = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        func bytes(_ data: Data) -> String {
            let slice = data.dropFirst(offset).prefix(16)
            return slice.isEmpty ? "(end)" : slice.map { String(format: "%02x", $0) }.joined(separator: " ")
        }
        return """
            the reference has \(expected.count) bytes, the actual data \(actual.count) bytes; they first differ at byte \(offset)
            - reference from byte \(offset): \(bytes(expected))
            + actual from byte \(offset): \(bytes(actual))
            """
    }
}
