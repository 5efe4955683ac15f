// Quick's string-keyed shared examples. SpecKit's typed `SharedExamples<Context>` and `Behavior`
// say at compile time what context they need; these are here so Quick specs port unchanged.

/// The context Quick's shared examples are given: a dictionary built when an example runs.
public typealias SharedExampleContext = () -> [String: Any]

/// The body of Quick's shared examples: declares groups and examples using the context.
public typealias SharedExampleClosure = (@escaping SharedExampleContext) -> Void

/// Declares shared examples under a name, for `itBehavesLike(name)` anywhere in the run:
///
/// ```swift
/// sharedExamples("something edible") { (sharedExampleContext: @escaping SharedExampleContext) in
///     it("makes dolphins happy") {
///         let food = sharedExampleContext()["food"] as! Food
///         expect(Dolphin().eat(food).isHappy).to(beTruthy())
///     }
/// }
/// ```
///
/// Declare them at the top of `spec()` of the spec that uses them, or in a `QuickConfiguration`'s
/// `configure` (SpecKit builds spec classes lazily and in parallel, so a name declared only by
/// another spec class may not be known yet).
public func sharedExamples(_ name: String, closure: @escaping SharedExampleClosure) {
    SharedExampleRegistry.shared.register(name, closure)
}

/// Declares shared examples that need no context.
public func sharedExamples(_ name: String, closure: @escaping () -> Void) {
    SharedExampleRegistry.shared.register(name) { _ in closure() }
}

/// Includes the shared examples named `name`, in a group of that name:
/// `itBehavesLike("something edible") { ["food": Mackerel()] }`.
public func itBehavesLike(
    _ name: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    sharedExampleContext: @escaping SharedExampleContext = { [:] }
) {
    includeSharedExamples(name, focused: false, pending: false, CodeLocation(quickFile: file, line: line, fileID: fileID), sharedExampleContext)
}

/// Includes the shared examples named `name`, focused.
public func fitBehavesLike(
    _ name: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    sharedExampleContext: @escaping SharedExampleContext = { [:] }
) {
    includeSharedExamples(name, focused: true, pending: false, CodeLocation(quickFile: file, line: line, fileID: fileID), sharedExampleContext)
}

/// Includes the shared examples named `name`, pending.
public func xitBehavesLike(
    _ name: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    sharedExampleContext: @escaping SharedExampleContext = { [:] }
) {
    includeSharedExamples(name, focused: false, pending: true, CodeLocation(quickFile: file, line: line, fileID: fileID), sharedExampleContext)
}

private func includeSharedExamples(_ name: String, focused: Bool, pending: Bool, _ location: CodeLocation, _ context: @escaping SharedExampleContext)
{
    guard let body = SharedExampleRegistry.shared.examples(named: name) else {
        if let builder = SpecBuilder.current {
            builder.problem(
                "no shared examples named \"\(name)\"; declare them with sharedExamples(\"\(name)\") in spec() or in a QuickConfiguration",
                at: location
            )
        } else {
            ExampleRecorder.fail("itBehavesLike \"\(name)\" was declared inside an example or hook; declare it in spec() or in a group", at: location)
        }
        return
    }
    declareGroup(name, focused: focused, pending: pending, location) { body(context) }
}

/// The shared examples declared so far, by name. Declaring a name again replaces its body (spec()
/// runs again for every example, so the same declarations arrive many times).
final class SharedExampleRegistry: @unchecked Sendable {
    static let shared = SharedExampleRegistry()

    private let bodies = UncheckedLock<[String: SharedExampleClosure]>([:])

    func register(_ name: String, _ body: @escaping SharedExampleClosure) {
        bodies.withLock { $0[name] = body }
    }

    func examples(named name: String) -> SharedExampleClosure? {
        bodies.withLock { $0[name] }
    }
}
