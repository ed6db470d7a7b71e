import Foundation

/// A type that describes a control widget's content.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// The type of control widget configuration representing the body of this configuration.
    associatedtype Body: ControlWidgetConfiguration

    /// The content and behavior of this configuration.
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ControlWidgetConfiguration {}

extension ControlWidgetConfiguration where Body == Never {
    /// Primitive configurations have no body; reaching it is a programming error in the runtime.
    public var body: Never {
        fatalError("\(Self.self) is a primitive control configuration and has no body")
    }
}

/// A control configuration built by the runtime, which knows its controls without a body.
@MainActor
package protocol PrimitiveControlConfiguration {
    var descriptors: [ControlDescriptor] { get }
}

extension ControlWidgetConfiguration {
    /// The control kinds this configuration declares.
    package var controlDescriptors: [ControlDescriptor] {
        if let primitive = self as? any PrimitiveControlConfiguration { return primitive.descriptors }
        return body.controlDescriptors
    }

    /// Sets the name shown for the control in the controls gallery.
    @MainActor @preconcurrency
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { $0.displayName = displayName }
    }

    /// Sets the description shown for the control in the controls gallery.
    @MainActor @preconcurrency
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { $0.description = description }
    }

    /// Asks the user to configure the control when adding it.
    @MainActor @preconcurrency
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { $0.promptsForUserConfiguration = true }
    }
}

/// A control configuration with a modifier applied.
public struct _ModifiedControlConfiguration<Base> where Base: ControlWidgetConfiguration {
    let base: Base
    let edit: @MainActor (inout ControlDescriptor) -> Void
}

extension _ModifiedControlConfiguration: ControlWidgetConfiguration {
    public typealias Body = Never
}

extension _ModifiedControlConfiguration: PrimitiveControlConfiguration {
    package var descriptors: [ControlDescriptor] {
        base.controlDescriptors.map { descriptor in
            var descriptor = descriptor
            edit(&descriptor)
            return descriptor
        }
    }
}

/// Everything known about one control kind, with its value and template type-erased.
@MainActor
package struct ControlDescriptor {
    package var kind: String
    package var displayName: LocalizedStringResource?
    package var description: LocalizedStringResource?
    package var promptsForUserConfiguration = false
    /// The template drawn for the provider's preview value (a configurable control: its default configuration).
    package var previewTemplate: @MainActor () -> ControlTemplateDescriptor
    /// The template drawn for the provider's current value.
    package var currentTemplate: @MainActor () async throws -> ControlTemplateDescriptor
    /// The configuration intent of a configurable control (`AppIntentControlConfiguration`).
    package var configurationIntent: (any ControlConfigurationIntent.Type)?
}
