import Platform

/// A spinner on standard error for work that takes a while: nothing at all unless the stream
/// is a terminal, and nothing for work that ends within `delay`, so quick commands and pipes
/// stay clean. The line is erased when the work ends.
///
/// ```swift
/// let spinner = ProgressSpinner(output: console.standardError)
/// let people = try await spinner.run("Downloading people") { try await downloader.download() }
/// ```
public struct ProgressSpinner: Sendable {
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Erases the current line and returns to its start.
    static let clearLine = "\r\u{1B}[2K"

    let output: any TextOutput
    let delay: Duration
    let interval: Duration
    let sleeper: any Sleeping

    /// Creates a spinner that draws on `output` once work has run for `delay`.
    ///
    /// - Parameters:
    ///   - output: where the frames are drawn, usually standard error.
    ///   - delay: how long work may run before the spinner appears.
    ///   - interval: the time between frames.
    ///   - sleeper: how to wait; specs pass one that does not.
    public init(
        output: any TextOutput,
        delay: Duration = .milliseconds(300),
        interval: Duration = .milliseconds(80),
        sleeper: any Sleeping = TaskSleeper()
    ) {
        self.output = output
        self.delay = delay
        self.interval = interval
        self.sleeper = sleeper
    }

    /// Runs `work`, showing `message` with a spinner while it runs past the delay.
    public func run<Result>(_ message: String, _ work: () async throws -> Result) async rethrows -> Result {
        guard output.isTerminal else { return try await work() }
        let shown = LockedValue(false)
        let cleansOnInterrupt = output is FileDescriptorOutput
        let installed = LockedValue(false)
        let animation = Task { [output, delay, interval, sleeper] in
            do {
                try await sleeper.sleep(for: delay)
                if cleansOnInterrupt {
                    InterruptCleanup.install()
                    installed.update { $0 = true }
                }
                var frame = 0
                while !Task.isCancelled {
                    try? output.write("\r\(Self.frames[frame % Self.frames.count]) \(message)")
                    shown.update { $0 = true }
                    frame += 1
                    try await sleeper.sleep(for: interval)
                }
            } catch {
                return
            }
        }
        defer {
            animation.cancel()
        }
        do {
            let result = try await work()
            await finish(animation, shown, installed)
            return result
        } catch {
            await finish(animation, shown, installed)
            throw error
        }
    }

    private func finish(_ animation: Task<Void, Never>, _ shown: LockedValue<Bool>, _ installed: LockedValue<Bool>) async {
        animation.cancel()
        await animation.value
        if shown.value { try? output.write(Self.clearLine) }
        if installed.value { InterruptCleanup.uninstall() }
    }
}
