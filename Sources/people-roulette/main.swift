// people-roulette: everything lives in the PeopleRoulette, PeopleRouletteCLI and Assemblies modules.
import Assemblies
import Foundation

let code = await PeopleRouletteApp.application.run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
