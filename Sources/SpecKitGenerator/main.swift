// SpecKitGenerator: the tool behind SpecKitPlugin. See SpecGlueGenerator.swift.
import Foundation

let exitCode = SpecGlueGenerator.main(Array(CommandLine.arguments.dropFirst()))
exit(exitCode)
