// standup: everything lives in Standup, StandupCLI and its composition root.
import Composition
import Foundation
import StandupAssemblies

let code = await StandupApp.application.run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
