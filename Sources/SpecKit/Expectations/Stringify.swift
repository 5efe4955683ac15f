import Foundation

/// Describes a value for a failure message, the way Nimble does: `<3>`, `<"text">`, `<nil>`,
/// `<[1, 2]>`.
public func stringify<T>(_ value: T?) -> String {
    guard let value else { return "nil" }
    switch value {
    case let string as String: return "\"\(string)\""
    case let substring as Substring: return "\"\(substring)\""
    case let double as Double: return formatted(double)
    case let float as Float: return formatted(Double(float))
    case let data as Data: return "Data<\(data.count) bytes>"
    case let error as any Error: return String(describing: error)
    case let custom as CustomDebugStringConvertible where !(value is any CustomStringConvertible):
        return custom.debugDescription
    default: return String(describing: value)
    }
}

/// `<value>` as it appears in messages.
public func bracketed<T>(_ value: T?) -> String { "<\(stringify(value))>" }

private func formatted(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(format: "%.1f", value) }
    return String(format: "%.4f", value)
        .replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
}
