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

    /// The parameter's title.
    public let title: LocalizedStringResource
    package let parameterDescription: LocalizedStringResource?
    package let defaultValue: Value?
    package let intRange: InclusiveRange<Int>?
    package let doubleRange: InclusiveRange<Double>?
    package let controlStyle: String?
    /// The options the parameter offers, from its `DynamicOptionsProvider` (values of the parameter's type).
    package let optionsProvider: (@Sendable () async throws -> [Any])?
    /// How a text parameter is typed.
    package let textInputOptions: String.IntentInputOptions?
    /// The titles of a Boolean parameter's two values.
    package let booleanDisplayName: Bool.IntentDisplayName?
    private let lock = NSLock()
    private var storage: Value?

    package init(
        title: LocalizedStringResource, description: LocalizedStringResource?, defaultValue: Value?,
        intRange: InclusiveRange<Int>? = nil, doubleRange: InclusiveRange<Double>? = nil, controlStyle: String? = nil,
        optionsProvider: (@Sendable () async throws -> [Any])? = nil, inputOptions: String.IntentInputOptions? = nil,
        displayName: Bool.IntentDisplayName? = nil
    ) {
        self.optionsProvider = optionsProvider
        textInputOptions = inputOptions
        booleanDisplayName = displayName
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
        // A list of values (entities, strings) is empty.
        if let list = Value.self as? any ArrayIntentValue.Type, let empty = list.emptyArray as? Value { return empty }
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
        default defaultValue: Value.UnwrappedType? = nil, inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            inputOptions: inputOptions)
    }

    /// Creates a text parameter whose values are offered by `optionsProvider`.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == String {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            optionsProvider: DynamicOptions.results(of: optionsProvider), inputOptions: inputOptions)
    }

    /// How the text is typed (keyboard, capitalization…).
    public var inputOptions: String.IntentInputOptions? { textInputOptions }
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

    /// Creates an integer parameter whose values are offered by `optionsProvider`.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Int {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            intRange: inclusiveRange, controlStyle: "\(controlStyle)",
            optionsProvider: DynamicOptions.results(of: optionsProvider))
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
    /// Creates a Boolean parameter, its two values optionally titled.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            displayName: displayName)
    }

    /// The titles of the parameter's two values.
    public var displayName: Bool.IntentDisplayName? { booleanDisplayName }
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
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }

    /// Creates a parameter that takes one case of an `AppEnum`, among those `optionsProvider` offers.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases), optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Value.ValueType {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            optionsProvider: DynamicOptions.results(of: optionsProvider))
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
