import Fx

/// A `RatesFetching` that answers fixed rates, or a fixed error, and counts the calls.
final class RatesFetchingStub: RatesFetching, @unchecked Sendable {
    let result: Result<[Rate], RatesError>
    private(set) var calls = 0

    init(rates: [Rate]) { result = .success(rates) }
    init(failing error: RatesError) { result = .failure(error) }

    var sourceName: String { "stub" }

    func rates() throws -> [Rate] {
        calls += 1
        return try result.get()
    }
}
