/// The rules for setting keys and the environment variables that carry them.
///
/// A key is a dotted path of at least two lowercase components, the first naming the component
/// that owns it: `storage.path`, `http.max-body-size`. Each component is lowercase letters,
/// digits and hyphens, starting with a letter or digit.
///
/// The environment variable of a key is the key in upper case with every `.` and `-` replaced
/// by `_`, as swift-configuration's environment provider does:
///
/// ```swift
/// KeyNaming.environmentVariable(for: "http.max-body-size")   // "HTTP_MAX_BODY_SIZE"
/// ```
///
/// Only the variables of declared keys are ever read, and every key has at least two
/// components, so the apps never pick up unrelated variables such as `PATH` or `HOME`.
public enum KeyNaming {
    /// The environment variable that sets `key`.
    public static func environmentVariable(for key: String) -> String {
        String(key.uppercased().map { $0 == "." || $0 == "-" ? "_" : $0 })
    }

    /// Why `key` is not a valid key, or nil when it is.
    static func problem(with key: String) -> String? {
        let components = key.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 2 else {
            return "a key needs at least two dotted components, such as 'storage.path'"
        }
        for component in components {
            guard let first = component.first else { return "a key has no empty components" }
            guard first.isASCII, first.isLowercase || first.isNumber else {
                return "each component of a key starts with a lowercase letter or a digit"
            }
            guard component.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
                return "a key holds only lowercase letters, digits, hyphens and dots"
            }
        }
        return nil
    }
}
