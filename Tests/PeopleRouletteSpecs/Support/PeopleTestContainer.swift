import Composition
import PeopleRouletteAssemblies
import CompositionTesting
import Injection
import PeopleRoulette
import Platform

/// The production container of people-roulette under the test configuration, with mocks
/// registered over the unmocked source and store: the subject of a unit spec is resolved from
/// it exactly as the app resolves it.
///
/// ```swift
/// let app = try peopleContainer(store: InMemoryPeopleStore(people: people(3)), source: PeopleSourceStub(result: .success(people(5))))
/// let viewModel = try app.resolve(RouletteViewModel.self)
/// ```
func peopleContainer(store: any PeopleStoring = InMemoryPeopleStore(), source: any PeopleSource = PeopleSourceStub(result: .success(people(10))),
                     overrides: [String] = []) throws -> AppTestContainer {
    let app = try AppTestContainer(PeopleRouletteApp.application, overrides: overrides)
    app.register((any PeopleStoring).self) { _ in store }
    app.register((any PeopleSource).self) { _ in source }
    return app
}
