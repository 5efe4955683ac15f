import Composition

extension Application {
    /// Tests the app at a depth: builds what `depth` hands a spec (a container of the app's graph,
    /// or a robot of the app run in-process or as its built binary) and runs `body` with it. The
    /// one way a spec tests an app; see the article "Testing an app" of CompositionTesting.
    ///
    /// ```swift
    /// it("orders the team the same way for the same seed") {
    ///     try await StandupApp.application.test(.inProcess) { robot in
    ///         let first = try await robot.arguments("order", "--seed", "3").run().expectExitCode(0)
    ///         try await robot.run().expectOutput(equals: first.standardOutput)
    ///     }
    /// }
    /// ```
    ///
    /// A spec class that resolves its subject once per example keeps it in a variable the body
    /// sets:
    ///
    /// ```swift
    /// var shuffler: StandupShuffler!
    /// justBeforeEach {
    ///     try await StandupApp.application.test(.container) { app in
    ///         app.register((any TeamListing).self) { _ in team }
    ///         shuffler = try app.resolve(StandupShuffler.self)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - depth: `.container`, `.inProcess` or `.executable`, with their options.
    ///   - filePath: Finds the spec's package, whose `Config/<app>/` a container reads; leave it to
    ///     the caller's file.
    ///   - body: The spec's steps. The value of a body of one step (`robot.run().expectExitCode(0)`)
    ///     is discarded.
    public func test<Client>(_ depth: AppTestDepth<Client>, filePath: StaticString = #filePath, _ body: (Client) async throws -> Void) async throws {
        try await body(depth.client(self, filePath))
    }

    /// Tests the app at a depth and returns what `body` returns: for a helper that hands a spec
    /// what it built.
    ///
    /// ```swift
    /// func peopleGraph(store: any PeopleStoring) async throws -> AppTestContainer {
    ///     try await PeopleRouletteApp.application.test(.container) { app in
    ///         app.register((any PeopleStoring).self) { _ in store }
    ///         return app
    ///     }
    /// }
    /// ```
    public func test<Client, Value>(
        _ depth: AppTestDepth<Client>,
        filePath: StaticString = #filePath,
        _ body: (Client) async throws -> Value
    ) async throws -> Value {
        try await body(depth.client(self, filePath))
    }
}
