/// Checks a downloaded or read list before it may replace the stored one: not empty, ids
/// unique, names not blank.
package enum PeopleValidator {
    /// Returns the list unchanged, or throws the first problem found.
    /// `source` names where the list came from, for the error message.
    package static func validate(_ people: [Person], source: String) throws(PeopleError) -> [Person] {
        guard !people.isEmpty else { throw .emptyList(source: source) }
        // Lists are usually in id order (files get 1, 2, 3...; APIs sort by id): then no id can
        // repeat, and no set of millions of ids is needed.
        let ascending = people.indices.dropFirst().allSatisfy { people[$0 - 1].id < people[$0].id }
        var seen = Set<Int>(minimumCapacity: ascending ? 0 : people.count)
        for person in people {
            guard ascending || seen.insert(person.id).inserted else { throw .duplicateID(person.id, source: source) }
            guard !isBlank(person.name) else { throw .emptyName(id: person.id, source: source) }
        }
        return people
    }

    /// Whether a name is empty or only white space; decides on the first ASCII letter it meets
    /// without looking at characters, which matters for lists of millions.
    static func isBlank(_ name: String) -> Bool {
        for byte in name.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: continue
            case 0x21..<0x80: return false
            default: return name.allSatisfy(\.isWhitespace)
            }
        }
        return true
    }
}
