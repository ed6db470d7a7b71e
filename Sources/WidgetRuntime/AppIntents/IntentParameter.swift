import Foundation

/// A property wrapper that declares a parameter of an app intent (spelled `@Parameter` inside intents).
///
/// A class, as in App Intents: the intent struct holds a reference, so the runtime sets parameters of a fresh
/// `init()` through reflection without knowing the intent's type.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable where Value: _IntentValue {
    /// How an integer parameter is edited.
    public enum IntControlStyle: Sendable {
        case field, stepper, slider
    }

    /// How a floating-point parameter is edited.
    public enum DoubleControlStyle: Sendable {
        case field, slider
    }

    /// The bounds of a numeric parameter, both included.
    public typealias InclusiveRange<T> = (lowerBound: T, upperBound: T)

    package let title: LocalizedStringResource
    package let parameterDescription: LocalizedStringResource?
    package let defaultValue: Value?
    package let intRange: InclusiveRange<Int>?
    package let doubleRange: InclusiveRange<Double>?
    package let controlStyle: String?
    private let lock = NSLock()
    private var storage: Value?

    package init(
        title: LocalizedStringResource, description: LocalizedStringResource?, defaultValue: Value?,
        intRange: InclusiveRange<Int>? = nil, doubleRange: InclusiveRange<Double>? = nil, controlStyle: String? = nil
    ) {
        self.title = title
        self.parameterDescription = description
        self.defaultValue = defaultValue
        self.intRange = intRange
        self.doubleRange = doubleRange
        self.controlStyle = controlStyle
    }

    /// The parameter's value: the value set, else the default, else `nil` for optionals.
    ///
    /// A required parameter read before it was set (which App Intents treats as a programming error) gives the
    /// type's empty value rather than stopping the host.
    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let storage { return storage }
            if let defaultValue { return defaultValue }
            return Self.emptyValue
        }
        set {
            lock.lock()
            storage = newValue
            lock.unlock()
        }
    }

    /// The parameter itself, for reading its metadata.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether a value was set or a default exists.
    package var hasValue: Bool {
        lock.lock()
        defer { lock.unlock() }
        return storage != nil || defaultValue != nil
    }

    private static var emptyValue: Value {
        if let optional = Value.self as? any OptionalIntentValue.Type { return optional.none as! Value }
        let empty: Any
        switch IntentValueCoding.kind(of: Value.self) {
        case .string: empty = ""
        case .int: empty = 0
        case .double: empty = 0.0
        case .bool: empty = false
        case .date: empty = Date(timeIntervalSince1970: 0)
        case .url: empty = URL(string: "about:blank")!
        case .enumeration(_, let cases):
            empty = IntentValueCoding.decode(.string(cases.first?.value ?? ""), as: Value.self) as Any
        case nil: empty = ()
        }
        guard let value = empty as? Value else {
            fatalError("Parameter of type \(Value.self) has no value and no default")
        }
        return value
    }
}

extension IntentParameter where Value.ValueType == String {
    /// Creates a text parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }
}

extension IntentParameter where Value.ValueType == Int {
    /// Creates an integer parameter, optionally bounded (the bounds become the stepper's limits).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            intRange: inclusiveRange, controlStyle: "\(controlStyle)")
    }
}

extension IntentParameter where Value.ValueType == Double {
    /// Creates a floating-point parameter, optionally bounded.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .field,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            doubleRange: inclusiveRange, controlStyle: "\(controlStyle)")
    }
}

extension IntentParameter where Value.ValueType == Bool {
    /// Creates a Boolean parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }
}

extension IntentParameter where Value.ValueType == Date {
    /// Creates a date parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }
}

extension IntentParameter where Value.ValueType == URL {
    /// Creates a URL parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }
}

extension IntentParameter where Value.ValueType: AppEnum {
    /// Creates a parameter that takes one case of an `AppEnum` (a picker).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }
}

extension IntentParameter {
    /// Turns a default of the unwrapped type into the parameter's (possibly optional) type.
    static func wrap(_ value: Value.UnwrappedType) -> Value? {
        if let direct = value as? Value { return direct }
        if let optional = Value.self as? any OptionalIntentValue.Type { return optional.wrapping(value) as? Value }
        return nil
    }
}
