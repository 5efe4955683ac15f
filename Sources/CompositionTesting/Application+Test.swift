import Composition

extension Application {
    /// Tests the app at a depth: builds what `depth` hands a spec (a container of the app's graph,
    /// or a robot of the app run in-process or as its built binary), runs `body` with it and
    /// returns what `body` returns. The one way a spec tests an app; see "Testing an app" in
    /// the documentation of CompositionTesting.
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
    /// - Parameters:
    ///   - depth: `.container`, `.inProcess` or `.executable`, with their options.
    ///   - filePath: Finds the spec's package, whose `Config/<app>/` a container reads; leave it to
    ///     the caller's file.
    ///   - body: The spec's steps.
    @discardableResult
    public func test<Client, Value>(_ depth: AppTestDepth<Client>, filePath: StaticString = #filePath,
                                    _ body: (Client) async throws -> Value) async throws -> Value {
        try await body(depth.client(self, filePath))
    }

    /// Tests the app at a depth with a body that returns nothing: the same as
    /// `test(_:filePath:_:)` returning a value, for a body of one step whose result is not needed.
    ///
    /// ```swift
    /// try await StandupApp.application.test(.inProcess) { robot in
    ///     try await robot.arguments("--version").run().expectExitCode(0)
    /// }
    /// ```
    public func test<Client>(_ depth: AppTestDepth<Client>, filePath: StaticString = #filePath, _ body: (Client) async throws -> Void) async throws {
        try await body(depth.client(self, filePath))
    }
}
