// standup, the peer: everything lives in Standup, StandupCLI and StandupAssemblies.
import Foundation
import StandupAssemblies

exit(await StandupApp.run(Array(CommandLine.arguments.dropFirst())))
