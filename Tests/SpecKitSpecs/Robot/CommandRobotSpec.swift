import Foundation
import SpecKit
import SpecKitRobot

private let shell = URL(fileURLWithPath: "/bin/sh")
private let echo = URL(fileURLWithPath: "/bin/echo")

/// A robot that runs a shell script.
private func script(_ text: String) -> CommandRobot {
    CommandRobot(executable: shell).arguments("-c", text)
}

final class CommandRobotSpec: Spec {
    override func spec() {
        describe("CommandRobot") {
            context("running a program that succeeds") {
                it("captures its standard output and exit code") {
                    let result = try await CommandRobot(executable: echo).arguments("hello", "world").run()
                    expect(result.exitCode) == 0
                    expect(result.standardOutput) == "hello world\n"
                    expect(result.standardError) == ""
                    result.expectExitCode(0).expectOutput(equals: "hello world\n").expectOutput(contains: "world").expectError(equals: "")
                }
            }

            context("running a program that fails") {
                it("captures its standard error and exit code") {
                    let result = try await script("echo oops >&2; exit 3").run()
                    expect(result.exitCode) == 3
                    expect(result.signal).to(beNil())
                    result.expectExitCode(3).expectError(contains: "oops")
                }
            }

            context("with an environment") {
                it("starts from PATH and HOME only, plus the variables given") {
                    let robot = script("env").environment(["GREETING": "hi"])
                    let result = try await robot.run()
                    let names = Set(result.standardOutput.split(separator: "\n").compactMap { $0.split(separator: "=").first.map(String.init) })
                    expect(names.subtracting(["PATH", "HOME", "GREETING", "PWD", "SHLVL", "_", "OLDPWD"])).to(beEmpty())
                    result.expectOutput(contains: "GREETING=hi").expectOutput(contains: "HOME=\(robot.home.path)\n")
                }
            }

            context("with standard input") {
                it("gives the text to the program") {
                    try await script("cat").standardInput("line 1\nline 2\n").run()
                        .expectOutput(equals: "line 1\nline 2\n")
                }

                it("passes more than a pipe holds, in both directions at once") {
                    let big = String(repeating: "0123456789abcdef\n", count: 60_000)
                    let result = try await script("cat; head -c 200000 /dev/zero | tr '\\0' e >&2").standardInput(big).run()
                    expect(result.standardOutputData.count) == big.utf8.count
                    expect(result.standardErrorData.count) == 200_000
                }

                it("survives a program that exits without reading it") {
                    let big = String(repeating: "x", count: 1_000_000)
                    try await script("exit 0").standardInput(big).run().expectExitCode(0)
                }
            }

            context("with its temporary directories") {
                it("runs the program in the working directory with HOME set to the home directory") {
                    let robot = script("pwd; echo \"$HOME\"")
                    let lines = try await robot.run().standardOutput.split(separator: "\n").map(String.init)
                    expect(lines) == [robot.workingDirectory.resolvingSymlinksInPath().path, robot.home.path]
                }

                it("lets a spec put files there before the run and check files after it") {
                    let robot = script("cat input.txt > copy.txt; mkdir -p ~/.config && echo saved > ~/.config/app")
                    try robot.createFile(at: "input.txt", contents: "from the spec")
                    try await robot.run()
                        .expectFile(at: "copy.txt", contains: "from the spec")
                        .expectFile(at: "~/.config/app", contains: "saved")
                        .expectFile(at: robot.workingDirectory.appendingPathComponent("input.txt"))
                }

                it("shares them between runs of the same robot") {
                    let robot = CommandRobot(executable: shell)
                    _ = try await robot.arguments("-c", "echo first >> log.txt").run()
                    try await robot.arguments("-c", "echo second >> log.txt; cat log.txt").run()
                        .expectOutput(equals: "first\nsecond\n")
                }

                it("gives every robot new ones, removed once the robot is gone") {
                    var root: URL?
                    do {
                        let robot = CommandRobot(executable: echo)
                        root = robot.home.deletingLastPathComponent()
                        expect(FileManager.default.fileExists(atPath: robot.home.path)).to(beTrue())
                        expect(CommandRobot(executable: echo).home) != robot.home
                    }
                    expect(FileManager.default.fileExists(atPath: root?.path ?? "/")).to(beFalse())
                }
            }

            context("when the program runs past its time limit") {
                it("kills it and fails the example at the line of run, saying so") {
                    var result: CommandResult?
                    var runOn = 0
                    let report = await IsolatedExample.run {
                        result = try await script("echo started; exec sleep 30").timeLimit(.milliseconds(300)).run(); runOn = #line
                    }
                    expect(result?.timedOut) == true
                    expect(result?.signal) == 9
                    expect(report?.failures.first?.location.line) == runOn
                    expect(report?.messages) == ["""
                        sh -c 'echo started; exec sleep 30' did not finish within its time limit of 0.3 seconds and was killed
                        standard output:
                          | started
                        standard error: (empty)
                        """]
                }
            }

            context("when the program cannot be started") {
                it("throws an error naming the program") {
                    var thrown: (any Error)?
                    do { _ = try await CommandRobot(executable: URL(fileURLWithPath: "/nonexistent/tool")).run() } catch { thrown = error }
                    expect(String(describing: thrown)).to(contain("cannot start /nonexistent/tool"))
                }
            }

            context("when an assertion about the result fails") {
                it("fails the example at the line of the assertion, with the outputs") {
                    var assertedOn = 0
                    let report = await IsolatedExample.run {
                        let result = try await script("echo out; echo err >&2; exit 2").run()
                        result.expectExitCode(0); assertedOn = #line
                    }
                    expect(report?.failures.first?.location.line) == assertedOn
                    expect(report?.messages) == ["""
                        expected sh -c 'echo out; echo err >&2; exit 2' to exit with 0, but it exited with 2
                        standard output:
                          | out
                        standard error:
                          | err
                        """]
                }

                it("says what the output lacked") {
                    let report = await IsolatedExample.run {
                        try await CommandRobot(executable: echo).arguments("Ada").run()
                            .expectOutput(contains: "Grace")
                            .expectError(contains: "warning")
                    }
                    expect(report?.messages) == [
                        "expected the standard output of echo Ada to contain <Grace>\nstandard output:\n  | Ada",
                        "expected the standard error of echo Ada to contain <warning>\nstandard error: (empty)",
                    ]
                }

                it("shows a line diff when the output is not the expected text") {
                    let report = await IsolatedExample.run {
                        try await script("printf 'a\\nb\\nc\\n'").run().expectOutput(equals: "a\nB\nc\n")
                    }
                    expect(report?.messages.first).to(contain("- 2   | B\n+   2 | b"))
                }

                it("says which file is missing or lacks the text") {
                    let report = await IsolatedExample.run {
                        try await script("echo hello > greeting.txt").run()
                            .expectFile(at: "missing.txt")
                            .expectFile(at: "greeting.txt", contains: "goodbye")
                    }
                    expect(report?.messages.count) == 2
                    expect(report?.messages.first).to(contain("to leave a file at missing.txt"))
                    expect(report?.messages.last).to(contain("expected the file greeting.txt to contain <goodbye>\nthe file:\n  | hello"))
                }
            }

            describe("builtProduct(named:)") {
                it("finds an executable product of this package beside the test bundle") {
                    let robot = try CommandRobot.builtProduct(named: "weather")
                    expect(robot.executable.lastPathComponent) == "weather"
                    expect(FileManager.default.isExecutableFile(atPath: robot.executable.path)).to(beTrue())
                }

                it("throws an error saying how to build a product it cannot find") {
                    var thrown: (any Error)?
                    do { _ = try CommandRobot.builtProduct(named: "no-such-tool") } catch { thrown = error }
                    expect(String(describing: thrown)).to(contain("no built product named no-such-tool in ", "swift build --product no-such-tool"))
                }
            }
        }
    }
}
