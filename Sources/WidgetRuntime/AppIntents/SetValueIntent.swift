import Foundation

/// An intent that contains a value which can be set: a control toggle's action (iOS 18).
public protocol SetValueIntent<ValueType>: AppIntent {
    /// The type of the value.
    associatedtype ValueType: _IntentValue

    /// The value the intent sets; a toggle sets it to its new state before performing the intent.
    var value: Self.ValueType { get set }
}

/// An intent whose parameters configure a control (iOS 18).
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Configuration intents are not run; WidgetKit only reads their parameters.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}
