// SpecKitGenerator: the tool SpecKitPlugin runs on every build. The logic is in SpecGlue.
import Foundation
import SpecGlue

exit(SpecGlueGenerator.main(Array(CommandLine.arguments.dropFirst())))
