// A control for the people-roulette and weather start-up benchmarks: the Foundation hello-world, also linking
// FoundationNetworking (as every program with an HTTP client on URLSession does), which loads
// libcurl and its dependencies at start-up. It shows what linking that alone costs.
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let greeting = String(format: "Hello, %@!", "world")
if CommandLine.arguments.count > 99 { _ = URLSession(configuration: .ephemeral) }
FileHandle.standardOutput.write(Data((greeting + "\n").utf8))
