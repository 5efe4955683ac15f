/// Passes when the text is JSON that conforms to the schema (see `JSONSchema` for the keywords
/// it knows); fails listing every violation with its path.
///
/// ```swift
/// let schemas = try JSONSchema.load(contentsOf: URL(fileURLWithPath: "docs/schemas/weather.json"))
/// expect(robot.standardOutput).to(conformToJSONSchema(schemas.definition("current")))
/// ```
public func conformToJSONSchema(_ schema: JSONSchema) -> Matcher<String> {
    Matcher { expression in
        guard let text = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .fail("expected JSON conforming to \(schema.name), got <nil>"))
        }
        let violations = schema.violations(of: text)
        let message = ExpectationMessage.expectedActualValueTo("conform to \(schema.name)")
        guard violations.isEmpty else {
            return MatcherResult(status: .doesNotMatch, message: .details(message, violations.prefix(20).joined(separator: "\n")))
        }
        return MatcherResult(status: .matches, message: message)
    }
}
