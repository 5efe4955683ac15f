// map, compactMap: match a part of the value. `expect(user).to(map(\.name, equal("Ada")))`.

/// Applies `transform` to the value and matches the result.
public func map<T, U>(_ transform: @escaping (T) throws -> U, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher { expression in
        try matcher.satisfies(expression.cast { value in try value.map(transform) })
    }
}

/// Applies `transform` (which may give nil) to the value and matches the result.
public func map<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher { expression in
        try matcher.satisfies(expression.cast { value in try value.flatMap(transform) })
    }
}

/// Applies the async `transform` to the value and matches the result.
public func map<T, U>(_ transform: @escaping (T) async throws -> U, _ matcher: AsyncMatcher<U>) -> AsyncMatcher<T> {
    AsyncMatcher { expression in
        try await matcher.satisfies(
            expression.cast { value in
                guard let value else { return nil }
                return try await transform(value)
            }
        )
    }
}

/// Applies the async `transform` to the value and matches the result with a synchronous matcher.
public func map<T, U>(_ transform: @escaping (T) async throws -> U, _ matcher: Matcher<U>) -> AsyncMatcher<T> {
    AsyncMatcher { expression in
        let mapped = expression.cast { value -> U? in
            guard let value else { return nil }
            return try await transform(value)
        }
        return try matcher.satisfies(await mapped.toSynchronousExpression())
    }
}

/// Applies `transform`, failing when the value or its transform is nil, and matches the result.
public func compactMap<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher { expression in
        let message = ExpectationMessage.expectedTo("Map from \(T.self) to \(U.self)")
        guard let value = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        guard let transformed = try transform(value) else {
            return MatcherResult(status: .fail, message: message)
        }
        return try matcher.satisfies(Expression(location: expression.location, isClosure: expression.isClosure) { transformed })
    }
}

/// Applies `transform`, failing when the value or its transform is nil, and matches the result
/// with an async matcher.
public func compactMap<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: AsyncMatcher<U>) -> AsyncMatcher<T> {
    compactMapAsync({ try transform($0) }, matcher.satisfies)
}

/// Applies the async `transform`, failing when the value or its transform is nil, and matches the
/// result.
public func compactMap<T, U>(_ transform: @escaping (T) async throws -> U?, _ matcher: Matcher<U>) -> AsyncMatcher<T> {
    compactMapAsync(transform, matcher.satisfies)
}

/// Applies the async `transform`, failing when the value or its transform is nil, and matches the
/// result with an async matcher.
public func compactMap<T, U>(_ transform: @escaping (T) async throws -> U?, _ matcher: AsyncMatcher<U>) -> AsyncMatcher<T> {
    compactMapAsync(transform, matcher.satisfies)
}

private func compactMapAsync<T, U>(
    _ transform: @escaping (T) async throws -> U?,
    _ satisfies: @escaping (AsyncExpression<U>) async throws -> MatcherResult
) -> AsyncMatcher<T> {
    AsyncMatcher { expression in
        let message = ExpectationMessage.expectedTo("Map from \(T.self) to \(U.self)")
        guard let value = try await expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        guard let transformed = try await transform(value) else {
            return MatcherResult(status: .fail, message: message)
        }
        return try await satisfies(AsyncExpression(location: expression.location, isClosure: expression.isClosure) { transformed })
    }
}
