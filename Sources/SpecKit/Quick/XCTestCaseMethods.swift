import Foundation
import XCTest

// In Quick a spec class is an `XCTestCase`, and ported specs call some of its methods on the
// running spec (`QuickSpec.current.expectation(description:)`). SpecKit's spec classes are not
// test cases (an example is not an XCTest method), so they offer the methods specs use, over
// XCTest's own `XCTestExpectation` and `XCTWaiter`: a wait that times out fails the running example
// at the caller's line.

/// What an example of a Quick spec keeps for the XCTest methods: its teardown blocks and the
/// expectations `waitForExpectations` waits for. An instance serves one example, one step at a time.
final class XCTestCaseState: @unchecked Sendable {
    private let lock = UncheckedLock(Fields())

    private struct Fields {
        var expectations: [XCTestExpectation] = []
        var teardownBlocks: [() -> Void] = []
    }

    func add(_ expectation: XCTestExpectation) { lock.withLock { $0.expectations.append(expectation) } }

    /// The expectations made by `expectation(description:)` and not waited for yet; forgets them.
    func takeExpectations() -> [XCTestExpectation] {
        lock.withLock { fields in
            defer { fields.expectations = [] }
            return fields.expectations
        }
    }

    func addTeardownBlock(_ block: @escaping () -> Void) { lock.withLock { $0.teardownBlocks.append(block) } }

    /// Runs the teardown blocks, the last added first, as XCTest does.
    func runTeardownBlocks() {
        let blocks = lock.withLock { fields in
            defer { fields.teardownBlocks = [] }
            return fields.teardownBlocks
        }
        for block in blocks.reversed() { block() }
    }

    /// Waits for `expectations` with XCTest's waiter; a failed wait fails the example at `location`.
    static func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool, location: CodeLocation) {
        // A synchronous example holds the main queue, which what it waits for may need.
        let result = MainThread.shared.withoutMainQueue { XCTWaiter().wait(for: expectations, timeout: timeout, enforceOrder: enforceOrder) }
        report(result, expectations, timeout, location)
    }

    /// The same, awaiting instead of blocking the thread.
    static func fulfillment(
        of expectations: [XCTestExpectation],
        timeout: TimeInterval,
        enforceOrder: Bool,
        location: CodeLocation
    ) async {
        report(await XCTWaiter().fulfillment(of: expectations, timeout: timeout, enforceOrder: enforceOrder), expectations, timeout, location)
    }

    private static func report(_ result: XCTWaiter.Result, _ expectations: [XCTestExpectation], _ timeout: TimeInterval, _ location: CodeLocation) {
        let names = expectations.map { "\"\($0.expectationDescription)\"" }.joined(separator: ", ")
        switch result {
        case .completed:
            return
        case .timedOut:
            ExampleRecorder.fail("waited \(timeout) seconds for the expectations \(names): not all were fulfilled", at: location)
        case .incorrectOrder:
            ExampleRecorder.fail("the expectations \(names) were fulfilled out of order", at: location)
        case .invertedFulfillment:
            ExampleRecorder.fail("an inverted expectation of \(names) was fulfilled", at: location)
        case .interrupted:
            ExampleRecorder.fail("the wait for the expectations \(names) was interrupted", at: location)
        @unknown default:
            ExampleRecorder.fail("the wait for the expectations \(names) failed", at: location)
        }
    }
}

/// XCTest's methods on the running spec, as a Quick spec calls them on `QuickSpec.current`.
extension QuickSpec {
    /// XCTest's name of the running example's test, as corelibs XCTest names a Quick test: the
    /// spec class, a dot and the example's full name (`DolphinSpec.a dolphin is friendly`).
    public var name: String { QuickSpecCurrent.testName(of: self) }

    /// Makes an XCTest expectation that `waitForExpectations(timeout:)` waits for (XCTestCase's).
    ///
    /// ```swift
    /// it("calls back") {
    ///     let called = QuickSpec.current.expectation(description: "called back")
    ///     client.fetch { _ in called.fulfill() }
    ///     QuickSpec.current.waitForExpectations(timeout: 1)
    /// }
    /// ```
    public func expectation(description: String) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: description)
        xcTestState.add(expectation)
        return expectation
    }

    /// Blocks until every expectation is fulfilled; fails the example at the caller's line when
    /// `timeout` seconds pass first (XCTestCase's `wait(for:timeout:enforceOrder:)`).
    @available(*, noasync, message: "use await fulfillment(of:timeout:enforceOrder:) instead")
    public func wait(
        for expectations: [XCTestExpectation],
        timeout: TimeInterval,
        enforceOrder: Bool = false,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line
    ) {
        XCTestCaseState.wait(
            for: expectations,
            timeout: timeout,
            enforceOrder: enforceOrder,
            location: CodeLocation(quickFile: file, line: line, fileID: fileID)
        )
    }

    /// Waits, without blocking the thread, until every expectation is fulfilled; fails the example
    /// at the caller's line when `timeout` seconds pass first (XCTestCase's `fulfillment(of:)`).
    public func fulfillment(
        of expectations: [XCTestExpectation],
        timeout: TimeInterval,
        enforceOrder: Bool = false,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line
    ) async {
        await XCTestCaseState.fulfillment(
            of: expectations,
            timeout: timeout,
            enforceOrder: enforceOrder,
            location: CodeLocation(quickFile: file, line: line, fileID: fileID)
        )
    }

    /// Blocks until every expectation made by `expectation(description:)` is fulfilled; fails the
    /// example at the caller's line when `timeout` seconds pass first.
    @available(*, noasync, message: "use await fulfillment(of:timeout:enforceOrder:) instead")
    public func waitForExpectations(timeout: TimeInterval, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line) {
        XCTestCaseState.wait(
            for: xcTestState.takeExpectations(),
            timeout: timeout,
            enforceOrder: false,
            location: CodeLocation(quickFile: file, line: line, fileID: fileID)
        )
    }

    /// Runs `block` after the example and its `afterEach` hooks, the last added first
    /// (XCTestCase's `addTeardownBlock`).
    public func addTeardownBlock(_ block: @escaping () -> Void) {
        xcTestState.addTeardownBlock(block)
    }
}

/// XCTest's methods on the running spec of an `AsyncSpec`.
extension AsyncSpec {
    /// XCTest's name of the running example's test, as corelibs XCTest names a Quick test: the
    /// spec class, a dot and the example's full name (`FetcherSpec.a fetcher fetches`).
    public var name: String { QuickSpecCurrent.testName(of: self) }

    /// Makes an XCTest expectation (XCTestCase's `expectation(description:)`); wait for it with
    /// `await fulfillment(of:timeout:)`, or with `waitForExpectations(timeout:)` where the code
    /// cannot await.
    public func expectation(description: String) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: description)
        xcTestState.add(expectation)
        return expectation
    }

    /// Blocks until every expectation is fulfilled; fails the example at the caller's line when
    /// `timeout` seconds pass first (XCTestCase's `wait(for:timeout:enforceOrder:)`).
    @available(*, noasync, message: "use await fulfillment(of:timeout:enforceOrder:) instead")
    public func wait(
        for expectations: [XCTestExpectation],
        timeout: TimeInterval,
        enforceOrder: Bool = false,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line
    ) {
        XCTestCaseState.wait(
            for: expectations,
            timeout: timeout,
            enforceOrder: enforceOrder,
            location: CodeLocation(quickFile: file, line: line, fileID: fileID)
        )
    }

    /// Blocks until every expectation made by `expectation(description:)` is fulfilled; fails the
    /// example at the caller's line when `timeout` seconds pass first.
    @available(*, noasync, message: "use await fulfillment(of:timeout:enforceOrder:) instead")
    public func waitForExpectations(timeout: TimeInterval, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line) {
        XCTestCaseState.wait(
            for: xcTestState.takeExpectations(),
            timeout: timeout,
            enforceOrder: false,
            location: CodeLocation(quickFile: file, line: line, fileID: fileID)
        )
    }

    /// Waits until every expectation is fulfilled; fails the example at the caller's line when
    /// `timeout` seconds pass first (XCTestCase's `fulfillment(of:timeout:enforceOrder:)`).
    public func fulfillment(
        of expectations: [XCTestExpectation],
        timeout: TimeInterval,
        enforceOrder: Bool = false,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line
    ) async {
        await XCTestCaseState.fulfillment(
            of: expectations,
            timeout: timeout,
            enforceOrder: enforceOrder,
            location: CodeLocation(quickFile: file, line: line, fileID: fileID)
        )
    }

    /// Runs `block` after the example and its `afterEach` hooks, the last added first.
    public func addTeardownBlock(_ block: @escaping () -> Void) {
        xcTestState.addTeardownBlock(block)
    }
}
