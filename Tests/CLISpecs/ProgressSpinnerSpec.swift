import CLI
import Platform
import SpecKit

/// Never returns until cancelled: the work always finishes before the spinner's delay.
struct SuspendingSleeper: Sleeping {
    func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: .seconds(3600))
    }
}

final class ProgressSpinnerSpec: Spec {
    override func spec() {
        describe("ProgressSpinner") {
            context("when standard error is not a terminal") {
                it("shows nothing, however long the work") {
                    let stderr = BufferedOutput(isTerminal: false)
                    let result = await ProgressSpinner(output: stderr, sleeper: ImmediateSleeper()).run("Downloading") {
                        for _ in 0..<50 { await Task.yield() }
                        return 7
                    }
                    expect(result) == 7
                    expect(stderr.text) == ""
                }
            }
            context("when the work ends before the delay") {
                it("shows nothing") {
                    let stderr = BufferedOutput(isTerminal: true)
                    let result = await ProgressSpinner(output: stderr, sleeper: SuspendingSleeper()).run("Downloading") { 3 }
                    expect(result) == 3
                    expect(stderr.text) == ""
                }
            }
            context("when the work outlasts the delay on a terminal") {
                it("spins with the message, then erases the line") {
                    let stderr = BufferedOutput(isTerminal: true)
                    await ProgressSpinner(output: stderr, sleeper: ImmediateSleeper()).run("Downloading people") {
                        var polls = 0
                        while !stderr.text.contains("⠙"), polls < 100_000 {
                            await Task.yield()
                            polls += 1
                        }
                    }
                    expect(stderr.text).to(beginWith("\r⠋ Downloading people\r⠙ Downloading people"))
                    expect(stderr.text).to(endWith("\r\u{1B}[2K"))
                }
                it("erases the line when the work throws, and passes the error on") {
                    let stderr = BufferedOutput(isTerminal: true)
                    do {
                        try await ProgressSpinner(output: stderr, sleeper: ImmediateSleeper()).run("Downloading") {
                            var polls = 0
                            while !stderr.text.contains("⠋"), polls < 100_000 {
                                await Task.yield()
                                polls += 1
                            }
                            throw ExampleFailure()
                        }
                        fail("expected the error")
                    } catch {
                        expect(error).to(beAKindOf(ExampleFailure.self))
                    }
                    expect(stderr.text).to(endWith("\r\u{1B}[2K"))
                }
            }
        }
    }
}
