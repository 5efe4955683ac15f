// Quick's examples are made at run time, which SwiftPM's test discovery on Linux cannot see:
// Quick's documented way is an entry point that hands the spec classes to `QCKMain`. Build and
// test with `--experimental-test-entry-point-path EntryPoint/LinuxMain.swift`.
import Quick
import XCTest

@testable import StandupSpecs

@main struct Main {
    static func main() {
        QCKMain(
            [InlineTeamListSpec.self],
            testCases: [
                testCase(FileTeamListSpec.allTests),
                testCase(HTTPTeamListSpec.allTests),
                testCase(StandupShufflerSpec.allTests),
                testCase(StandupSettingsSpec.allTests),
                testCase(StandupAssemblySpec.allTests),
                testCase(StandupAppSpec.allTests),
                testCase(StandupCommandLineSpec.allTests),
            ]
        )
    }
}
