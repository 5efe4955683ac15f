import Promises

/// The error the failing stubs throw.
struct WorkerStubError: Error, Equatable {
    let name: String
}

/// A worker that waits, cancellably, until it is cancelled, then opens `sawCancellation`.
/// `started` opens as soon as it runs.
struct CancellationSpyWorker<Input: Sendable, Output: Sendable>: Worker {
    let started = AsyncSignal()
    let sawCancellation = AsyncSignal()

    func run(_ input: Input) async throws -> Output {
        started.open()
        do {
            try await Task.sleep(for: .seconds(600))
        } catch {
            sawCancellation.open()
            throw error
        }
        throw WorkerStubError(name: "slept for ten minutes without being cancelled")
    }
}

/// A worker that waits for `gate`, then fails with `error`.
struct FailingWorkerStub<Input: Sendable, Output: Sendable>: Worker {
    let error: WorkerStubError
    var gate: AsyncSignal?

    func run(_ input: Input) async throws -> Output {
        await gate?.wait()
        throw error
    }
}
