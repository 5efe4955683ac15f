/// The main thread did not come to serve SpecKit in a process that parks it: the toolchain's
/// `dispatch_main` no longer exits the main thread the way SpecKit knows (see `MainThread`).
///
/// The run goes on with synchronous examples on the main actor, off the main thread, and fails
/// with one record that says so, naming the toolchain and what to do: never a silent change of
/// where examples run.
enum MainThreadUnavailable {
    static let message =
        "SpecKit could not take the main thread (\(Toolchain.description)): synchronous examples ran on the main actor, off the main "
        + "thread. Update SpecKit, or set \(MainThread.variable)=0 to run them there without this failure."

    static func report() {
        let location = CodeLocation(fileID: "SpecKit/MainThread.swift", filePath: "MainThread.swift", line: 0, column: 0)
        ProcessSuiteRun.shared.print("SpecKit: error: \(message)")
        ProcessSuiteRun.shared.recordRunFailure(
            spec: "SpecKit",
            name: "the main thread",
            RecordedFailure(message: message, location: location)
        )
    }
}

/// The toolchain SpecKit was built with, for messages about what it does not know.
enum Toolchain {
    static var description: String {
        #if compiler(>=6.4)
        "a Swift compiler newer than 6.3"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #else
        "a Swift compiler older than 6.2"
        #endif
    }
}
