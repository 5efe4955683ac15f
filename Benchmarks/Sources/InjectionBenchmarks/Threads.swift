import Foundation

/// Plain threads (not the cooperative pool), joined at the end.
final class ThreadGroup {
    private var threads: [pthread_t] = []

    func spawn(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        pthread_create(
            &thread,
            nil,
            { pointer in
                Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().body()
                return nil
            },
            box
        )
        if let thread { threads.append(thread) }
        #else
        var thread = pthread_t()
        pthread_create(
            &thread,
            nil,
            { pointer in
                if let pointer { Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().body() }
                return nil
            },
            box
        )
        threads.append(thread)
        #endif
    }

    func join() {
        for thread in threads { pthread_join(thread, nil) }
        threads.removeAll()
    }
}

private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// The resident memory of the process, in bytes (Linux; 0 elsewhere).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
