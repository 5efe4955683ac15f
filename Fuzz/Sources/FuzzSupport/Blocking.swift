import Dispatch

/// Runs async work to completion from libFuzzer's synchronous callback. Errors are the
/// expected outcome of most inputs and are dropped; a crash, hang or leak is the finding.
public func runBlocking(_ work: @escaping @Sendable () async throws -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
        _ = try? await work()
        done.signal()
    }
    done.wait()
}
