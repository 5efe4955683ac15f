import CLI

/// What the people-roulette commands need from the app: where to write, and the services of the
/// container. The composition root's `AppContext` provides it; a spec can provide its own.
///
/// ```swift
/// extension AppContext: PeopleRouletteContext {}
/// let commands = PeopleRouletteCommands<AppContext>.all
/// ```
public protocol PeopleRouletteContext: Sendable {
    /// Standard output and error, styled, `--json` aware.
    var output: CommandOutput { get }

    /// The service registered for `service` (under `name`), or the error that prevented it.
    func resolve<Service>(_ service: Service.Type, name: String?) throws -> Service
}
