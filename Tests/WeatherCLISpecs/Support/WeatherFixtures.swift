import Foundation
import SpecKit
import SpecKitHTTP

/// The response bodies in Tests/Fixtures/Weather, and a loopback server serving them.
enum WeatherFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // WeatherCLISpecs
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/Weather")

    /// The bytes of `Tests/Fixtures/Weather/<name>`; empty (and the spec fails on the answer)
    /// when the file cannot be read.
    static func body(_ name: String) -> Data {
        (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data()
    }
}

extension LoopbackHTTPServer {
    /// Serves a fixture file as JSON at a path.
    func serve(_ path: String, fixture: String, status: Int = 200) {
        route(.get, path, status: status, headers: ["Content-Type": "application/json"], body: WeatherFixtures.body(fixture))
    }
}
