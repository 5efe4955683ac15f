import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value given on the command line for one key: `--set storage.backend=memory`, or a
/// shorthand flag such as `--seed 42` standing for `--set roulette.seed=42`.
///
/// `--set` gives text, which the loader checks against the key's type like any other layer's. A
/// shorthand whose option already accepts exactly the key's values (an integer key's `--seed`)
/// gives the checked value itself, which the loader takes as it is.
public struct SettingOverride: Sendable, Hashable {
    /// The dotted key.
    public let key: String
    /// The value as typed (of a checked value, its text).
    public let value: String
    /// The flag that gave it, named as the source in errors and dumps.
    public let flag: String
    /// The value already checked against the key's type by the option that gave it, or nil when
    /// the loader checks `value`.
    package let checked: SettingValue?

    /// Creates an override of `key` with `value`, named in errors by the flag that gave it.
    public init(key: String, value: String, flag: String = "--set") {
        self.key = key
        self.value = value
        self.flag = flag
        checked = nil
    }

    /// Creates an override of `key` with a value its option already checked against the key's
    /// type: the framework's shorthands, whose option accepts exactly the key's values.
    package init(key: String, checked: SettingValue, flag: String) {
        self.key = key
        value = checked.text
        self.flag = flag
        self.checked = checked
    }

    /// Splits `key=value` at the first `=`; nil when there is no `=` or the key is empty.
    /// The value may be empty and may contain `=`.
    public init?(assignment: String, flag: String = "--set") {
        guard let equals = assignment.firstIndex(of: "=") else { return nil }
        let key = assignment[..<equals].trimmingBlanks
        guard !key.isEmpty else { return nil }
        self.init(key: key, value: String(assignment[assignment.index(after: equals)...]), flag: flag)
    }
}
