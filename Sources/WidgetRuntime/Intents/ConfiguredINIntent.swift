import Foundation
import StrictJSON

/// An intent that lists its parameters itself instead of through `@Parameter` properties.
package protocol ParameterListingIntent: AppIntent {
    /// The name archives use for the type.
    static var archivedTypeName: String { get }
    /// The parameters, by name, in the definition's order.
    var listedParameters: [(name: String, parameter: any AnyIntentParameter)] { get }
}

/// A configuration type that stands for a SiriKit intent class (what `WidgetInfo.configuration` rebuilds).
protocol SiriKitConfiguration: WidgetConfigurationIntent {
    /// The `INIntent` subclass the configuration is.
    static var siriKitIntentType: INIntent.Type { get }
    /// The configured intent.
    var siriKitIntent: INIntent { get }
}

/// An `INIntent` configuration as the host sees a `WidgetConfigurationIntent`, so that an `IntentConfiguration`
/// widget is archived, loaded, described to the edit form and reconfigured as an `AppIntentConfiguration`
/// widget is. Archived under the `INIntent` subclass's name.
final class ConfiguredINIntent<Intent: INIntent>: WidgetConfigurationIntent, ParameterListingIntent,
    @unchecked Sendable
{
    // Unchecked: the host hands a configuration to one provider call at a time, as it does any intent.
    static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: Intent._intentTitle) }
    static var description: IntentDescription? {
        Intent._intentDescriptionText.map { IntentDescription(LocalizedStringResource(stringLiteral: $0)) }
    }
    static var archivedTypeName: String { String(describing: Intent.self) }
    static var siriKitIntentType: INIntent.Type { Intent.self }

    let intent: Intent

    /// A configuration as iOS makes one for a new widget: each parameter at its definition's default.
    init() {
        intent = Intent()
        for definition in Intent._parameterDescriptions {
            if let value = INIntentParameter.defaultValue(of: definition) {
                intent.setValue(value, forKey: definition.name)
            }
        }
        // A parameter whose options the Intents handler provides starts at its `default…(for:)`, which iOS asks
        // the extension for when the widget is added.
        let dynamic = Intent._parameterDescriptions.filter(\.hasDynamicOptions)
        guard !dynamic.isEmpty, let handler = IntentsExtensionLookup.handler(for: intent) else { return }
        for definition in dynamic where intent.value(forKey: definition.name) == nil {
            if let value = Intent._defaultValue(forParameterNamed: definition.name, of: intent, handler: handler) {
                intent.setValue(value, forKey: definition.name)
            }
        }
    }

    /// The configuration an intent made in code stands for (a recommendation's).
    init(_ intent: Intent) {
        self.intent = intent
    }

    var listedParameters: [(name: String, parameter: any AnyIntentParameter)] {
        Intent._parameterDescriptions.map { ($0.name, INIntentParameter(intent: intent, definition: $0)) }
    }
}

extension ConfiguredINIntent: SiriKitConfiguration {
    var siriKitIntent: INIntent { intent }
}

extension IntentArchive {
    /// The SiriKit intent of `type` an archive of it stands for (its parameters as archived; those the archive
    /// does not name have no value), or nil when the archive is of another type or a value does not fit.
    static func inIntent(_ archive: String, of type: INIntent.Type) -> INIntent? {
        guard let parsed = try? parse(archive), parsed.type == String(describing: type) else { return nil }
        let intent = type.init()
        for definition in type._parameterDescriptions {
            guard let json = parsed.parameters[definition.name] else { continue }
            guard let value = INIntentParameter.value(of: json, as: definition) else { return nil }
            intent.setValue(value.stored, forKey: definition.name)
        }
        return intent
    }

    /// The archive of a SiriKit intent's configuration (every parameter its definition declares), as
    /// `WidgetHost.addWidget(kind:family:configuration:)` takes it for an `IntentConfiguration` widget.
    public static func archive(_ intent: INIntent) -> String {
        // The intent's own class, not `INIntent`: its parameters are described by its class.
        let type = Swift.type(of: intent)
        var parameters: [String: JSONValue] = [:]
        for definition in type._parameterDescriptions {
            parameters[definition.name] = INIntentParameter.archive(
                intent.value(forKey: definition.name), as: definition)
        }
        return archive(typeName: String(describing: type), parameters: parameters)
    }
}
