/// How many people a pick asks for: one or more. The command line makes it once (`pick 2`,
/// refusing `pick 0` as a usage error), and the view-model and the roulette take it as it is.
/// Whether there are that many people is known only once the list is read: the roulette checks
/// that (`PeopleError.countTooLarge`).
///
/// ```swift
/// guard let count = PickCount(2) else { ... }   // nil for 0 or less
/// let pick = try await roulette.pick(count, from: people)
/// ```
package struct PickCount: Sendable, Hashable {
    /// The number of people, 1 or more.
    package let value: Int

    /// A count of `value` people, or nil when `value` is below 1.
    package init?(_ value: Int) {
        guard value >= 1 else { return nil }
        self.value = value
    }

    private init(one: Void) { value = 1 }

    /// One person: what `pick` asks for when given no count.
    package static let one = PickCount(one: ())
}
