import Foundation

/// Storage for a `@State` value: in a widget the view is an archived snapshot, so state is a
/// constant that can be written but is never observed.
final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(getter: { box.value }, setter: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() {
        box = StateBox(nil)
    }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void

    init(getter: @escaping () -> Value, setter: @escaping (Value) -> Void) {
        self.getter = getter
        self.setter = setter
    }

    /// Creates a binding with closures that read and write the binding value.
    @preconcurrency
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.init(getter: get, setter: set)
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(getter: { value }, setter: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            getter: { getter()[keyPath: keyPath] },
            setter: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            })
    }
}

/// A property wrapper type that reflects a value from `UserDefaults`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let read: () -> Value
    let write: (Value) -> Void

    /// The state value stored in the user defaults.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(getter: read, setter: write) }

    init(
        _ key: String, store: UserDefaults?, default value: Value, decode: @escaping (Any) -> Value?,
        encode: @escaping (Value) -> Any?
    ) {
        read = { (store ?? .standard).object(forKey: key).flatMap(decode) ?? value }
        write = { newValue in
            if let object = encode(newValue) {
                (store ?? .standard).set(object, forKey: key)
            } else {
                (store ?? .standard).removeObject(forKey: key)
            }
        }
    }
}

extension AppStorage {
    /// Creates a property that can read and write to a boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, store: store, default: wrappedValue, decode: { $0 as? Bool }, encode: { $0 })
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, store: store, default: wrappedValue, decode: { ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(
            key, store: store, default: wrappedValue, decode: { ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, store: store, default: wrappedValue, decode: { $0 as? String }, encode: { $0 })
    }

    /// Creates a property that can read and write to a url user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key, store: store, default: wrappedValue, decode: { ($0 as? String).flatMap(URL.init(string:)) },
            encode: { $0.absoluteString })
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, store: store, default: wrappedValue, decode: { $0 as? Data }, encode: { $0 })
    }

    /// Creates a property that can read and write to an integer user default, transforming that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key, store: store, default: wrappedValue,
            decode: { ($0 as? NSNumber).flatMap { Value(rawValue: $0.intValue) } }, encode: { $0.rawValue })
    }

    /// Creates a property that can read and write to a string user default, transforming that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key, store: store, default: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
            encode: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an Optional boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, store: store, default: nil, decode: { $0 as? Bool }, encode: { $0 })
    }

    /// Creates a property that can read and write an Optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, store: store, default: nil, decode: { ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }

    /// Creates a property that can read and write an Optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, store: store, default: nil, decode: { ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }

    /// Creates a property that can read and write an Optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, store: store, default: nil, decode: { $0 as? String }, encode: { $0 })
    }

    /// Creates a property that can read and write an Optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(
            key, store: store, default: nil, decode: { ($0 as? String).flatMap(URL.init(string:)) },
            encode: { $0?.absoluteString })
    }

    /// Creates a property that can read and write an Optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, store: store, default: nil, decode: { $0 as? Data }, encode: { $0 })
    }
}
