import CompositionTesting
import StandupAssemblies
import Testing

/// standup's whole-app checks as Swift Testing runs them: one parameterized test a family,
/// each check an argument, its failures returned and recorded as issues of this test.

@Test("standup's configuration", arguments: ConfiguredApplication.Check.allCases)
func configuration(_ check: ConfiguredApplication.Check) {
    let failures = ConfiguredApplication(StandupApp.application).failures(of: check)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
}

/// The snapshots are this file's: `__Snapshots__/StandupWholeAppTests/`.
@Test("standup's command line", arguments: CommandLineSurface.Check.available)
func commandLine(_ check: CommandLineSurface.Check) async {
    let failures = await CommandLineSurface(StandupApp.application).failures(of: check)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
}
