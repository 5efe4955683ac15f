import Platform

/// What can be wrong with a list of people or a request about them.
package enum PeopleError: UserFacingError, Sendable, Equatable, CustomStringConvertible {
    /// The source returned no people.
    case emptyList(source: String)
    /// Two people share an id.
    case duplicateID(Int, source: String)
    /// A person's name is empty.
    case emptyName(id: Int, source: String)
    /// No people are stored and none could be loaded.
    case noPeople
    /// A pick asked for more people than there are.
    case countTooLarge(requested: Int, available: Int)
    /// Nobody matches an id or a name.
    case personNotFound(String)
    /// More than one person's name contains the query: their names, in id order.
    case ambiguousPerson(String, matches: [String])

    /// The message.
    package var description: String { message }

    /// One line: what happened, to what.
    package var message: String {
        switch self {
        case let .emptyList(source): "the people list from \(source) is empty"
        case let .duplicateID(id, source): "the people list from \(source) has the id \(id) more than once"
        case let .emptyName(id, source): "the person with id \(id) in \(source) has an empty name"
        case .noPeople: "there are no people to pick from"
        case let .countTooLarge(requested, available):
            "cannot pick \(requested) people: there \(available == 1 ? "is only 1 person" : "are only \(available) people")"
        case let .personNotFound(query): "nobody matches \(BoundedEcho.quoted(query, mark: "\""))"
        case let .ambiguousPerson(query, matches):
            "\(BoundedEcho.quoted(query, mark: "\"")) matches \(matches.count) people: "
                + "\(matches.prefix(5).joined(separator: ", "))\(matches.count > 5 ? ", ..." : "")"
        }
    }

    /// What to do about it.
    package var hint: String? {
        switch self {
        case .emptyList, .duplicateID, .emptyName:
            "fix the list at its source, or choose another with --set people.source=bundled; the stored list was kept"
        case .noPeople: "run `people-roulette refresh` to load the list"
        case let .countTooLarge(_, available): available > 0 ? "ask for at most \(available)" : "run `people-roulette refresh` to load the list"
        case .personNotFound: "run `people-roulette users` to see ids and names"
        case .ambiguousPerson: "give more of the name, the username or the id"
        }
    }

    /// By the table of `ExitCode`: data problems exit with 65; an impossible count or an
    /// ambiguous name with 64 (usage); nobody matching with 66 (not found).
    package var exitCode: ExitCode {
        switch self {
        case .emptyList, .duplicateID, .emptyName, .noPeople: .dataError
        case .countTooLarge, .ambiguousPerson: .usage
        case .personNotFound: .notFound
        }
    }
}
