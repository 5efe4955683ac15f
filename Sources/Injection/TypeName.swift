/// A type's name as people write it, without module prefixes: `UsersHandling`, `Array<String>`,
/// and a constrained existential as declared, `any RecordStoring<CachedRates>`, where the runtime
/// says `any RecordStoring<Self.RecordPurging.Record == CachedRates>`.
public func typeName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    // Each requirement of a primary associated type, `Self.A.Record == X`, becomes its type, `X`.
    while let requirement = name.firstRange(of: "<Self.") ?? name.firstRange(of: " Self."),
        let equals = name[requirement.upperBound...].firstRange(of: " == ")
    {
        name.removeSubrange(name.index(after: requirement.lowerBound)..<equals.upperBound)
    }
    return name
}
