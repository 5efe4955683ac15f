// people-roulette: everything lives in PeopleRoulette, PeopleRouletteCLI and its composition root.
import Composition
import PeopleRouletteAssemblies

PeopleRouletteApp.application.main()
