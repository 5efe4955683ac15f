import Testing

/// The spec classes SpecKitPlugin found in one test target: the generated glue declares one
/// subclass per target. Not meant to be subclassed by hand.
open class PluginSpecList {
    /// The target's spec classes that have a test, module-qualified (`StackSpecs.StackSpec`).
    open class var specClasses: [String] { [] }
}

extension PluginSpecList {
    /// The spec classes the plugin-generated lists among `classes` name.
    static func names(in classes: [AnyClass]) -> Set<String> {
        var names: Set<String> = []
        for type in classes {
            if let list = type as? PluginSpecList.Type { names.formUnion(list.specClasses) }
        }
        return names
    }
}

/// A spec class that only `SpecRunner` runs, such as the sample a meta-spec runs: no test of its
/// own, and no failure for having none.
///
/// ```swift
/// typealias SampleSpec = Spec             // the plugin follows `Spec`, not this name
/// final class FreshInstanceSample: SampleSpec, IsolatedSpec { ... }
/// let report = await SpecRunner.run(FreshInstanceSample.self)
/// ```
public protocol IsolatedSpec: Spec {}

// Checks that every spec class of the process has a test: a class that declares examples (or
// misuses the DSL) but that no plugin listed, because its test target lacks SpecKitPlugin or the
// plugin did not recognise it, fails the run instead of being skipped in silence.
//
// It runs as a Swift Testing test of SpecKit itself, so it runs in every `swift test` of a
// package whose tests link SpecKit, with or without the plugin (not when `--filter` leaves it out).
// The classes come from the runtime's metadata sections, a private layout: when the scan meets
// another (`RuntimeClasses`), the census fails the run rather than pass having seen nothing.
// (Plain comments: Swift Testing prints a failing suite's doc comment.)
@Suite("SpecKit")
struct SpecCensus {
    @Test("every spec class has a test")
    func everySpecClassHasATest() {
        guard !PrivateDependency.metadataSections.isTurnedOff else { return }
        let classes: [AnyClass]
        switch RuntimeClasses.all() {
        case .failure(let shape):
            shape.failRun()
            return
        case .success(let all): classes = all
        }
        for (name, failure) in Self.unlisted(among: classes) {
            ProcessSuiteRun.shared.print("SpecKit: error: \(failure.location.filePath):\(failure.location.line): \(failure.message)")
            TestingReporter.report(failure)
            ProcessSuiteRun.shared.recordRunFailure(spec: name, name: "no test runs this spec class", failure)
        }
    }

    /// The spec classes among `classes` that declare examples or problems and that no plugin
    /// listed, each with its failure.
    static func unlisted(among classes: [AnyClass]) -> [(String, RecordedFailure)] {
        let listed = PluginSpecList.names(in: classes)
        var found: [(String, RecordedFailure)] = []
        for type in classes {
            guard let spec = type as? Spec.Type, !(type is any IsolatedSpec.Type) else { continue }
            let name = String(reflecting: spec)
            guard !name.hasPrefix("SpecKit."), !listed.contains(name) else { continue }
            let plan = SpecPlan(discovering: { spec.init().spec() })
            guard let location = plan.examples.first?.location ?? plan.problems.first?.location else { continue }
            let count = plan.examples.count
            found.append(
                (
                    name,
                    RecordedFailure(
                        message:
                            "\(name) declares \(count) \(count == 1 ? "example" : "examples") but no test runs it: apply SpecKitPlugin to its test "
                            + "target (plugins: [.plugin(name: \"SpecKitPlugin\", package: \"Roulette\")]), and declare spec classes at file "
                            + "scope",
                        location: location
                    )
                )
            )
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
