import Assemblies
import Foundation

let status = await WeatherApp.application.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
