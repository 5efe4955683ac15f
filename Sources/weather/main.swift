// weather: everything lives in Weather, WeatherCLI and its composition root.
import Composition
import Foundation
import WeatherAssemblies

let status = await WeatherApp.application.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
