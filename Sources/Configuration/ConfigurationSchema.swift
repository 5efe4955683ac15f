import Foundation
import Platform

/// The keys a program knows: the union of what its components declare. Loading checks every
/// layer against it: unknown keys in files and `--set` are errors, and only the environment
/// variables of declared keys are read.
///
/// ```swift
/// let schema = try ConfigurationSchema([StorageSettings.backend, StorageSettings.path, HTTPSettings.timeout])
/// ```
public struct ConfigurationSchema: Sendable {
    /// The declarations in the order given.
    public let declarations: [SettingDeclaration]
    let byKey: [String: SettingDeclaration]

    /// Builds a schema, checking that every key is well formed, declared once, maps to its own
    /// environment variable and has a default of its own type.
    public init(_ settings: [any SettingDeclaring]) throws(ConfigurationError) {
        var byKey: [String: SettingDeclaration] = [:]
        var byVariable: [String: String] = [:]
        var declarations: [SettingDeclaration] = []
        for setting in settings {
            let declaration = setting.declaration
            if let problem = KeyNaming.problem(with: declaration.key) {
                throw .invalidDeclaration(key: declaration.key, problem: problem)
            }
            if let existing = byKey[declaration.key] {
                if existing == declaration { continue }
                throw .invalidDeclaration(key: declaration.key, problem: "it is declared twice, differently")
            }
            if let other = byVariable[declaration.environmentVariable] {
                throw .invalidDeclaration(key: declaration.key, problem: "it maps to the same environment variable, \(declaration.environmentVariable), as '\(other)'")
            }
            if case let .choice(names) = declaration.type, names.isEmpty {
                throw .invalidDeclaration(key: declaration.key, problem: "a choice needs at least one accepted name")
            }
            if let defaultValue = declaration.defaultValue,
               declaration.type.parse(defaultValue, locations: FixedFileLocations(root: URL(fileURLWithPath: "/"))) == nil {
                throw .invalidDeclaration(key: declaration.key, problem: "its default '\(declaration.shown(defaultValue.text))' does not fit: \(declaration.type.expectation)")
            }
            byKey[declaration.key] = declaration
            byVariable[declaration.environmentVariable] = declaration.key
            declarations.append(declaration)
        }
        self.declarations = declarations
        self.byKey = byKey
    }

    /// The declaration of `key`, or nil when the schema does not know it.
    public subscript(key: String) -> SettingDeclaration? { byKey[key] }

    /// Every declared key, in declaration order.
    public var keys: [String] { declarations.map(\.key) }

    /// The declarations sorted by key, for listings.
    public var sorted: [SettingDeclaration] { declarations.sorted { $0.key < $1.key } }
}
