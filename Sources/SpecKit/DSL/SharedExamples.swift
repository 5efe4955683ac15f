/// Examples written once and run against several subjects, with a typed context.
///
/// ```swift
/// let aCollection = SharedExamples<[Int]>("a collection") { collection in
///     it("counts its elements") { expect(collection().count) == 3 }
/// }
///
/// describe("Array") {
///     itBehavesLike(aCollection) { [1, 2, 3] }
/// }
/// ```
///
/// The context is a closure, evaluated inside each example, after the `beforeEach` hooks, so it
/// sees the state they set up. The shared examples form a group named after them
/// (`Array a collection counts its elements`).
public struct SharedExamples<Context> {
    /// The name `itBehavesLike` finds the group by.
    public let name: String
    let body: (_ context: @escaping () -> Context) -> Void

    /// Declares a named group of examples that receives its subject through the `context` closure.
    public init(_ name: String, _ body: @escaping (_ context: @escaping () -> Context) -> Void) {
        self.name = name
        self.body = body
    }
}

/// Quick's typed behaviour: a class whose `spec(_:)` declares examples about a context.
///
/// ```swift
/// final class ACollection: Behavior<[Int]> {
///     override class func spec(_ context: @escaping () -> [Int]) {
///         it("is not empty") { expect(context().isEmpty) == false }
///     }
/// }
/// itBehavesLike(ACollection.self) { [1, 2, 3] }
/// ```
open class Behavior<Context> {
    /// The name of the group the examples form; the class name by default.
    open class var name: String { String(describing: self) }

    /// Declares the behaviour's examples.
    open class func spec(_ context: @escaping () -> Context) {}
}

/// Runs shared examples with a context, in a group named after them.
public func itBehavesLike<Context>(
    _ shared: SharedExamples<Context>,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    context: @escaping () -> Context
) {
    declareGroup(shared.name, focused: false, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
        shared.body(context)
    }
}

/// Focused `itBehavesLike`.
public func fitBehavesLike<Context>(
    _ shared: SharedExamples<Context>,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    context: @escaping () -> Context
) {
    declareGroup(shared.name, focused: true, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
        shared.body(context)
    }
}

/// Pending `itBehavesLike`: its examples are reported as skipped.
public func xitBehavesLike<Context>(
    _ shared: SharedExamples<Context>,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    context: @escaping () -> Context
) {
    declareGroup(shared.name, focused: false, pending: true, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
        shared.body(context)
    }
}

/// Runs a behaviour class with a context, in a group named after it.
public func itBehavesLike<Context>(
    _ behavior: Behavior<Context>.Type,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    context: @escaping () -> Context
) {
    declareGroup(behavior.name, focused: false, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
        behavior.spec(context)
    }
}

/// Focused behaviour.
public func fitBehavesLike<Context>(
    _ behavior: Behavior<Context>.Type,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    context: @escaping () -> Context
) {
    declareGroup(behavior.name, focused: true, pending: false, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
        behavior.spec(context)
    }
}

/// Pending behaviour.
public func xitBehavesLike<Context>(
    _ behavior: Behavior<Context>.Type,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    context: @escaping () -> Context
) {
    declareGroup(behavior.name, focused: false, pending: true, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
        behavior.spec(context)
    }
}
