import Injection
import SpecKit

// SpecKit helpers for specs of code wired with Injection. SpecKit does not depend on Injection;
// this small target joins the two.

/// A container for one example: a copy of `production` (see `Container.copy(overriding:)`) with
/// the registrations `overrides` makes on top, such as mocks. Declared in a `describe` or
/// `context` closure, it is fresh for every example, and `production` is never touched.
///
/// ```swift
/// describe("PickViewModel") {
///     let container = testContainer(from: AppAssembler.production) { c in
///         c.register(UsersDownloading.self) { _ in UsersDownloadingStub(users: [.ada]) }
///     }
///     it("picks from the downloaded users") {
///         let viewModel = resolveSubject(PickViewModel.self, from: container)
///         ...
///     }
/// }
/// ```
public func testContainer(from production: Container, overriding overrides: (Container) -> Void = { _ in }) -> Container {
    production.copy(overriding: overrides)
}

/// Resolves the subject of an example; when it cannot be resolved, records a failure with the
/// whole `ResolutionError` (key, path, near misses) at the caller's line and returns nil.
public func resolveSubject<Service>(
    _ serviceType: Service.Type,
    name: String? = nil,
    from container: Container,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) -> Service? {
    do {
        return try container.resolving(serviceType, name: name)
    } catch {
        fail("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}

/// Passes when `Container.validate()` finds no problem; the failure lists every problem:
/// `expect(container).to(haveValidGraph())`.
public func haveValidGraph() -> Matcher<Container> {
    Matcher { expression in
        guard let container = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have a valid graph").appendedBeNilHint())
        }
        let report = container.validate()
        return MatcherResult(
            bool: report.isValid,
            message: .expectedCustomValueTo("have a valid graph", actual: "\(report.problems.count) problem(s)").appended(details: report.description)
        )
    }
}

/// Passes when the container resolves `serviceType` (under `name`); the failure is the
/// `ResolutionError`: `expect(container).to(resolve(UsersHandling.self))`.
public func resolve<Service>(_ serviceType: Service.Type, name: String? = nil) -> Matcher<Container> {
    Matcher { expression in
        let description = "resolve \(RegistrationKey(serviceType, name: name))"
        guard let container = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo(description).appendedBeNilHint())
        }
        do {
            _ = try container.resolving(serviceType, name: name)
            return MatcherResult(bool: true, message: .expectedTo(description))
        } catch {
            return MatcherResult(bool: false, message: .expectedCustomValueTo(description, actual: "an error").appended(details: "\(error)"))
        }
    }
}
