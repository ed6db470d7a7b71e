/// An action your app exposes to the system: here, what a widget's button or toggle runs.
public protocol AppIntent: Sendable {
    /// The type of result `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// The type of the intent's parameter summary.
    associatedtype SummaryContent: ParameterSummary

    /// A short name for the action.
    static var title: LocalizedStringResource { get }
    /// A longer description of the action.
    static var description: IntentDescription? { get }
    /// Whether running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts, Siri and Spotlight offer the intent; false for one only a widget or the app runs.
    /// (App Intents: iOS 17.0 and later, default true.)
    static var isDiscoverable: Bool { get }
    /// The sentence Shortcuts shows for the intent, with its parameters inline.
    ///
    /// No result builder on the requirement, as in App Intents (17.0 and 18.0 SDKs): a body with more than one
    /// statement needs its `return` there, so it must here too.
    static var parameterSummary: SummaryContent { get }

    /// Creates an intent with every parameter at its default.
    init()

    /// Performs the action.
    func perform() async throws -> Self.PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }

    /// The property wrapper that declares an intent's parameters.
    public typealias Parameter<Value> = IntentParameter<Value> where Value: _IntentValue
}

/// An intent whose parameters configure a widget (`AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Configuration intents are not run; WidgetKit only reads their parameters.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}

/// The result of performing an intent.
public protocol IntentResult: Sendable {}

/// A result carrying a value of type `Value`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of value returned.
    associatedtype Value
}

/// The concrete result built by `.result()` and `.result(value:)`.
public struct IntentResultContainer<Value>: IntentResult, ReturnsValue, @unchecked Sendable {
    /// The value returned by the intent, if any.
    public let value: Value?
}

extension IntentResult {
    /// A result with no value.
    public static func result() -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil)
    }

    /// A result carrying `value`.
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V>, V: _IntentValue {
        IntentResultContainer(value: value)
    }
}

/// Reads the value out of an erased result, for the host and tests.
package protocol AnyValueResult {
    var anyValue: Any? { get }
}

extension IntentResultContainer: AnyValueResult {
    package var anyValue: Any? { value.map { $0 as Any } }
}
