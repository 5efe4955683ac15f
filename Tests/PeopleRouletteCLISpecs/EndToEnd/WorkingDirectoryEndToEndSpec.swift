import CompositionTesting
import Foundation
import PeopleRouletteAssemblies
import SpecKit
import SpecKitRobot

/// Issue 33: one body, both depths. Relative paths (a people file, a configuration directory)
/// resolve against the robot's working directory in-process, as they do in the built binary.
final class WorkingDirectoryEndToEndSpec: Spec {
    override func spec() {
        describe("people-roulette given relative paths") {
            let body: @Sendable (CommandRobot) async throws -> Void = { robot in
                try robot.createFile(at: "team.txt", contents: "Ada Lovelace\nAlan Turing\n")
                try robot.createFile(at: "settings/default.json", contents: #"{"storage": {"backend": "memory"}}"#)
                let result = try await robot.arguments(
                    "refresh",
                    "--config-dir",
                    "settings",
                    "--set",
                    "people.source=file",
                    "--set",
                    "people.file=team.txt"
                )
                .run()
                .expectExitCode(0)
                expect(result.standardOutput) == "Stored 2 people from \(robot.workingDirectory.appendingPathComponent("team.txt").path).\n"
            }

            it("reads them from the robot's working directory in-process") {
                try await PeopleRouletteApp.application.test(.inProcess) { robot in try await body(robot.environment(["NO_COLOR": "1"])) }
            }
            it("reads them from the working directory of the built binary") {
                try await PeopleRouletteApp.application.test(.executable) { robot in
                    try await body(robot.environment(["NO_COLOR": "1"]).timeLimit(.seconds(60)))
                }
            }
        }
    }
}
