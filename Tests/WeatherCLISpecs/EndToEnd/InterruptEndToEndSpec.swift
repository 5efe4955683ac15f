import Foundation
import SpecKit
import SpecKitHTTP
import SpecKitRobot

/// Ctrl-C while the spinner is on screen: the built `weather` runs on a terminal (a
/// pseudo-terminal made by script(1)) against a loopback server that answers late, and is sent
/// SIGINT once its spinner shows.
final class InterruptEndToEndSpec: Spec {
    override func spec() {
        describe("weather interrupted while its spinner is on screen") {
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/script") {
                it("erases the spinner's line, then dies of the signal") {
                    let server = try LoopbackHTTPServer()
                    server.route(.get, "/v1/search", body: "{}", delay: .seconds(20))
                    let base = server.baseURL.appendingPathComponent("v1").absoluteString
                    let weather = try CommandRobot.builtProduct(named: "weather").executable.path
                    // In the pseudo-terminal: start weather, wait for the spinner (past its 300 ms
                    // delay), interrupt it, and report how it ended.
                    let line = "'\(weather)' current --city Lugo & pid=$!; sleep 1.5; kill -INT $pid; wait $pid; echo \"status=$?\""
                    let result = try await CommandRobot(executable: URL(fileURLWithPath: "/usr/bin/script"))
                        .arguments("-qec", line, "/dev/null")
                        .environment(["WEATHER_PROVIDER": "open-meteo", "OPEN_METEO_GEOCODING_URL": base, "TERM": "xterm"])
                        .timeLimit(.seconds(30)).run()
                    let output = result.standardOutput
                    expect(output).to(contain("Fetching the weather"))
                    let afterLastFrame = output.components(separatedBy: "Fetching the weather").last ?? ""
                    expect(afterLastFrame).to(beginWith("\r\u{1B}[2K"))
                    expect(output).to(contain("status=130"))
                }
            } else {
                pending("erases the spinner's line, then dies of the signal (skipped: script(1) is not installed here)")
            }
        }
    }
}
