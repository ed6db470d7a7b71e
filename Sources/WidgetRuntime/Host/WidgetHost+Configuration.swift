import Foundation
import StrictJSON

// Configuration intents: their archives, schemas and changes.

extension WidgetHost {
    /// A configuration intent's parameters as they were checked when set: held parsed, since every load and
    /// every schema applies them to a new intent, and archived once (for WidgetCenter and the caller's layout).
    struct HeldConfiguration {
        let parameters: [String: JSONValue]
        let archive: String
    }

    // MARK: Configuration

    /// The archived configuration intent of an instance (`nil` for static widgets).
    public func configuration(of id: WidgetInstanceID) -> String? { instances[id]?.configuration?.archive }

    /// Changes some or all configuration parameters of an instance (an archive of its configuration intent;
    /// unnamed parameters keep their values), then reloads its timeline.
    public func setConfiguration(_ archive: String, for id: WidgetInstanceID) async throws {
        guard let instance = instances[id] else { throw WidgetHostError.unknownInstance(id) }
        guard let intentType = instance.descriptor.configurationIntent else {
            throw WidgetHostError.notConfigurable(kind: instance.descriptor.kind)
        }
        instance.configuration = try Self.mergedConfiguration(
            type: intentType, current: instance.configuration, update: archive)
        publish()
        startLoad(instance, counted: false)
        await waitUntilIdle()
    }

    /// `current` with the parameters `update` names, checked by applying both to a new intent of `type`.
    static func mergedConfiguration(
        type: any WidgetConfigurationIntent.Type, current: HeldConfiguration?, update: String?
    ) throws -> HeldConfiguration {
        let intent = type.init()
        var given: [[String: JSONValue]] = []
        if let current {
            try IntentArchive.apply(current.parameters, to: intent, requireAll: false)
            given.append(current.parameters)
        }
        if let update {
            let parsed = try IntentArchive.parse(update)
            let expected = IntentArchive.typeName(of: type)
            guard parsed.type == expected else {
                throw WidgetHostError.wrongConfigurationType(expected: expected, got: parsed.type)
            }
            try IntentArchive.apply(parsed.parameters, to: intent, requireAll: false)
            given.append(parsed.parameters)
        }
        let parameters = IntentArchive.archivedParameters(of: intent, keepingEntitiesOf: given)
        return HeldConfiguration(
            parameters: parameters,
            archive: IntentArchive.archive(typeName: IntentArchive.typeName(of: type), parameters: parameters))
    }

    /// A new configuration intent of an instance with its configured parameters (`nil` for a static widget).
    /// They were checked against this type when set, so this throws only if the type changed its parameters
    /// meanwhile: the caller reports it.
    func configurationIntent(of instance: Instance) throws(IntentArchiveError) -> (any AppIntent)? {
        guard let type = instance.descriptor.configurationIntent else { return nil }
        let intent = type.init()
        if let configuration = instance.configuration {
            try IntentArchive.apply(configuration.parameters, to: intent, requireAll: false)
        }
        return intent
    }

    /// The configuration of a kind, with its defaults (nil for a static widget).
    public func configurationSchema(for kind: String) -> WidgetConfigurationSchema? {
        guard let descriptor = descriptors.first(where: { $0.kind == kind }),
            let type = descriptor.configurationIntent
        else { return nil }
        return schema(kind: kind, intent: type.init())
    }

    /// The configuration of an instance, with its current values (nil for a static widget); throws when its
    /// configured parameters no longer fit its intent type.
    public func configurationSchema(of id: WidgetInstanceID) throws -> WidgetConfigurationSchema? {
        guard let instance = instances[id], let intent = try configurationIntent(of: instance) else { return nil }
        return schema(of: instance, intent: intent)
    }

    /// The schema of an instance's configuration intent, an entity parameter's value its archived identifiers:
    /// a new intent holds its entities only once their query has found them, before a timeline load.
    func schema(of instance: Instance, intent: any AppIntent) -> WidgetConfigurationSchema {
        var schema = schema(kind: instance.descriptor.kind, intent: intent)
        guard let held = instance.configuration?.parameters else { return schema }
        for (name, parameter) in IntentArchive.parameters(of: intent) where parameter.holdsEntities {
            guard let json = held[name], let index = schema.parameters.firstIndex(where: { $0.name == name }) else {
                continue
            }
            schema.parameters[index].value = ConfigurationValue(json)
        }
        return schema
    }

    /// Changes some configuration parameters of an instance, each checked against its schema (an `AppEnum`
    /// case, a Bool, a number within its range…), then reloads its timeline; the others keep their values.
    public func setConfiguration(values: [String: ConfigurationValue], for id: WidgetInstanceID) async throws {
        guard let instance = instances[id] else { throw WidgetHostError.unknownInstance(id) }
        guard let intent = try configurationIntent(of: instance) else {
            throw WidgetHostError.notConfigurable(kind: instance.descriptor.kind)
        }
        var schema = schema(kind: instance.descriptor.kind, intent: intent)
        // An entity is one of those its query offers (asked only for the parameters being set).
        await offerParameterOptions(of: intent, in: &schema, names: Set(values.keys))
        // Options of a SiriKit intent's dynamic parameters are the Intents handler's (WidgetHost+IntentsExtension).
        try await setConfiguration(archive(values, of: intent, schema: schema), for: id)
    }

    /// The schema's titles are in the host's locale, like the rest of what it shows.
    func schema(kind: String, intent: any AppIntent) -> WidgetConfigurationSchema {
        let type = Swift.type(of: intent)
        return WidgetConfigurationSchema(
            kind: kind, intent: IntentArchive.typeName(of: type), title: type.title.resolved(locale: locale),
            description: type.description?.descriptionText.resolved(locale: locale),
            parameters: IntentArchive.parameters(of: intent).map {
                $0.parameter.schema(name: $0.name, locale: locale)
            })
    }
}
