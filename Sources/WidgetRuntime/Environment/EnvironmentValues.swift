/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an environment values instance with every value at its default.
    nonisolated public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

// Views read the environment while their body is evaluated, on the main actor, through the
// task-local below; the values themselves never cross actors.
extension EnvironmentValues: @unchecked Sendable {}

extension EnvironmentValues {
    /// The environment of the view whose body is being evaluated (defaults outside rendering).
    @TaskLocal package static var current = EnvironmentValues()
}
