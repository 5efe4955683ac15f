import Foundation

/// The response bodies in Tests/Fixtures/Weather.
enum WeatherFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // WeatherSpecs
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/Weather")

    /// `Tests/Fixtures/Weather/<name>`.
    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
}
