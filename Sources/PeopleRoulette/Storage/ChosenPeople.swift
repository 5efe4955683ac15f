/// People chosen from the stored list, with where that list came from: read together, so what
/// `pick` shows as the list's origin is the origin of the people it shows.
///
/// ```swift
/// let chosen = try await store.people { available in try RouletteHandler.positions(count, among: available, random: random) }
/// // chosen.people: the rows at those positions; chosen.provenance: the list's source
/// ```
package struct ChosenPeople: Sendable, Equatable {
    /// The people at the positions chosen, in the order chosen.
    package let people: [Person]
    /// Where the stored list came from; `nil` when none was recorded.
    package let provenance: PeopleProvenance?

    /// People and the provenance of their list.
    package init(people: [Person], provenance: PeopleProvenance?) {
        self.people = people
        self.provenance = provenance
    }
}
