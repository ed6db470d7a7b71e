import Foundation
import StrictJSON

// The options an `IntentConfiguration` widget's Intents extension provides for its dynamic parameters: asked
// when the Edit Widget form opens and when it sets one, as iOS asks the extension when the user taps it.

extension WidgetHost {
    /// The options of one dynamic parameter: each option (an `INObject`, or an `NSString` for a string) with
    /// the title of its section.
    struct DynamicOptions {
        var items: [(item: AnyObject, section: String?)]

        /// The form's value for an option: its identifier (its display string when it has none).
        static func value(of item: AnyObject) -> String {
            if let object = item as? INObject { return object.identifier ?? object.displayString }
            return String(describing: item)
        }

        static func title(of item: AnyObject) -> String {
            (item as? INObject)?.displayString ?? String(describing: item)
        }

        var choices: [WidgetConfigurationSchema.Choice] {
            items.map { .init(value: Self.value(of: $0.item), title: Self.title(of: $0.item), section: $0.section) }
        }

        /// The option a form's value names.
        func item(for value: String) -> AnyObject? { items.first { Self.value(of: $0.item) == value }?.item }
    }

    /// The options of each dynamic parameter of a SiriKit configuration, by name: a failure (no Intents
    /// extension in the program, or its handler's error) for each when they cannot be had.
    func dynamicOptions(of intent: any AppIntent) async -> [String: Result<DynamicOptions, DynamicOptionsError>] {
        guard let configuration = intent as? any SiriKitConfiguration else { return [:] }
        let siriKitIntent = configuration.siriKitIntent
        let type = Swift.type(of: siriKitIntent)
        let dynamic = type._parameterDescriptions.filter(\.hasDynamicOptions)
        guard !dynamic.isEmpty else { return [:] }
        guard let handler = IntentsExtensionLookup.handler(for: siriKitIntent) else {
            return Dictionary(uniqueKeysWithValues: dynamic.map { ($0.name, .failure(.noIntentsHandler)) })
        }
        var options: [String: Result<DynamicOptions, DynamicOptionsError>] = [:]
        for definition in dynamic {
            do {
                let collection = try await type._optionsCollection(
                    forParameterNamed: definition.name, of: siriKitIntent, handler: handler)
                guard let sections = (collection as? any ErasedObjectCollection)?.erasedSections else {
                    options[definition.name] = .failure(.noIntentsHandler)
                    continue
                }
                options[definition.name] = .success(
                    DynamicOptions(items: sections.flatMap { section in section.items.map { ($0, section.title) } }))
            } catch {
                FileHandle.standardError.write(
                    Data("widget host: the Intents handler's options for '\(definition.name)' failed: \(error)\n".utf8))
                options[definition.name] = .failure(.optionsFailed)
            }
        }
        return options
    }

    /// The configuration of an instance as the Edit Widget form shows it: `configurationSchema(of:)` with the
    /// options its parameters offer — the entities of an entity parameter, a provider's strings, the options the
    /// widget's Intents extension provides for a SiriKit configuration's dynamic parameters (with the sections'
    /// titles) — or, when they cannot be had, why such a parameter cannot be set here.
    public func configurationSchemaWithOptions(of id: WidgetInstanceID) async throws -> WidgetConfigurationSchema? {
        guard let instance = instances[id], let intent = try configurationIntent(of: instance) else { return nil }
        var schema = schema(of: instance, intent: intent)
        await offerParameterOptions(of: intent, in: &schema)
        let options = await dynamicOptions(of: intent)
        guard !options.isEmpty, let configuration = intent as? any SiriKitConfiguration else { return schema }
        for (index, parameter) in schema.parameters.enumerated() {
            guard let result = options[parameter.name] else { continue }
            switch result {
            case .success(let dynamic):
                let current = configuration.siriKitIntent.value(forKey: parameter.name)
                schema.parameters[index].cases = dynamic.choices
                if isList(parameter.name, of: configuration) {
                    // Several options, in the order chosen; an empty list is no value.
                    schema.parameters[index].type = .choices
                    schema.parameters[index].value = (current as? [Any]).map {
                        .list($0.map { DynamicOptions.value(of: $0 as AnyObject) })
                    }
                } else {
                    schema.parameters[index].type = .enum
                    schema.parameters[index].value = current.map { .string(DynamicOptions.value(of: $0 as AnyObject)) }
                }
            case .failure(let reason):
                schema.parameters[index].unavailable = reason.unavailability
            }
        }
        return schema
    }

    /// Whether a parameter of a SiriKit configuration holds several values.
    private func isList(_ name: String, of configuration: any SiriKitConfiguration) -> Bool {
        type(of: configuration.siriKitIntent)._parameterDescriptions.first { $0.name == name }?.isArray ?? false
    }

    /// The archive of a form's values: the options chosen for dynamic parameters archived as the handler gave
    /// them, the others checked against the schema.
    func archive(
        _ values: [String: ConfigurationValue], of intent: any AppIntent, schema: WidgetConfigurationSchema
    ) async throws -> String {
        guard let configuration = intent as? any SiriKitConfiguration else { return try schema.archive(values) }
        let type = Swift.type(of: configuration.siriKitIntent)
        let dynamicNames = Set(type._parameterDescriptions.filter(\.hasDynamicOptions).map(\.name))
        let chosen = values.filter { dynamicNames.contains($0.key) }
        guard !chosen.isEmpty else { return try schema.archive(values) }
        let options = await dynamicOptions(of: intent)
        var parameters = try IntentArchive.parse(schema.archive(values.filter { !dynamicNames.contains($0.key) }))
            .parameters
        for (name, value) in chosen {
            guard let definition = type._parameterDescriptions.first(where: { $0.name == name }),
                case .success(let dynamic)? = options[name]
            else { throw WidgetHostError.badConfigurationValue(name: name) }
            // An option is archived as the handler made it (a string option as its string).
            func item(_ text: String) throws -> Any {
                guard let item = dynamic.item(for: text) else {
                    throw WidgetHostError.badConfigurationValue(name: name)
                }
                return item is INObject ? item : String(describing: item)
            }
            switch (value, definition.isArray) {
            case (.string(""), false): parameters[name] = .null
            case (.string(let text), false):
                parameters[name] = INIntentParameter.archive(try item(text), as: definition)
            case (.list(let texts), true):
                parameters[name] =
                    texts.isEmpty ? .null : INIntentParameter.archive(try texts.map(item), as: definition)
            default: throw WidgetHostError.badConfigurationValue(name: name)
            }
        }
        return IntentArchive.archive(
            typeName: IntentArchive.typeName(of: Swift.type(of: intent)), parameters: parameters)
    }
}

/// Why the options of a dynamic parameter could not be had.
enum DynamicOptionsError: Error {
    case noIntentsHandler
    case optionsFailed

    var unavailability: WidgetConfigurationSchema.Parameter.Unavailability {
        switch self {
        case .noIntentsHandler: .noIntentsHandler
        case .optionsFailed: .optionsFailed
        }
    }
}

/// Finds the Intents extension linked into the program, as iOS finds an extension's principal class: the
/// `INExtension` subclass among the types that conform to a generated `…IntentHandling` protocol, else the
/// class named `IntentHandler` (Xcode's template's name) in the module of such a type.
enum IntentsExtensionLookup {
    /// The extension's class, found once (the types linked into a program do not change).
    static let principalClass: INExtension.Type? = find()

    static func find() -> INExtension.Type? {
        let handlers = ConformanceScanner.types(conformingTo: ["_INIntentHandling"], in: "WidgetRuntime")
        if let found = handlers.lazy.compactMap({ $0 as? INExtension.Type }).first { return found }
        for type in handlers {
            guard let module = String(reflecting: type).split(separator: ".").first else { continue }
            if let found = NSClassFromString("\(module).IntentHandler") as? INExtension.Type { return found }
        }
        return nil
    }

    /// The object that handles `intent`, as iOS asks a new instance of the extension for it.
    static func handler(for intent: INIntent) -> Any? {
        principalClass.flatMap { $0.init().handler(for: intent) }
    }
}
