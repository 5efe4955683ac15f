// gatherExpectations: the outcome of every expectation a closure makes, passed or failed, as
// Nimble's tests of matchers use it. Expectations report to a task-local gatherer when one is
// installed; outside `gatherExpectations` that costs one task-local read per expectation.

/// One expectation's outcome, as `gatherExpectations` returns it (Nimble's `AssertionRecord`).
public struct AssertionRecord: CustomStringConvertible, Sendable {
    /// Whether the expectation passed.
    public let success: Bool
    /// The failure message, or what the expectation checked when it passed (empty if unknown).
    public let message: String
    /// Where the expectation was written.
    public let location: CodeLocation

    /// `AssertionRecord { success=false, message='expected to equal <3>, got <2>', location=File.swift:9 }`.
    public var description: String {
        "AssertionRecord { success=\(success), message='\(message)', location=\(location.fileID):\(location.line) }"
    }
}

/// Collects the outcomes of the expectations made while it is the current gatherer.
final class ExpectationGatherer: Sendable {
    @TaskLocal static var current: ExpectationGatherer?

    private let records = Lock<[AssertionRecord]>([])

    var all: [AssertionRecord] { records.withLock { $0 } }

    /// Notes an expectation's outcome for the current gatherer, if any.
    static func note(passed: Bool, message: String, at location: CodeLocation) {
        guard let gatherer = current else { return }
        let record = AssertionRecord(success: passed, message: message, location: location)
        gatherer.records.withLock { $0.append(record) }
    }
}

extension Verdict {
    /// Notes this verdict for `gatherExpectations`, then returns the failure message to record, if any.
    func gatheredFailureMessage(description: String?, at location: CodeLocation) -> String? {
        let failure = failureMessage(description: description)
        ExpectationGatherer.note(passed: failure == nil, message: failure ?? message, at: location)
        return failure
    }
}

/// Runs `closure` and returns the outcome of every expectation it made, in order, passed or failed:
///
/// ```swift
/// let records = gatherExpectations(silently: true) {
///     expect(1).to(equal(2))
///     expect(1).to(equal(1))
/// }
/// expect(records.map(\.success)) == [false, true]
/// ```
///
/// With `silently`, the failures stay in the records and do not fail the running example.
public func gatherExpectations(silently: Bool = false, closure: () -> Void) -> [AssertionRecord] {
    let gatherer = ExpectationGatherer()
    let failures = ExpectationGatherer.$current.withValue(gatherer) { FailureCapture.collect(closure) }
    if !silently { FailureCapture.forward(failures) }
    return gatherer.all
}

/// Runs an async `closure` and returns the outcome of every expectation it made, in order.
public func gatherExpectations(silently: Bool = false, closure: () async -> Void) async -> [AssertionRecord] {
    let gatherer = ExpectationGatherer()
    let recorder = ExampleRecorder()
    await ExpectationGatherer.$current.withValue(gatherer) {
        await ExampleRecorder.$current.withValue(recorder) { await closure() }
    }
    if !silently { FailureCapture.forward(recorder.failures) }
    return gatherer.all
}

/// The failed expectations of `closure`, as `gatherExpectations` returns them.
public func gatherFailingExpectations(silently: Bool = false, closure: () -> Void) -> [AssertionRecord] {
    gatherExpectations(silently: silently, closure: closure).filter { !$0.success }
}

/// The failed expectations of an async `closure`.
public func gatherFailingExpectations(silently: Bool = false, closure: () async -> Void) async -> [AssertionRecord] {
    await gatherExpectations(silently: silently, closure: closure).filter { !$0.success }
}
