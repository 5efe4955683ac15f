/// Runs async work to completion on the thread that asks for it: the main thread of a
/// command-line program, which `async` top-level code would otherwise give up.
///
/// ```swift
/// // main.swift, synchronous
/// let status = CallingThread.run { await application.run(arguments) }
/// exit(status.rawValue)
/// ```
///
/// Why: on Linux, `await` in `main.swift` parks the main thread in `dispatch_main()`, and the
/// first call of a nonisolated async function hops to the global executor, so a command that
/// never waits for anything still starts three threads (a worker, libdispatch's manager, a
/// worker for the main queue), each with its stack, its malloc arena and the switches between
/// them. Here the work is a task whose executor preference (SE-0417) is an executor of the
/// calling thread: the task and everything it awaits without leaving it (nonisolated async
/// functions, `async let` and task-group children) run here, one job after another, and no
/// thread is started unless the work itself starts one (`Task {}`, `Task.sleep`, a transport's
/// own thread). A job enqueued from another thread (a continuation resumed by an I/O thread)
/// wakes the loop.
///
/// Blocking this thread from inside the work (a semaphore waiting for a child task, say)
/// would wait for itself: wait with `await` instead.
package enum CallingThread {
    /// Runs `work` on the calling thread until it returns, and returns its result.
    package static func run<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result {
        let loop = JobLoop<Result>()
        Task(executorPreference: loop) {
            loop.finish(with: await work())
        }
        return loop.run()
    }
}

/// The executor of `CallingThread.run`: a queue of jobs, run by the thread in `run()` until the
/// work's result arrives.
private final class JobLoop<Result: Sendable>: TaskExecutor, @unchecked Sendable {
    private let mutex = PThreadMutex(waitable: true)
    /// Guarded by `mutex`.
    private var jobs: [UnownedJob] = []
    /// Guarded by `mutex`: the work's result, once it has returned.
    private var result: Result?

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        mutex.lock()
        jobs.append(unowned)
        mutex.signal()
        mutex.unlock()
    }

    /// Runs jobs as they come, and returns the result as soon as the work has returned.
    func run() -> Result {
        let executor = asUnownedTaskExecutor()
        while true {
            mutex.lock()
            while jobs.isEmpty && result == nil {
                mutex.wait()
            }
            if let result {
                mutex.unlock()
                return result
            }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            mutex.unlock()
            for job in batch {
                job.runSynchronously(on: executor)
            }
        }
    }

    func finish(with value: Result) {
        mutex.lock()
        result = value
        mutex.signal()
        mutex.unlock()
    }
}
