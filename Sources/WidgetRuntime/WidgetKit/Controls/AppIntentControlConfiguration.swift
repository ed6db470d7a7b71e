import Foundation

/// A control the user configures with an App Intent's parameters.
///
/// The host draws it with its configuration intent's defaults (`Configuration()`), as the controls gallery
/// does before the user edits it.
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Configuration, Content>
where Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate {
    let descriptor: ControlDescriptor
}

extension AppIntentControlConfiguration: ControlWidgetConfiguration {
    public typealias Body = Never
}

extension AppIntentControlConfiguration: PrimitiveControlConfiguration {
    package var descriptors: [ControlDescriptor] { [descriptor] }
}

extension AppIntentControlConfiguration {
    /// Creates a configurable control of `kind` whose template draws the value `provider` gives.
    @MainActor @preconcurrency
    public init<Provider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration, Provider: AppIntentControlValueProvider {
        let box = UncheckedBox(provider)
        descriptor = ControlDescriptor(
            kind: kind,
            previewTemplate: { content(box.value.previewValue(configuration: Configuration())).templateDescriptor },
            currentTemplate: {
                let value = try await box.value.currentValue(configuration: Configuration())
                return content(value).templateDescriptor
            }, configurationIntent: Configuration.self)
    }

    /// Creates a configurable control of `kind` whose template draws its configuration.
    @MainActor @preconcurrency
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        descriptor = ControlDescriptor(
            kind: kind, previewTemplate: { content(intent.init()).templateDescriptor },
            currentTemplate: { content(intent.init()).templateDescriptor }, configurationIntent: intent)
    }
}
