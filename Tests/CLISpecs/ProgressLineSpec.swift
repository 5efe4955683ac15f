import CLI
import Foundation
import Platform
import SpecKit

/// A clock the spec moves by hand.
private final class ManualClock: TimeSource {
    private let current = LockedValue(Date(timeIntervalSinceReferenceDate: 0))
    var now: Date { current.value }
    func advance(by seconds: TimeInterval) { current.update { $0 = $0.addingTimeInterval(seconds) } }
}

final class ProgressLineSpec: Spec {
    override func spec() {
        describe("ProgressLine") {
            var clock: ManualClock!
            var terminal: BufferedOutput!
            beforeEach {
                clock = ManualClock()
                terminal = BufferedOutput(isTerminal: true)
            }
            func line(total: Int?, output: BufferedOutput? = nil, enabled: Bool = true) -> ProgressLine {
                ProgressLine("Refreshing", total: total, output: output ?? terminal, enabled: enabled, clock: clock, minimumInterval: 0)
            }
            func lastDrawn(_ output: BufferedOutput) -> String? {
                output.text.components(separatedBy: "\r\u{1B}[2K").last
            }

            it("shows done of total, the percentage and the current item") {
                let progress = line(total: 40)
                progress.working(on: "ada@example.com")
                expect(lastDrawn(terminal)) == "Refreshing  0/40  0%  ada@example.com"
                progress.advance(by: 12, item: "bob@example.com")
                expect(lastDrawn(terminal)) == "Refreshing  12/40  30%  bob@example.com"
                expect(progress.completed) == 12
            }
            it("shows the rate and the time left once time has passed") {
                let progress = line(total: 40)
                progress.working(on: "first")
                clock.advance(by: 3)
                progress.advance(by: 12)
                expect(lastDrawn(terminal)) == "Refreshing  12/40  30%  first  4.0/s  7 s left"
                clock.advance(by: 1)
                progress.advance(by: 28)
                expect(lastDrawn(terminal)) == "Refreshing  40/40  100%  first  10/s"
            }
            it("counts without a total when it is not known") {
                let progress = line(total: nil)
                progress.advance()
                clock.advance(by: 2)
                progress.advance()
                expect(lastDrawn(terminal)) == "Refreshing  2  1.0/s"
            }
            it("escapes the control characters of an item and shortens a long one") {
                let progress = line(total: 2)
                progress.advance(item: "evil\u{1B}]0;title\u{07}")
                expect(lastDrawn(terminal)) == "Refreshing  1/2  50%  evil\\u{1B}]0;title\\u{07}"
                progress.working(on: String(repeating: "x", count: 100))
                expect(lastDrawn(terminal)) == "Refreshing  1/2  50%  " + String(repeating: "x", count: 39) + "…"
            }
            it("erases its line when finished, once, and draws nothing after") {
                let progress = line(total: 3)
                progress.advance()
                progress.finish()
                progress.finish()
                progress.advance()
                expect(terminal.text) == "\r\u{1B}[2KRefreshing  1/3  33%\r\u{1B}[2K"
            }
            it("redraws at most once per interval, but always the last item") {
                let progress = ProgressLine("Copying", total: 3, output: terminal, clock: clock, minimumInterval: 1)
                progress.advance()
                progress.advance()
                expect(terminal.text) == "\r\u{1B}[2KCopying  1/3  33%"
                progress.advance()
                expect(lastDrawn(terminal)) == "Copying  3/3  100%"
            }
            it("draws nothing when the output is not a terminal") {
                let pipe = BufferedOutput(isTerminal: false)
                let progress = line(total: 2, output: pipe)
                progress.advance(item: "a")
                progress.finish()
                expect(pipe.text) == ""
                expect(progress.isShown).to(beFalse())
            }
            it("draws nothing when it is not enabled") {
                let progress = line(total: 2, enabled: false)
                progress.advance(item: "a")
                progress.finish()
                expect(terminal.text) == ""
            }
            it("says how long is left in seconds, minutes or hours") {
                let left = [2, 60, 126, 3_781].map { total -> String? in
                    let output = BufferedOutput(isTerminal: true)
                    let progress = line(total: total, output: output)
                    progress.working(on: "")
                    clock.advance(by: 1)
                    progress.advance()
                    return lastDrawn(output)?.components(separatedBy: "  ").last
                }
                expect(left) == ["1 s left", "59 s left", "2 min 5 s left", "1 h 3 min left"]
            }
            it("does not install the Ctrl-C cleanup on an output that is not the process's terminal") {
                let before = InterruptCleanup.isInstalled
                line(total: 2).advance()
                expect(InterruptCleanup.isInstalled) == before
            }
        }

        describe("CommandOutput.withProgress") {
            func run(isTerminal: Bool, isJSON: Bool = false, isQuiet: Bool = false) async -> BufferedConsole {
                let console = BufferedConsole(isTerminal: isTerminal)
                let output = CommandOutput(console: console, style: .plain, errorStyle: .plain, isJSON: isJSON, isQuiet: isQuiet)
                let done = await output.withProgress("Downloading", total: 2) { progress in
                    progress.advance(item: "one")
                    progress.advance(item: "two")
                    return progress.completed
                }
                expect(done) == 2
                return console
            }

            it("draws on standard error of a terminal and erases the line at the end") {
                let console = await run(isTerminal: true)
                expect(console.error.text).to(contain("Downloading  1/2  50%  one"))
                expect(console.error.text).to(endWith("\r\u{1B}[2K"))
                expect(console.output.text) == ""
            }
            it("measures the rate with the run's clock, which a spec moves") {
                let console = BufferedConsole(isTerminal: true)
                let clock = ManualClock()
                let output = CommandOutput(console: console, style: .plain, errorStyle: .plain, isJSON: false, clock: clock)
                await output.withProgress("Downloading", total: 2) { progress in
                    progress.advance(item: "one")
                    clock.advance(by: 2)
                    progress.advance(item: "two")
                }
                expect(console.error.text).to(contain("Downloading  2/2  100%  two  1.0/s"))
            }
            it("draws nothing with --quiet, with --json, or off a terminal") {
                let quiet = await run(isTerminal: true, isQuiet: true)
                let json = await run(isTerminal: true, isJSON: true)
                let pipe = await run(isTerminal: false)
                expect([quiet.error.text, json.error.text, pipe.error.text]) == ["", "", ""]
            }
        }
    }
}
