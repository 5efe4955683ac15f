import CLI

/// What the weather commands need from the app: where to write, and the services of the
/// container. The composition root's `AppContext` provides it; a spec can provide its own.
///
/// ```swift
/// extension AppContext: WeatherContext {}
/// let commands = WeatherCommands<AppContext>.all
/// ```
public protocol WeatherContext: Sendable {
    /// Standard output and error, styled, `--json` aware.
    var output: CommandOutput { get }

    /// The service registered for `service` (under `name`), or the error that prevented it.
    func resolve<Service>(_ service: Service.Type, name: String?) throws -> Service
}
