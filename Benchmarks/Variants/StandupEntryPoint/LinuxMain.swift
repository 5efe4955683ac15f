// Examples/Standup's specs run from an entry point of their own, as the peer's run through
// Quick's `QCKMain`, instead of through SpecKitPlugin's glue and the Swift Testing runner SwiftPM
// generates. Not a way to run SpecKit (no filter, shards or IDE listing): `build-cost
// --entry-point` copies it into a copy of Standup without the plugin, to measure what that route
// would save a clean build.
import Foundation
import SpecKit

@testable import StandupSpecs

@main struct Main {
    static func main() async {
        let specs: [Spec.Type] = [
            FileTeamListSpec.self, HTTPTeamListSpec.self, InlineTeamListSpec.self, StandupAppSpec.self,
            StandupAssemblySpec.self, StandupCommandLineSurfaceSpec.self, StandupConfigFilesSpec.self,
            StandupShufflerSpec.self,
        ]
        var examples = 0
        var failed = 0
        for spec in specs {
            let report = await SpecRunner.run(spec)
            examples += report.examples.count
            failed += report.failed.count
            if !report.failed.isEmpty { print(report) }
        }
        print("\(examples) examples, \(failed) failed")
        exit(failed == 0 ? 0 : 1)
    }
}
