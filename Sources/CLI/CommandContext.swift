/// What a tool's commands need from the program that runs them: where to write, and the
/// services they work with. An application's context provides it; a spec can provide a stub.
/// Commands are generic over it, so a command module never depends on how services are wired.
///
/// ```swift
/// public enum GreetCommands<Context: CommandContext> {
///     public static var greet: Command<Context> {
///         Command("greet", abstract: "Greet someone.") { _, context in
///             let greeter = try context.resolve(Greeter.self)
///             try context.output.line(greeter.hello())
///         }
///     }
/// }
/// ```
public protocol CommandContext: Sendable {
    /// Standard output and error, styled, `--json` aware.
    var output: CommandOutput { get }

    /// The service registered for `service` (under `name`), or the error that prevented it.
    func resolve<Service>(_ service: Service.Type, name: String?) throws -> Service
}

extension CommandContext {
    /// The service registered for `service` without a name.
    public func resolve<Service>(_ service: Service.Type) throws -> Service {
        try resolve(service, name: nil)
    }
}
