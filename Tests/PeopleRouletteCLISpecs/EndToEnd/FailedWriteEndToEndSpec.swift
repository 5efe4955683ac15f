import Foundation
import SpecKit
import SpecKitRobot

/// The built `people-roulette` with a standard output that cannot be written: a full device,
/// a closed descriptor, a pipe whose reader went away. Each run goes through `sh`, which makes
/// the redirection, with the app's HOME; `$APP` is the app's path.
final class FailedWriteEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette writing to an output that fails") {
            var app: CommandRobot!
            beforeEach { app = try await peopleRoulette() }

            /// `script` run by sh with the app's HOME; `$APP` names the app.
            func shell(_ script: String) async throws -> CommandResult {
                try await CommandRobot(executable: URL(fileURLWithPath: "/bin/sh"))
                    .environment(["HOME": app.home.path, "NO_COLOR": "1", "APP": app.executable.path])
                    .arguments("-c", script)
                    .timeLimit(.seconds(60))
                    .run()
            }

            let full = "cannot write to standard output: no space is left on the device"
            for command in ["users", "config", "history", "--generate-manual", "--generate-completion-script zsh", "--help", "--version"] {
                it("fails '\(command) > /dev/full' with one error line, exit 74") {
                    try await shell("\"$APP\" \(command) > /dev/full").expectFailure(74, saying: full)
                }
            }
            it("fails 'users --json > /dev/full' with the error as JSON on standard error, exit 74") {
                try await shell("\"$APP\" users --json > /dev/full")
                    .expectExitCode(74)
                    .expectError(contains: #""message":"\#(full)""#)
            }
            it("fails 'users >&-' saying standard output is closed, exit 74") {
                try await shell("\"$APP\" users >&-")
                    .expectFailure(74, saying: "cannot write to standard output: it was closed when the program started")
            }
            it("records no pick that could not be written") {
                try await shell("\"$APP\" pick 2 > /dev/full").expectFailure(74, saying: full)
                try await app.arguments("history").run().expectExitCode(0).expectOutput(equals: "No picks yet: run `people-roulette pick`.\n")
            }
            it("keeps the stored list when the report of a refresh could not be written") {
                let sampleNote = "note: sample data: the bundled demo list"
                let before = try await app.arguments("users").run().expectExitCode(0)
                expect(before.standardOutput).to(contain(sampleNote))
                try app.createFile(at: "team.txt", contents: "Ana\nBea\n")
                let path = app.workingDirectory.appendingPathComponent("team.txt").path
                try await shell("\"$APP\" refresh --set people.source=file --set people.file='\(path)' > /dev/full").expectFailure(74, saying: full)
                let after = try await app.arguments("users").run().expectExitCode(0)
                expect(after.standardOutput) == before.standardOutput
            }

            // The reader closes its end before the app starts writing (it waits on a FIFO until
            // then), so the first write meets a pipe without a reader; `status` keeps the app's.
            let closedPipe = #"mkfifo go; ( read ready < go; "$APP" ARGUMENTS; echo $? > status ) | ( exec <&-; echo > go ); cat status"#
            it("ends quietly with status 141 when the reader of its pipe went away, as Unix tools do") {
                try await shell(closedPipe.replacingOccurrences(of: "ARGUMENTS", with: "users"))
                    .expectExitCode(0)
                    .expectOutput(equals: "141\n")
                    .expectError(equals: "")
            }
            it("ends quietly with status 141 when SIGPIPE is ignored, and records no pick") {
                try await shell("trap '' PIPE; " + closedPipe.replacingOccurrences(of: "ARGUMENTS", with: "pick 2"))
                    .expectExitCode(0)
                    .expectOutput(equals: "141\n")
                    .expectError(equals: "")
                try await app.arguments("history").run().expectExitCode(0).expectOutput(equals: "No picks yet: run `people-roulette pick`.\n")
            }
        }
    }
}
