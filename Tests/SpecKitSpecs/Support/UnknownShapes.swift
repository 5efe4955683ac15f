import SpecKit

/// The unknown shape a check returned in `result`, or nil when it returned a value.
func unknownShape<Value>(_ result: Result<Value, UnknownShape>) -> UnknownShape? {
    guard case .failure(let shape) = result else { return nil }
    return shape
}
