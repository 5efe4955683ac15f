/// Checks a downloaded or read list before it may replace the stored one: not empty, ids
/// unique, names not blank.
public enum PeopleValidator {
    /// Returns the list unchanged, or throws the first problem found.
    /// `source` names where the list came from, for the error message.
    public static func validate(_ people: [Person], source: String) throws(PeopleError) -> [Person] {
        guard !people.isEmpty else { throw .emptyList(source: source) }
        var seen = Set<Int>()
        for person in people {
            guard seen.insert(person.id).inserted else { throw .duplicateID(person.id, source: source) }
            guard !person.name.allSatisfy(\.isWhitespace) else { throw .emptyName(id: person.id, source: source) }
        }
        return people
    }
}
