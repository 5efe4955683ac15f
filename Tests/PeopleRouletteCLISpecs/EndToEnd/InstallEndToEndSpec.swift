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
            var base = URL(fileURLWithPath: "/nonexistent")
            var prefix = base

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
                base = FileManager.default.temporaryDirectory.appendingPathComponent("InstallEndToEndSpec-\(UUID().uuidString)")
                prefix = base
                try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
            }
            afterEach { try? FileManager.default.removeItem(at: base) }

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

            context("into a prefix with a space, beside a directory named as its first word") {
                beforeEach {
                    try FileManager.default.createDirectory(at: base.appendingPathComponent("my"), withIntermediateDirectories: true)
                    prefix = base.appendingPathComponent("my apps")
                }
                func checkout() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: repository.path).sorted() }

                it("installs there, and nowhere else: not beside it, not in the checkout") {
                    let before = try checkout()
                    try await make("install").expectExitCode(0)
                    expect(installed()).to(contain("bin/people-roulette"))
                    expect(installed()).to(contain("share/man/man1/weather.1"))
                    expect(try FileManager.default.contentsOfDirectory(atPath: base.path).sorted()) == ["my", "my apps"]
                    expect(try FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent("my").path)) == []
                    expect(try checkout()) == before
                }
                it("uninstalls what it installed, and removes no directory outside the prefix") {
                    try await make("install").expectExitCode(0)
                    try await make("uninstall").expectExitCode(0)
                    expect(installed()) == []
                    expect(try FileManager.default.contentsOfDirectory(atPath: base.path).sorted()) == ["my", "my apps"]
                }
            }
            context("into a prefix with quotes and dollars") {
                beforeEach { prefix = base.appendingPathComponent(#"it's $HOME $(APPS) "x""#) }

                it("installs there, as written, and uninstalls it again") {
                    try await make("install").expectExitCode(0)
                    expect(installed()).to(contain("bin/weather"))
                    try await make("uninstall").expectExitCode(0)
                    expect(installed()) == []
                    expect(try FileManager.default.contentsOfDirectory(atPath: base.path)) == [prefix.lastPathComponent]
                }
            }
            it("refuses a relative PREFIX, which would install into the checkout") {
                let result = try await CommandRobot(executable: URL(fileURLWithPath: "/usr/bin/make"))
                    .arguments("-s", "-C", repository.path, "-o", "build", "install", "PREFIX=apps", "BIN_DIR=/nonexistent")
                    .run()
                result.expectExitCode(2).expectError(contains: "PREFIX must be an absolute path, not 'apps'")
                expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent("apps").path)) == false
            }
            it("fails, installing no empty page, when an app cannot write its manual") {
                let fake = base.appendingPathComponent("fake")
                try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
                for app in ["people-roulette", "weather"] {
                    let script = fake.appendingPathComponent(app)
                    try Data("#!/bin/sh\n[ \"$1\" = --generate-manual ] && exit 74\necho generated\n".utf8).write(to: script)
                    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
                }
                prefix = base.appendingPathComponent("prefix")
                let result = try await CommandRobot(executable: URL(fileURLWithPath: "/usr/bin/make"))
                    .arguments("-s", "-C", repository.path, "-o", "build", "install", "PREFIX=\(prefix.path)", "BIN_DIR=\(fake.path)")
                    .run()
                result.expectExitCode(2).expectError(contains: "cannot write \(prefix.path)/share/man/man1/people-roulette.1")
                expect(installed()).toNot(contain("share/man/man1/people-roulette.1"))
                expect(installed()).toNot(contain("share/man/man1/people-roulette.1.tmp"))
            }
        }
    }
}
