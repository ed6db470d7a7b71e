/// The sentence Shortcuts shows for an intent, with its parameters inline ("Add *Title*").
public protocol ParameterSummary: Sendable {
    /// The intent summarized.
    associatedtype Intent: AppIntent
}

/// A summary sentence with the intent's parameters inline; an intent writes it `Summary("…")` (App Intents'
/// `AppIntent.Summary`, a type alias of this one for the intent itself).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence as a catalog key: each parameter is `${name}` (`"Add ${taskTitle}"`).
    package let key: String?

    /// Creates a summary from a sentence interpolating parameters (`"Add \(\.$title)"`).
    public init(_ summary: ParameterSummaryString<Intent>) {
        key = summary.key
    }

    /// The summary of an intent that declares none: its parameters as a list.
    package init() {
        key = nil
    }
}

/// A summary sentence: literal text and the intent's parameters.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    package let key: String

    /// Collects the sentence, writing each parameter as `${name}`, as Apple's catalogs do.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            key += "${\(ParameterKeyPath.name(of: parameter))}"
        }
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
    }
}

/// Builds an intent's `parameterSummary`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<S: ParameterSummary>(_ expression: S) -> S where S.Intent == Intent {
        expression
    }

    public static func buildBlock<S: ParameterSummary>(_ block: S) -> S where S.Intent == Intent {
        block
    }
}

/// The property name of a parameter key path (`\.$taskTitle` → `taskTitle`).
package enum ParameterKeyPath {
    /// Key paths carry no names on Linux, so the parameter is found among a fresh intent's stored
    /// properties (`_taskTitle`) by identity: each `@Parameter` is an object of its own.
    package static func name<Intent: AppIntent, Value>(of keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String {
        let intent = Intent()
        let parameter = intent[keyPath: keyPath]
        return IntentArchive.parameters(of: intent).first { $0.parameter === parameter }?.name ?? "parameter"
    }
}

extension AppIntent {
    /// The intent's summary sentence as a catalog key, or nil when it declares none.
    package static var parameterSummaryKey: String? {
        (parameterSummary as? IntentParameterSummary<Self>)?.key
    }
}
