import Foundation

/// When `matchSnapshot` writes reference files, chosen by the environment variable
/// `SPECKIT_RECORD_SNAPSHOTS`:
///
/// | value                          | mode       | effect                                        |
/// |--------------------------------|------------|-----------------------------------------------|
/// | unset, empty, `0`, `no`, `false` | `.never`   | compare only; a missing reference fails       |
/// | `1`, `yes`, `true`, `missing`    | `.missing` | write the references that do not exist yet    |
/// | `all`                          | `.all`     | rewrite every reference that differs          |
///
/// ```sh
/// SPECKIT_RECORD_SNAPSHOTS=1 swift test --filter UsersTableSpec     # record new references
/// SPECKIT_RECORD_SNAPSHOTS=all swift test                           # accept every new output
/// ```
///
/// An expectation that writes a reference still fails, saying what it wrote, so that a run that
/// records can never pass by accident: check the files, then run again without the variable.
public enum SnapshotRecording: Sendable, Equatable {
    /// Compare with the references; never write them.
    case never
    /// Write references that are missing; compare with the others.
    case missing
    /// Write every reference whose content differs from the actual value.
    case all

    /// The environment variable that chooses the mode.
    public static let variable = "SPECKIT_RECORD_SNAPSHOTS"

    /// The mode a value of `SPECKIT_RECORD_SNAPSHOTS` asks for, or nil for a value it does not know.
    public init?(variableValue value: String?) {
        switch value?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "", "0", "no", "false": self = .never
        case "1", "yes", "true", "missing": self = .missing
        case "all": self = .all
        default: return nil
        }
    }

    /// The value of the variable in this process, read once.
    static let environmentValue: String? = ProcessInfo.processInfo.environment[variable]
}
