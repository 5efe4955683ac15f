import Foundation
import Platform
import PlatformTesting
import SpecKit

final class LoggerSpec: Spec {
    override func spec() {
        describe("Logger") {
            var logs: CapturingLogHandler!
            beforeEach { logs = CapturingLogHandler() }

            it("orders swift-log's levels from trace to critical") {
                expect(Logger.Level.allCases.map(\.rawValue)) == ["trace", "debug", "info", "notice", "warning", "error", "critical"]
                expect(Logger.Level.trace).to(beLessThan(.critical))
                expect(Logger.Level.warning).toNot(beLessThan(.info))
            }
            it("writes entries at its level and above, and builds no message below it") {
                let logger = Logger(label: "app", level: .info, handler: logs)
                var built = 0
                func message(_ text: String) -> String {
                    built += 1
                    return text
                }
                logger.debug(message("hidden"))
                logger.info(message("shown"))
                logger.critical(message("also shown"))
                expect(logs.messages) == ["shown", "also shown"]
                expect(built) == 2
                expect(logger.isLogging(at: .debug)).to(beFalse())
            }
            it("gives each entry its label and its metadata over the logger's") {
                var logger = Logger(label: "app", level: .trace, metadata: ["run": "1", "user": "ada"], handler: logs)
                logger[metadataKey: "command"] = "pick"
                logger.labelled("http").notice("sent", metadata: ["user": "alan", "status": "200"])
                expect(logs.entries) == [
                    LogEntry(
                        level: .notice,
                        label: "http",
                        message: "sent",
                        metadata: ["run": "1", "user": "alan", "status": "200", "command": "pick"]
                    )
                ]
            }
            it("passes the message and every metadata text through its redaction") {
                let logger = Logger(label: "app", level: .trace, handler: logs) { $0.replacing("hunter2", with: "<redacted>") }
                logger.error("password hunter2", metadata: ["list": ["a", "hunter2"], "nested": ["key": "xhunter2x"]])
                expect(logs.text) == "password <redacted> list=[a, <redacted>] nested=[key: x<redacted>x]"
            }
            it("writes nothing when disabled") {
                expect(Logger.disabled.isLogging(at: .error)).to(beFalse())
            }
        }

        describe("StreamLogHandler") {
            let clock = FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000))
            let entry = LogEntry(level: .debug, label: "app", message: "HTTP request\u{1B}[2J", metadata: ["status": "200", "method": "GET"])

            it("writes one text line an entry: time, level, label, message, then the metadata by key, control characters escaped") {
                let output = BufferedOutput()
                StreamLogHandler(output: output, clock: clock).log(entry)
                expect(output.text) == "2023-11-14T22:13:20Z debug app: HTTP request\\u{1B}[2J method=GET status=200\n"
            }
            it("writes one JSON object a line with --json") {
                let output = BufferedOutput()
                StreamLogHandler(output: output, format: .json, clock: clock).log(entry)
                let line = output.text
                expect(line.filter { $0 == "\n" }.count) == 1
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                expect(object?["timestamp"] as? String) == "2023-11-14T22:13:20Z"
                expect(object?["level"] as? String) == "debug"
                expect(object?["message"] as? String) == "HTTP request\u{1B}[2J"
                expect(object?["metadata"] as? [String: String]) == ["status": "200", "method": "GET"]
            }
            it("escapes quotes, backslashes and line breaks in JSON") {
                let line = StreamLogHandler(output: BufferedOutput(), format: .json, clock: clock)
                    .line(for: LogEntry(level: .info, label: "a\"b", message: "one\ntwo\\", metadata: ["list": ["x", ["k": "v"]]]))
                expect(line).to(contain(#""label":"a\"b""#))
                expect(line).to(contain(#""message":"one\ntwo\\""#))
                expect(line).to(contain(#""metadata":{"list":["x",{"k":"v"}]}"#))
            }
            it("drops a line it cannot write: logging never fails a run") {
                let output = BufferedOutput(failing: .closed(output: "standard error"))
                StreamLogHandler(output: output, clock: clock).log(entry)
                expect(output.text) == ""
            }
        }
    }
}
