// The baseline of the people-roulette start-up benchmark: a Foundation program that does next to
// nothing, built with the same flags as people-roulette.
import Foundation

let greeting = String(format: "Hello, %@!", "world")
FileHandle.standardOutput.write(Data((greeting + "\n").utf8))
