extension Sequence where Element: Sendable {
    /// Transforms every element with at most `maxConcurrent` transforms running at once, and
    /// returns the results in the order of the elements (not the order they finish in).
    ///
    /// The next element starts as soon as one finishes, so a slow element does not hold up the
    /// others. The first error a transform throws is rethrown once the running transforms have
    /// been cancelled, and no element starts after it. Cancelling the calling task cancels the
    /// running transforms and starts no more: the call then throws `CancellationError` (or what
    /// a cancelled transform threw). Where `all` starts every promise at once, this keeps a
    /// thousand downloads to, say, eight connections:
    ///
    /// ```swift
    /// let weathers = try await cities.concurrentMap(maxConcurrent: 4) { city in
    ///     try await provider.weather(for: city)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - maxConcurrent: The most transforms running at once; less than 1 counts as 1.
    ///   - transform: Called once for each element, on a child task.
    public func concurrentMap<Output: Sendable>(
        maxConcurrent: Int,
        _ transform: @escaping @Sendable (Element) async throws -> Output
    ) async throws -> [Output] {
        let elements = Array(self)
        guard !elements.isEmpty else { return [] }
        let width = Swift.max(1, Swift.min(maxConcurrent, elements.count))
        return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
            var results = [Output?](repeating: nil, count: elements.count)
            var next = 0
            func startNext() -> Bool {
                guard next < elements.count, !Task.isCancelled else { return false }
                let index = next
                let element = elements[index]
                next += 1
                return group.addTaskUnlessCancelled { (index, try await transform(element)) }
            }
            for _ in 0..<width {
                guard startNext() else { break }
            }
            while let (index, output) = try await group.next() {
                results[index] = output
                _ = startNext()
            }
            try Task.checkCancellation()
            var ordered: [Output] = []
            ordered.reserveCapacity(results.count)
            for result in results {
                guard let result else { throw CancellationError() }
                ordered.append(result)
            }
            return ordered
        }
    }
}
