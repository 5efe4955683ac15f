import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys a program knows: the union of what its components declare. Loading checks every
/// layer against it: unknown keys in files and `--set` are errors, and only the environment
/// variables of declared keys are read.
///
/// ```swift
/// let schema = try ConfigurationSchema([StorageSettings.backend, StorageSettings.path, HTTPSettings.timeout])
/// ```
///
/// There are two ways to build one. `init(_:)` checks every declaration (key syntax, clashing
/// environment variables, defaults that fit their type): specs use it, through
/// `AppAssembler.schema()` and `haveConsistentSettings()`. `init(unchecked:)` only indexes the
/// declarations, for a program's start-up, whose declarations its specs have already checked.
public struct ConfigurationSchema: Sendable {
    /// The declarations in the order given.
    public let declarations: [SettingDeclaration]
    let byKey: [String: SettingDeclaration]
    /// The environment variable of each declaration, in the order of `declarations`.
    let environmentVariables: [String]

    /// Builds a schema, checking that every key is well formed, declared once, maps to its own
    /// environment variable and has a default of its own type.
    public init(_ settings: [any SettingDeclaring]) throws(ConfigurationError) {
        var byKey: [String: SettingDeclaration] = [:]
        var byVariable: [String: String] = [:]
        var declarations: [SettingDeclaration] = []
        var variables: [String] = []
        for setting in settings {
            let declaration = setting.declaration
            if let problem = KeyNaming.problem(with: declaration.key) {
                throw .invalidDeclaration(key: declaration.key, problem: problem)
            }
            if let existing = byKey[declaration.key] {
                if existing == declaration { continue }
                throw .invalidDeclaration(key: declaration.key, problem: "it is declared twice, differently")
            }
            let variable = declaration.environmentVariable
            if let other = byVariable[variable] {
                throw .invalidDeclaration(key: declaration.key, problem: "it maps to the same environment variable, \(variable), as '\(other)'")
            }
            if case let .choice(names) = declaration.type, names.isEmpty {
                throw .invalidDeclaration(key: declaration.key, problem: "a choice needs at least one accepted name")
            }
            if let defaultValue = declaration.defaultValue,
                declaration.type.parse(defaultValue, locations: FixedFileLocations(root: URL(fileURLWithPath: "/"))) == nil
            {
                throw .invalidDeclaration(
                    key: declaration.key,
                    problem: "its default '\(declaration.shown(defaultValue.text))' does not fit: \(declaration.type.expectation)"
                )
            }
            byKey[declaration.key] = declaration
            byVariable[variable] = declaration.key
            declarations.append(declaration)
            variables.append(variable)
        }
        self.declarations = declarations
        self.byKey = byKey
        environmentVariables = variables
    }

    /// Builds a schema without checking its declarations: the first declaration of a key is
    /// kept and later ones are skipped, whatever they say. This is the start-up path of a
    /// program whose specs check the same declarations with `init(_:)` (for an app, with
    /// `haveConsistentSettings()`); a wrong declaration then fails a spec, not a user's run.
    ///
    /// ```swift
    /// let schema = ConfigurationSchema(unchecked: StorageSettings.all + HTTPSettings.all)
    /// ```
    public init(unchecked settings: [any SettingDeclaring]) {
        var byKey: [String: SettingDeclaration] = [:]
        byKey.reserveCapacity(settings.count)
        var declarations: [SettingDeclaration] = []
        declarations.reserveCapacity(settings.count)
        var variables: [String] = []
        variables.reserveCapacity(settings.count)
        for setting in settings {
            let declaration = setting.declaration
            if byKey[declaration.key] != nil { continue }
            byKey[declaration.key] = declaration
            declarations.append(declaration)
            variables.append(declaration.environmentVariable)
        }
        self.declarations = declarations
        self.byKey = byKey
        environmentVariables = variables
    }

    /// The declaration of `key`, or nil when the schema does not know it.
    public subscript(key: String) -> SettingDeclaration? { byKey[key] }

    /// Every declared key, in declaration order.
    public var keys: [String] { declarations.map(\.key) }

    /// The declarations sorted by key, for listings.
    public var sorted: [SettingDeclaration] { declarations.sorted { $0.key < $1.key } }
}
