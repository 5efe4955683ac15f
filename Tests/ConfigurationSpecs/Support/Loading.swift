import Configuration
import Foundation
import Platform
import PlatformTesting

/// Loads the sample schema from a temporary directory with the given variables and request.
func loadConfiguration(
    in directory: TemporaryDirectory,
    environment: [String: String] = [:],
    _ request: ConfigurationRequest = ConfigurationRequest()
) throws -> ResolvedConfiguration {
    try ConfigurationLoader(
        schema: try SampleSettings.schema(),
        environment: DictionaryEnvironment(environment),
        locations: directory.locations,
        search: .app("sample", locations: directory.locations)
    )
    .load(request)
}

/// The error loading throws, or nil when it loads.
func loadingError(
    in directory: TemporaryDirectory,
    environment: [String: String] = [:],
    _ request: ConfigurationRequest = ConfigurationRequest()
) -> ConfigurationError? {
    do {
        _ = try loadConfiguration(in: directory, environment: environment, request)
        return nil
    } catch let error as ConfigurationError {
        return error
    } catch {
        return .invalidDeclaration(key: "unexpected", problem: "\(error)")
    }
}

/// The configuration error a read throws, or nil when it returns.
func readingError<T>(_ read: () throws(ConfigurationError) -> T) -> ConfigurationError? {
    do {
        _ = try read()
        return nil
    } catch {
        return error
    }
}
