// standup: everything lives in Standup, StandupCLI and its composition root.
import Composition
import StandupAssemblies

StandupApp.application.main()
