import Foundation
import XCTest

// Quick 7's `currentSpec()`: the running spec, whichever of `QuickSpec` and `AsyncSpec` it is, for
// the XCTest methods a spec calls on it. In Quick it returns the `XCTestCase` the spec is; SpecKit's
// spec classes are not test cases, so it returns what they offer of one: `QuickTestCase`.

/// The XCTestCase methods that ``QuickSpec`` and ``AsyncSpec`` offer: what ``currentSpec()``
/// returns, so code that works with either kind of spec calls them without knowing which it has.
///
/// ```swift
/// beforeSuite {
///     let loaded = currentSpec()?.expectation(description: "fixtures loaded")
///     Fixtures.load { loaded?.fulfill() }
///     currentSpec()?.waitForExpectations(timeout: 5)
/// }
/// ```
public protocol QuickTestCase: AnyObject {
    /// XCTest's name of the running example's test: the spec class, a dot and the example's full name.
    var name: String { get }

    /// Accepted for XCTest's API; SpecKit goes on after a failure whatever its value.
    var continueAfterFailure: Bool { get set }

    /// Makes an XCTest expectation that `waitForExpectations(timeout:)` waits for.
    func expectation(description: String) -> XCTestExpectation

    /// Blocks until every expectation is fulfilled; fails the example at `file` and `line` when
    /// `timeout` seconds pass first.
    @available(*, noasync, message: "use await fulfillment(of:timeout:enforceOrder:) instead")
    func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool, fileID: String, file: FileString, line: UInt)

    /// Blocks until every expectation made by `expectation(description:)` is fulfilled; fails the
    /// example at `file` and `line` when `timeout` seconds pass first.
    @available(*, noasync, message: "use await fulfillment(of:timeout:enforceOrder:) instead")
    func waitForExpectations(timeout: TimeInterval, fileID: String, file: FileString, line: UInt)

    /// Waits, without blocking the thread, until every expectation is fulfilled; fails the example
    /// at `file` and `line` when `timeout` seconds pass first.
    func fulfillment(
        of expectations: [XCTestExpectation],
        timeout: TimeInterval,
        enforceOrder: Bool,
        fileID: String,
        file: FileString,
        line: UInt
    ) async

    /// Runs `block` after the example and its `afterEach` hooks, the last added first.
    func addTeardownBlock(_ block: @escaping () -> Void)
}

// The forms with the caller's location, for calls on `currentSpec()`. Each calls the requirement
// with every argument given, which Swift resolves to the requirement, not to itself.
extension QuickTestCase {
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
        wait(for: expectations, timeout: timeout, enforceOrder: enforceOrder, fileID: fileID, file: file, line: line)
    }

    /// Blocks until every expectation made by `expectation(description:)` is fulfilled; fails the
    /// example at the caller's line when `timeout` seconds pass first.
    @available(*, noasync, message: "use await fulfillment(of:timeout:enforceOrder:) instead")
    public func waitForExpectations(timeout: TimeInterval, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line) {
        waitForExpectations(timeout: timeout, fileID: fileID, file: file, line: line)
    }

    /// Waits, without blocking the thread, until every expectation is fulfilled; fails the example
    /// at the caller's line when `timeout` seconds pass first.
    public func fulfillment(
        of expectations: [XCTestExpectation],
        timeout: TimeInterval,
        enforceOrder: Bool = false,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line
    ) async {
        await fulfillment(of: expectations, timeout: timeout, enforceOrder: enforceOrder, fileID: fileID, file: file, line: line)
    }
}

extension QuickSpec: QuickTestCase {}
extension AsyncSpec: QuickTestCase {}

/// The spec instance of the running example, a ``QuickSpec`` or an ``AsyncSpec`` (Quick's
/// `currentSpec()`); nil outside an example of one, and in a plain ``Spec``.
///
/// ```swift
/// afterEach {
///     currentSpec()?.addTeardownBlock { Server.shared.reset() }
/// }
/// ```
public func currentSpec() -> (any QuickTestCase)? {
    QuickSpecCurrent.instance as? any QuickTestCase
}

extension QuickSpecCurrent {
    /// XCTest's name for the running example of `spec`, as corelibs XCTest names Quick's tests:
    /// `DolphinSpec.a dolphin is friendly`.
    static func testName(of spec: Spec) -> String {
        String(describing: type(of: spec)) + "." + (ExampleMetadata.current?.example.name ?? "")
    }
}
