import Composition
import Configuration
import Injection
import Networking
import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The networking component, shared by every app that sends HTTP requests: one `APIRequesting`
/// handler, chosen by `http.client`, with the limits of `http.max-body-size`,
/// `http.max-header-size` and `http.max-redirects`, the certificate authorities of
/// `http.ca-file`, a warning on standard error for each downgrade (an API key over plain http,
/// a redirect from https to http) or a refusal under `http.refuse-downgrade`, each request logged at
/// `debug` with its status and duration (the app's `Logger`), and the proxies of the environment (`http_proxy`, `HTTPS_PROXY`,
/// `ALL_PROXY`, `NO_PROXY`, read as curl reads them). Components that call an API resolve it by
/// its protocol and pass `http.timeout` on each request.
///
/// | Service | Implementation |
/// |---|---|
/// | `APIRequesting` | `CurlAPIHandler` over `CurlTransport` (http.client=curl), one per run |
/// | `HTTPRequesting` | the same `CurlAPIHandler`, for any URL whatever its status, one per run |
///
/// Nothing is opened while assembling: libcurl is loaded when the first request is sent, so a
/// run that never sends one never loads libcurl, TLS or their dependencies.
///
/// An app adds the product `NetworkingAssemblies` to its composition root's dependencies and
/// lists the assembly among its components; its own component resolves the handler:
///
/// ```swift
/// let application = Application(name: "fx", version: "1.0.0", abstract: "Convert currencies.",
///                               components: [NetworkingAssembly.self, RatesAssembly.self], commands: ...)
///
/// // in RatesAssembly.init(context:)
/// let timeout = try HTTPSettings.timeoutSeconds(context.configuration)
/// rates = context.fixed(RatesSource.self, HTTPRatesSource.self, factory: { resolver in
///     HTTPRatesSource(api: try resolver.resolving((any APIRequesting).self), timeout: timeout)
/// })
/// ```
public struct NetworkingAssembly: ComponentAssembly {
    /// The keys the component reads, all of `HTTPSettings`: `http.client`, `http.timeout`,
    /// `http.max-body-size`, `http.max-header-size`, `http.max-redirects` and `http.ca-file`.
    public static let settings: [any SettingDeclaring] = HTTPSettings.all

    let handler: ChosenImplementation<any APIRequesting, HTTPSettings.Client>
    let fetcher: ChosenImplementation<any HTTPRequesting, HTTPSettings.Client>

    /// Reads the limits, the CA file and the proxies of the environment, and chooses the handler
    /// by `http.client`; opens nothing. Throws a `ConfigurationError` for a bad value.
    /// - Parameter context: The app's configuration and platform, as the assembler hands them to every component.
    public init(context: AssemblyContext) throws {
        let configuration = context.configuration
        let limits = HTTPLimits(
            maximumBodyBytes: try configuration.value(of: HTTPSettings.maxBodySize),
            maximumHeaderBytes: try configuration.value(of: HTTPSettings.maxHeaderSize),
            maximumRedirects: try configuration.value(of: HTTPSettings.maxRedirects)
        )
        let caFile = try configuration.valueIfSet(of: HTTPSettings.caFile)?.path
        let proxies = HTTPProxySettings(environment: context.platform.environment)
        let standardError = context.platform.console.standardError
        let clock = context.platform.clock
        let warned = LockedValue<Set<String>>([])
        let downgrades = HTTPDowngrades(refused: try configuration.value(of: HTTPSettings.refuseDowngrade)) { line in
            // Once a run: a command sending ten requests to one host warns once.
            guard warned.update({ $0.insert(line).inserted }) else { return }
            try? standardError.write("warning: \(ControlCharacters.escaped(line))\n")
        }
        // Wrapped only when requests are logged: at the default level the handler holds curl itself.
        let curl = { (resolver: any Resolver) throws -> CurlAPIHandler in
            let curl = CurlTransport(proxies: proxies, caFile: caFile, downgrades: downgrades)
            let logger = try resolver.resolving(Logger.self)
            let transport: any HTTPTransport = logger.isLogging(at: .debug) ? LoggingHTTPTransport(base: curl, logger: logger, clock: clock) : curl
            return CurlAPIHandler(transport: transport, limits: limits)
        }
        handler = try context.choose((any APIRequesting).self, by: HTTPSettings.client, [Candidate(.curl, CurlAPIHandler.self, factory: curl)])
        fetcher = try context.choose((any HTTPRequesting).self, by: HTTPSettings.client, [Candidate(.curl, CurlAPIHandler.self, factory: curl)])
    }

    /// Registers `APIRequesting` and `HTTPRequesting`, one handler each per container
    /// (`.container` scope), so every component of a run shares its transport.
    public func assemble(container: Container) {
        handler.register(in: container).inObjectScope(.container)
        fetcher.register(in: container).inObjectScope(.container)
    }
}
