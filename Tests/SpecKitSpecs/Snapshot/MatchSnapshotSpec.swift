import Foundation
import SpecKit

/// A folder that stands for the folder of a spec file, so that sample snapshots are written to a
/// temporary place and not beside this spec.
private final class SampleSpecFolder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-snapshots-\(UUID().uuidString)", isDirectory: true)

    /// The path a sample `expect` pretends to be written in.
    var specFilePath: String { url.appendingPathComponent("SampleSpec.swift").path }

    /// Where the reference snapshot of that name lives.
    func reference(_ name: String) -> URL {
        url.appendingPathComponent("__Snapshots__/SampleSpec/\(name)")
    }

    func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(at: reference(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: reference(name))
    }

    func read(_ name: String) -> String? {
        (try? Data(contentsOf: reference(name))).map { String(decoding: $0, as: UTF8.self) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

private let usersTable = """
    Name   | Age
    Ada    | 36
    Grace  | 45
    Alan   | 41
    Edsger | 72

    """

final class MatchSnapshotSpec: Spec {
    override func spec() {
        describe("matchSnapshot") {
            it("passes when the text equals the reference beside the spec") {
                let rendered = ["Name   | Age", "Ada    | 36", "Grace  | 45"].joined(separator: "\n") + "\n"
                expect(rendered).to(matchSnapshot(named: "users-table"))
            }

            let folder = SampleSpecFolder()

            context("when the reference is missing") {
                it("fails and says how to record it") {
                    let report = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, "text").to(matchSnapshot(named: "greeting", record: .never))
                    }
                    expect(report?.messages) == [
                        "no reference snapshot \"greeting\" at \(folder.reference("greeting.txt").path); run the spec with SPECKIT_RECORD_SNAPSHOTS=1 to record it"
                    ]
                    expect(folder.read("greeting.txt")).to(beNil())
                }

                it("records it when asked to, and fails saying so") {
                    let report = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, "hello\n").to(matchSnapshot(named: "greeting", record: .missing))
                    }
                    expect(folder.read("greeting.txt")) == "hello\n"
                    expect(report?.messages) == [
                        "recorded a new reference snapshot \"greeting\" at \(folder.reference("greeting.txt").path); check it, then run the spec again without SPECKIT_RECORD_SNAPSHOTS"
                    ]
                }
            }

            context("when the reference exists") {
                beforeEach { try folder.write(usersTable, to: "users.txt") }

                it("passes when the text is the same") {
                    await expectNoFailures {
                        expect(filePath: folder.specFilePath, usersTable).to(matchSnapshot(named: "users", record: .never))
                    }
                }

                it("fails with a line diff when the text differs") {
                    let actual = usersTable.replacingOccurrences(of: "45", with: "46") + "Barbara | 80\n"
                    let report = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, actual).to(matchSnapshot(named: "users", record: .never))
                    }
                    expect(report?.messages) == [
                        """
                        snapshot "users" does not match its reference \(folder.reference("users.txt").path)
                        @@ expected lines 1-5, actual lines 1-6 @@
                          1 1 | Name   | Age
                          2 2 | Ada    | 36
                        - 3   | Grace  | 45
                        +   3 | Grace  | 46
                          4 4 | Alan   | 41
                          5 5 | Edsger | 72
                        +   6 | Barbara | 80
                        if the new output is right, run the spec with SPECKIT_RECORD_SNAPSHOTS=all to record it
                        """
                    ]
                }

                it("does not touch the reference when only missing ones are recorded") {
                    _ = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, "other").to(matchSnapshot(named: "users", record: .missing))
                    }
                    expect(folder.read("users.txt")) == usersTable
                }

                it("shows only the changed parts of a long text, with their line numbers") {
                    let long = (1...40).map { "line \($0)" }.joined(separator: "\n")
                    try folder.write(long, to: "long.txt")
                    let actual = long.replacingOccurrences(of: "line 20\n", with: "line twenty\n")
                    let report = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, actual).to(matchSnapshot(named: "long", record: .never))
                    }
                    let message = report?.messages.first ?? ""
                    expect(message).to(
                        contain("@@ expected lines 17-23, actual lines 17-23 @@\n  17 17 | line 17\n", "\n- 20    | line 20\n+    20 | line twenty\n")
                    )
                    expect(message).toNot(contain("line 16\n", "line 24"))
                }

                it("says so when only the last newline differs") {
                    let report = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, String(usersTable.dropLast())).to(matchSnapshot(named: "users", record: .never))
                    }
                    expect(report?.messages.first).to(contain("the reference ends with a newline and the actual text does not"))
                }

                context("and every snapshot is re-recorded") {
                    it("rewrites a reference that differs, and fails saying what changed") {
                        let report = await IsolatedExample.run {
                            expect(filePath: folder.specFilePath, "new table\n").to(matchSnapshot(named: "users", record: .all))
                        }
                        expect(folder.read("users.txt")) == "new table\n"
                        expect(report?.messages.first).to(
                            contain("re-recorded the reference snapshot \"users\"", "- 1   | Name   | Age", "+   1 | new table")
                        )
                    }

                    it("passes and leaves alone a reference that is the same") {
                        await expectNoFailures {
                            expect(filePath: folder.specFilePath, usersTable).to(matchSnapshot(named: "users", record: .all))
                        }
                    }
                }
            }

            context("with data") {
                it("compares with a .bin reference and shows where binary data first differs") {
                    try folder.write("\u{0}\u{1}\u{2}\u{3}", to: "bytes.bin")
                    await expectNoFailures {
                        expect(filePath: folder.specFilePath, Data([0, 1, 2, 3])).to(matchSnapshot(named: "bytes", record: .never))
                    }
                    let report = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, Data([0, 1, 9, 0xFF])).to(matchSnapshot(named: "bytes", record: .never))
                    }
                    expect(report?.messages.first).to(
                        contain(
                            """
                            the reference has 4 bytes, the actual data 4 bytes; they first differ at byte 2
                            - reference from byte 2: 02 03
                            + actual from byte 2: 09 ff
                            """
                        )
                    )
                }

                it("shows a line diff when the data is text") {
                    try folder.write("a\nb\n", to: "text.bin")
                    let report = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, Data("a\nc\n".utf8)).to(matchSnapshot(named: "text", record: .never))
                    }
                    expect(report?.messages.first).to(contain("- 2   | b\n+   2 | c"))
                }
            }

            context("with a name that cannot be a file name") {
                it("fails and says what names work") {
                    let report = await IsolatedExample.run {
                        expect(filePath: folder.specFilePath, "x").to(matchSnapshot(named: "../escape", record: .missing))
                    }
                    expect(report?.messages.first).to(contain("the snapshot name \"../escape\" cannot be a file name"))
                }
            }
        }

        describe("SnapshotRecording") {
            it("reads the values of SPECKIT_RECORD_SNAPSHOTS") {
                expect(SnapshotRecording(variableValue: nil)) == .never
                expect(SnapshotRecording(variableValue: "0")) == .never
                expect(SnapshotRecording(variableValue: "1")) == .missing
                expect(SnapshotRecording(variableValue: "missing")) == .missing
                expect(SnapshotRecording(variableValue: "ALL")) == .all
                expect(SnapshotRecording(variableValue: "sometimes")).to(beNil())
            }
        }
    }
}
