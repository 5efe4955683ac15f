import Foundation
import SpecKit
import SpecKitRobot

/// `make install` and `make uninstall` of the repository's Makefile, into a temporary prefix,
/// with the apps this test run built (`BIN_DIR`, and `-o build` so that make builds nothing):
/// the installed binary runs, its manual page opens in `man`, its bash completion completes.
final class InstallEndToEndSpec: Spec {
    override func spec() {
        describe("make install") {
            let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            var prefix = URL(fileURLWithPath: "/nonexistent")

            func make(_ target: String) async throws -> CommandResult {
                let built = try CommandRobot.builtProduct(named: "people-roulette").executable.deletingLastPathComponent()
                return try await CommandRobot(executable: URL(fileURLWithPath: "/usr/bin/make"))
                    .arguments("-s", "-C", repository.path, "-o", "build", target, "PREFIX=\(prefix.path)", "BIN_DIR=\(built.path)")
                    .timeLimit(.seconds(60))
                    .run()
            }
            func installed() -> [String] {
                let walk = FileManager.default.enumerator(atPath: prefix.path)
                return (walk?.allObjects as? [String] ?? []).sorted()
            }

            beforeEach {
                prefix = FileManager.default.temporaryDirectory.appendingPathComponent("InstallEndToEndSpec-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
            }
            afterEach { try? FileManager.default.removeItem(at: prefix) }

            it("puts each app, its manual page and its completions where bash, zsh, fish and man look") {
                try await make("install").expectExitCode(0)
                for file in [
                    "bin/people-roulette", "share/man/man1/people-roulette.1", "share/bash-completion/completions/people-roulette",
                    "share/zsh/site-functions/_people-roulette", "share/fish/vendor_completions.d/people-roulette.fish",
                    "bin/weather", "share/man/man1/weather.1",
                ] {
                    expect(installed()).to(contain(file))
                }
            }
            it("installs a binary that runs") {
                try await make("install").expectExitCode(0)
                try await CommandRobot(executable: prefix.appendingPathComponent("bin/people-roulette")).arguments("pick", "2", "--seed", "3")
                    .environment(["NO_COLOR": "1"]).run()
                    .expectExitCode(0)
                    .expectOutput(contains: "NAME")
            }
            let opensManual = "installs a manual page that man opens"
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
                it(opensManual) {
                    try await make("install").expectExitCode(0)
                    try await CommandRobot(executable: URL(fileURLWithPath: "/usr/bin/man"))
                        .arguments("-l", prefix.appendingPathComponent("share/man/man1/people-roulette.1").path)
                        .environment(["MANPAGER": "cat", "MANWIDTH": "80"]).run()
                        .expectExitCode(0)
                        .expectOutput(contains: "Pick N different people at random from a list.")
                }
            } else {
                pending("\(opensManual) (skipped: man is not installed here)")
            }
            it("installs a bash completion that completes the commands") {
                try await make("install").expectExitCode(0)
                let script = prefix.appendingPathComponent("share/bash-completion/completions/people-roulette").path
                try await CommandRobot(executable: URL(fileURLWithPath: "/bin/bash"))
                    .arguments("-c", "source '\(script)'; COMP_WORDS=(people-roulette pi); COMP_CWORD=1; _people_roulette; echo \"${COMPREPLY[*]}\"")
                    .run()
                    .expectExitCode(0)
                    .expectOutput(equals: "pick\n")
            }
            it("leaves the prefix as it was after make uninstall") {
                try await make("install").expectExitCode(0)
                try await make("uninstall").expectExitCode(0)
                expect(installed()) == []
            }
        }
    }
}
