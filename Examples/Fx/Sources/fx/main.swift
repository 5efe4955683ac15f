// fx: everything lives in Fx, FxCLI and its composition root.
import Composition
import FxAssemblies

FxApp.application.main()
