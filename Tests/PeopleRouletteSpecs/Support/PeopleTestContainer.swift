import Composition
import CompositionTesting
import Injection
import PeopleRoulette
import PeopleRouletteAssemblies
import Platform

/// people-roulette's graph at the depth `.container`, with `store` and `source` mocked: what a
/// spec's `justBeforeEach` resolves its subject from, once per example.
///
/// ```swift
/// justBeforeEach { viewModel = try await peopleGraph(store: store, source: source).resolve(RouletteViewModel.self) }
/// ```
func peopleGraph(
    store: any PeopleStoring,
    source: any PeopleSource = PeopleSourceStub(result: .success(people(10))),
    overrides: [String] = []
) async throws -> AppTestContainer {
    try await PeopleRouletteApp.application.test(.container(overrides: overrides)) { app in
        app.register((any PeopleStoring).self) { _ in store }
        app.register((any PeopleSource).self) { _ in source }
        return app
    }
}
