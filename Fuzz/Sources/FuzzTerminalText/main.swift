// The entry SwiftPM links as main: hands libFuzzer the one-input function of Fuzzing.swift.
import Foundation
import FuzzDriver

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { fuzz($0, $1) }
exit(status)
