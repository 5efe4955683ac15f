import CLI
import PeopleRoulette

/// `pick`'s count as the command line gives it: a whole number, 1 or more. Any other text is a
/// usage error from the parser, so a `PickCount` is made once, here, and handed down typed.
extension PickCount: ArgumentValue {
    /// The count typed, or nil when it is not a whole number of 1 or more.
    package init?(argument: String) {
        guard let value = Int(argument) else { return nil }
        self.init(value)
    }

    /// What `pick` accepts, for its usage error.
    package static var expectation: String { "expected a whole number, 1 or more" }

    /// The count as typed, for "(default: 1)" in help.
    package var argumentText: String { String(value) }
}
