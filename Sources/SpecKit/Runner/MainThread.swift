import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's main thread, which runs the examples as XCTest and Quick do.
///
/// An async `main` (the Swift Testing process of `swift test`, an async executable) ends in
/// `dispatch_main()`, which on Linux parks the main thread for good: it calls `pthread_exit`, and
/// a thread-specific-data destructor of libdispatch's holds the thread in `sigsuspend`, while the
/// main queue is served by worker threads from then on. SpecKit registers a destructor of its own
/// before `main` runs (`install`, from `LaunchHook`); glibc calls destructors in the order their
/// keys were made, and libdispatch makes its key inside `dispatch_main`, so SpecKit's runs first
/// and keeps the thread to serve SpecKit's jobs instead (`serve`). A process whose main thread
/// never exits (a synchronous `main`, XCTest's) never gets there, and SpecKit runs its examples as
/// before: synchronous ones on the main actor.
///
/// The thread is a task executor (`executor`): the runner runs each stretch of consecutive
/// synchronous examples of a spec class in a task that prefers it (`SuiteProgress.inOrder`), so
/// they run on the main thread with their hooks, one after the other with no hop in between; async
/// examples run on Swift's pool, beside those of other spec classes. While it has jobs, the thread
/// holds the main queue (`MainQueueLease`), so the code it runs is isolated to the main actor as
/// code on the main thread must be: main-actor tasks and `DispatchQueue.main` blocks wait, and
/// run, in order, whenever the thread has nothing to run (an example awaits) or a blocking poll
/// lets go of the queue (`pump`).
final class MainThread: @unchecked Sendable {
    static let shared = MainThread()

    /// How long a job waits, in a process that parks its main thread, for the thread to arrive.
    static let arrivalDeadline: Duration = .seconds(10)

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [@Sendable () -> Void] = []
    private var serving = false
    private var gaveUp = false
    /// Used on the main thread only: the main queue, while the thread holds it.
    private var lease: MainQueueLease?

    /// The executor that runs jobs on the main thread.
    let executor = MainThreadExecutor()

    private init() {}

    // MARK: Capture

    nonisolated(unsafe) private static var key = pthread_key_t()

    /// Arranges for the main thread to serve SpecKit once `dispatch_main()` lets go of it. Runs on
    /// the main thread, before `main`.
    static func install() {
        guard !turnedOff, pthread_key_create(&key, { _ in MainThread.shared.serve() }) == 0 else { return }
        // A destructor runs only for a key with a value on the exiting thread.
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    }

    /// Runs the jobs, holding the main queue while there are any.
    private func serve() -> Never {
        condition.lock()
        serving = true
        condition.broadcast()
        while true {
            if jobs.isEmpty, let held = lease {
                // Nothing to run: the main queue runs what waits for it meanwhile.
                lease = nil
                condition.unlock()
                held.release()
                condition.lock()
                continue
            }
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            if lease == nil { lease = MainQueueLease.acquire() }
            job()
            condition.lock()
        }
    }

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Whether the main thread serves SpecKit's jobs, after waiting for it where it is expected.
    var isServing: Bool {
        condition.lock()
        if serving || gaveUp || !Self.expectsArrival {
            defer { condition.unlock() }
            return serving
        }
        let deadline = Date(timeIntervalSinceNow: Double(Self.arrivalDeadline.components.seconds))
        while !serving, condition.wait(until: deadline) {}
        let arrived = serving
        gaveUp = !arrived
        condition.unlock()
        Self.arrivalProblem(served: arrived, waited: Self.arrivalDeadline)?.failRun()
        return arrived
    }

    /// What a process that parks its main thread finds when the thread did not come to SpecKit:
    /// nil when it came.
    static func arrivalProblem(served: Bool, waited: Duration) -> UnknownShape? {
        guard !served else { return nil }
        return UnknownShape(
            .mainThread,
            found: "the main thread did not come to serve SpecKit within \(waited) of the first example: dispatch_main no longer lets it "
                + "go through pthread_exit"
        )
    }

    /// The Swift Testing process of `swift test` parks its main thread (its `main` is async),
    /// unless `SPECKIT_MAIN_THREAD=0` turned the capture off.
    private static var expectsArrival: Bool { TestCommandLine.current.isSwiftTesting && !turnedOff }

    /// `SPECKIT_MAIN_THREAD=0`: synchronous examples run on the main actor, on a worker thread.
    static var turnedOff: Bool { PrivateDependency.mainThread.isTurnedOff }

    // MARK: Running there

    /// Runs `operation` in a task that prefers the main thread, where one serves SpecKit: its
    /// synchronous code runs there. Elsewhere, runs it as it is.
    func preferred<Result>(isolation: isolated (any Actor)? = #isolation, _ operation: () async -> Result) async -> Result {
        guard isServing else { return await operation() }
        return await withTaskExecutorPreference(executor, isolation: isolation, operation: operation)
    }

    /// Runs `body` on the main thread, holding the main queue, and returns what it returned: at
    /// once when called there, else as a job the caller awaits. Where no main thread serves
    /// SpecKit, it runs on the main actor.
    func run<Result>(_ body: @escaping () throws -> Result) async throws -> Result {
        if isCurrent { return try body() }
        let job = Job(body, context: ExampleContext())
        guard isServing else {
            return try await MainActor.run { JobResult(try job.body()) }.value
        }
        return try await withCheckedThrowingContinuation { continuation in
            submit {
                let result = Swift.Result { try job.context.bound(job.body) }
                continuation.resume(with: result.map { JobResult($0) }.mapError { $0 })
            }
        }.value
    }

    /// Whether the caller runs on the main thread, holding the main queue.
    var isCurrent: Bool { Thread.isMainThread && lease != nil }

    /// On the main thread: lets the main queue run what waits for it (main-actor tasks,
    /// `DispatchQueue.main` blocks) for about `interval`, then takes it back. Elsewhere: sleeps.
    func pump(for interval: Double) {
        withoutMainQueue { Thread.sleep(forTimeInterval: interval) }
    }

    /// On the main thread: lets go of the main queue while `body` waits for something that may
    /// need it (an XCTest wait), and takes it back after. Elsewhere: runs `body`.
    func withoutMainQueue<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard isCurrent, let held = lease else { return try body() }
        held.release()
        lease = nil
        defer { lease = MainQueueLease.acquire() }
        return try body()
    }

    /// The body of a job, handed to the main thread: it runs there once, while the task that
    /// submitted it waits, so the closure and what it captures are used by one thread at a time.
    private struct Job<Result>: @unchecked Sendable {
        let body: () throws -> Result
        let context: ExampleContext
        init(_ body: @escaping () throws -> Result, context: ExampleContext) {
            self.body = body
            self.context = context
        }
    }

    /// A job's result, handed back to the waiting task (the same one-at-a-time hand-over).
    private struct JobResult<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// Runs the jobs of the tasks that prefer it on the main thread (`MainThread`).
final class MainThreadExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        MainThread.shared.submit { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

/// The task-local values of the example that submits a job from elsewhere, bound again on the
/// main thread, where no task runs: the recorder expectations report to, Quick's current spec,
/// the gatherer of `gatherExpectations`.
struct ExampleContext: Sendable {
    let recorder = ExampleRecorder.current
    let quickSpec = QuickSpecCurrent.box
    let gatherer = ExpectationGatherer.current

    func bound<Result>(_ body: () throws -> Result) throws -> Result {
        try ExampleRecorder.$current.withValue(recorder) {
            try QuickSpecCurrent.$box.withValue(quickSpec) {
                try ExpectationGatherer.$current.withValue(gatherer) { try body() }
            }
        }
    }
}

/// The main queue held for the main thread: a block on the main queue that waits until released.
/// While it waits, no other main-queue block or main-actor job runs.
final class MainQueueLease: Sendable {
    private let granted = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    /// Waits until every main-queue block queued before it ran, then holds the queue.
    static func acquire() -> MainQueueLease {
        let lease = MainQueueLease()
        DispatchQueue.main.async {
            lease.granted.signal()
            lease.released.wait()
        }
        lease.granted.wait()
        return lease
    }

    func release() {
        released.signal()
    }
}
