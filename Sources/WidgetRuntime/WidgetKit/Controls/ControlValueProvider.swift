import Foundation

/// A type that gives a control its value: the one shown while previewing it, and its current one.
public protocol ControlValueProvider {
    /// The type of the value.
    associatedtype Value

    /// The value shown in the controls gallery.
    var previewValue: Self.Value { get }

    /// The control's current value.
    func currentValue() async throws -> Self.Value
}

/// A type that gives a configurable control its value for a configuration.
public protocol AppIntentControlValueProvider {
    /// The type of the value.
    associatedtype Value
    /// The type of the configuration intent.
    associatedtype Configuration: ControlConfigurationIntent

    /// The value shown in the controls gallery for `configuration`.
    func previewValue(configuration: Self.Configuration) -> Self.Value

    /// The control's current value for `configuration`.
    func currentValue(configuration: Self.Configuration) async throws -> Self.Value
}
