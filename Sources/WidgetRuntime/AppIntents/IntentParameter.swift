import Foundation

/// A property wrapper that declares a parameter of an app intent (spelled `@Parameter` inside intents).
///
/// A class, as in App Intents: the intent struct holds a reference, so the runtime sets parameters of a fresh
/// `init()` through reflection without knowing the intent's type.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable where Value: _IntentValue {
    /// How an integer parameter is edited.
    public enum IntControlStyle: Hashable, Sendable {
        case stepper
        case field
    }

    /// How a floating-point parameter is edited.
    public enum DoubleControlStyle: Hashable, Sendable {
        case stepper
        case field
        case slider
    }

    /// What a date parameter asks for.
    public enum DateKind: Hashable, Sendable {
        case date
        case time
        case dateTime
    }

    /// The bounds of a numeric parameter, both included.
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound) where Bound: Comparable

    /// The parameter's title.
    public let title: LocalizedStringResource
    package let parameterDescription: LocalizedStringResource?
    package let defaultValue: Value?
    package let intRange: InclusiveRange<Int>?
    package let doubleRange: InclusiveRange<Double>?
    /// The control a number parameter asks for (`stepper`, `field`, `slider`).
    package let controlStyleName: String?
    /// What a date parameter asks for (`date`, `time`, `dateTime`).
    private let dateKindName: String?
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
        intRange: InclusiveRange<Int>? = nil, doubleRange: InclusiveRange<Double>? = nil,
        controlStyleName: String? = nil, dateKindName: String? = nil,
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
        self.controlStyleName = controlStyleName
        self.dateKindName = dateKindName
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

// The initializers below are those of the iOS 17.0 SDK's AppIntents, which the newest SDKs still declare: where
// Apple's take no `default:` (the forms with an options provider, except for enums; dates), neither do ours, so
// that a widget compiling here compiles with Apple's SDKs. Resolver forms (`resolvers:`) are not part of the subset.

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
        inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == String {
        self.init(
            title: title, description: description, defaultValue: nil,
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
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            intRange: inclusiveRange, controlStyleName: "\(controlStyle)")
    }

    /// Creates an integer parameter whose values are offered by `optionsProvider`.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Int {
        self.init(
            title: title, description: description, defaultValue: nil, intRange: inclusiveRange,
            controlStyleName: "\(controlStyle)", optionsProvider: DynamicOptions.results(of: optionsProvider))
    }

    /// The control the parameter is edited with.
    public var controlStyle: IntentParameter<Value>.IntControlStyle? {
        switch controlStyleName {
        case "stepper": .stepper
        case "field": .field
        default: nil
        }
    }
}

extension IntentParameter where Value.ValueType == Double {
    /// Creates a floating-point parameter, optionally bounded.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            doubleRange: inclusiveRange, controlStyleName: "\(controlStyle)")
    }

    /// Creates a floating-point parameter whose values are offered by `optionsProvider`.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Double {
        self.init(
            title: title, description: description, defaultValue: nil, doubleRange: inclusiveRange,
            controlStyleName: "\(controlStyle)", optionsProvider: DynamicOptions.results(of: optionsProvider))
    }

    /// The control the parameter is edited with.
    public var controlStyle: IntentParameter<Value>.DoubleControlStyle? {
        switch controlStyleName {
        case "stepper": .stepper
        case "field": .field
        case "slider": .slider
        default: nil
        }
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
    /// Creates a date parameter (App Intents gives dates no default value).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultValue: nil, dateKindName: "\(kind)")
    }

    /// Creates a date parameter whose values are offered by `optionsProvider`.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Date {
        self.init(
            title: title, description: description, defaultValue: nil, dateKindName: "\(kind)",
            optionsProvider: DynamicOptions.results(of: optionsProvider))
    }

    /// What the parameter asks for: a date, a time of day or both.
    public var dateKind: IntentParameter<Value>.DateKind? {
        switch dateKindName {
        case "date": .date
        case "time": .time
        case "dateTime": .dateTime
        default: nil
        }
    }
}

extension IntentParameter where Value.ValueType == URL {
    /// Creates a URL parameter.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }

    /// Creates a URL parameter whose values are offered by `optionsProvider`.
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == URL {
        self.init(
            title: title, description: description, defaultValue: nil,
            optionsProvider: DynamicOptions.results(of: optionsProvider))
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
