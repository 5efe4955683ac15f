// people-roulette: everything lives in PeopleRoulette, PeopleRouletteCLI and its composition root.
import Composition
import Foundation
import PeopleRouletteAssemblies

let code = await PeopleRouletteApp.application.run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
