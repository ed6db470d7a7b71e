import Foundation

// Widget code reads and writes App Group defaults through NSObject's key-value coding
// (`defaults.value(forKey:)`, `defaults.setValue(_:forKey:)`), which UserDefaults maps to
// `object(forKey:)` and `set(_:forKey:)`. Linux Foundation's NSObject has no key-value coding, so these
// two are declared here with NSObject's signatures, for UserDefaults only.
extension UserDefaults {
    /// The value stored for `key` in these defaults (the search list's first), as `object(forKey:)`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` for `key` in these defaults, as `set(_:forKey:)`; nil removes the key.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value {
            set(value, forKey: key)
        } else {
            removeObject(forKey: key)
        }
    }
}
