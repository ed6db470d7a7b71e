import Foundation

/// A control that the user cannot configure, with or without a value provider.
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content> where Content: ControlWidgetTemplate {
    let descriptor: ControlDescriptor
}

extension StaticControlConfiguration: ControlWidgetConfiguration {
    public typealias Body = Never
}

extension StaticControlConfiguration: PrimitiveControlConfiguration {
    package var descriptors: [ControlDescriptor] { [descriptor] }
}

extension StaticControlConfiguration {
    /// Creates a control of `kind` whose template needs no value.
    @MainActor @preconcurrency
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        descriptor = ControlDescriptor(
            kind: kind, previewTemplate: { content().templateDescriptor },
            currentTemplate: { content().templateDescriptor })
    }

    /// Creates a control of `kind` whose template draws the value `provider` gives.
    @MainActor @preconcurrency
    public init<Provider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Provider: ControlValueProvider {
        let box = UncheckedBox(provider)
        descriptor = ControlDescriptor(
            kind: kind, previewTemplate: { content(box.value.previewValue).templateDescriptor },
            currentTemplate: {
                let value = try await box.value.currentValue()
                return content(value).templateDescriptor
            })
    }
}
