import Platform

/// The roulette screen: the people loaded (downloading first if none are stored), the allowed
/// counts (min 1, max the number of people, the choices 1...max), and an error message when
/// loading fails.
public final class RouletteViewModel: Sendable {
    /// What the screen shows.
    public enum State: Sendable, Equatable {
        /// Nothing loaded yet.
        case idle
        /// The people to pick from.
        case loaded(people: [Person])
        /// Loading failed; the message says why.
        case failed(message: String)
    }

    let users: any UsersRetrieving
    let downloader: any UsersDownloading
    let roulette: any PeopleRouletting

    /// A roulette screen reading the stored people, downloading them when there are none,
    /// and spinning with `roulette`.
    public init(users: any UsersRetrieving, downloader: any UsersDownloading, roulette: any PeopleRouletting) {
        self.users = users
        self.downloader = downloader
        self.roulette = roulette
    }

    /// Loads the stored people; downloads them first when none are stored.
    public func load() async throws -> [Person] {
        let stored = try await users.retrieve()
        if !stored.isEmpty { return stored }
        return try await downloader.download()
    }

    /// The state after loading: the people, or the error's message.
    public func loadState() async -> State {
        do {
            return .loaded(people: try await load())
        } catch {
            return .failed(message: Self.message(for: error))
        }
    }

    /// The smallest count a user may pick.
    public let minimum = 1

    /// The largest count a user may pick: everyone.
    public func maximum(of people: [Person]) -> Int { people.count }

    /// The counts offered: 1...max, empty when there is nobody.
    public func choices(for people: [Person]) -> [Int] {
        people.isEmpty ? [] : Array(minimum...people.count)
    }

    /// Loads the people (downloading if needed) and spins the roulette on them: the list is read
    /// once.
    public func spin(_ count: Int) async throws -> PickedListViewModel {
        if count < minimum { throw PeopleError.countTooSmall(count) }
        let people = try await load()
        if people.isEmpty { throw PeopleError.noPeople }
        if count > people.count { throw PeopleError.countTooLarge(requested: count, available: people.count) }
        return PickedListViewModel(pick: try await roulette.pick(count, from: people))
    }

    static func message(for error: any Error) -> String {
        if let error = error as? any UserFacingError { return error.message }
        return String(describing: error)
    }
}
