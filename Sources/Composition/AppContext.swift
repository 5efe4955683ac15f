import CLI
import Configuration
import Injection
import Platform

/// What every command of an app receives: its parsed command line, where to write, the
/// configuration, and the container to resolve its view-model from. It is a
/// `CommandContext`, so command modules written against that protocol run on it.
///
/// ```swift
/// Command<AppContext>("pick", abstract: "Pick N unique random people.", arguments: [count]) { invocation, context in
///     let viewModel = try context.resolve(RouletteViewModel.self)
///     ...
/// }
/// ```
public struct AppContext: CommandContext {
    /// The parsed command line.
    public let invocation: CommandInvocation
    /// Standard output and error, styled, `--json` aware.
    public let output: CommandOutput
    /// The process's globals.
    public let platform: PlatformServices
    /// The built container and what it chose.
    public let app: AssembledApp

    /// Creates the context of one command run from the parsed invocation, the output, the platform and the assembled app.
    public init(invocation: CommandInvocation, output: CommandOutput, platform: PlatformServices, app: AssembledApp) {
        self.invocation = invocation
        self.output = output
        self.platform = platform
        self.app = app
    }

    /// The configuration of this run.
    public var configuration: ResolvedConfiguration { app.configuration }

    /// Resolves a service. When its factory fails with an error the user can act on (a missing
    /// API key, an unreadable database), that error is thrown as is, so the error printer
    /// reports it; any other failure is a bug: `AssemblyError.invalidGraph` with every problem
    /// of the graph when the container was not validated before use and validation finds any,
    /// else `AssemblyError.unresolvable`.
    public func resolve<Service>(_ service: Service.Type, name: String? = nil) throws -> Service {
        do {
            return try app.resolver.resolving(service, name: name)
        } catch {
            let failure = Self.userFacing(error)
            if case .onFailure = app.validation, case AssemblyError.unresolvable? = failure as? AssemblyError {
                let report = app.container.validate()
                if !report.isValid { throw AssemblyError.invalidGraph(report) }
            }
            throw failure
        }
    }

    static func userFacing(_ error: ResolutionError) -> any Error {
        if case let .factoryFailed(inner) = error.reason {
            if let nested = inner as? ResolutionError { return userFacing(nested) }
            if inner is any UserFacingError { return inner }
        }
        return AssemblyError.unresolvable(error)
    }
}
