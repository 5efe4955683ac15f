import Standup

/// A `TeamListing` that answers a fixed team, or a fixed error.
struct TeamListingStub: TeamListing {
    let result: Result<[String], TeamListError>

    init(names: [String]) { result = .success(names) }
    init(failing error: TeamListError) { result = .failure(error) }

    var sourceName: String { "stub" }

    func team() throws -> Team {
        Team(names: try result.get(), source: sourceName)
    }
}
