import Foundation
import StrictJSON
import Synchronization

/// Why an intent archive could not be turned back into an intent.
public enum IntentArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The archive is not a JSON object with a string `type` and an object `parameters`.
    case malformed(String)
    /// The archive is larger than `IntentArchive.maximumSize` bytes.
    case tooLarge(bytes: Int)
    /// No intent type of this name is known to the host.
    case unknownType(String)
    /// A required parameter without a default is missing.
    case missingParameter(type: String, name: String)
    /// A parameter's JSON does not fit its type.
    case illTypedParameter(type: String, name: String, expected: String)
    /// The archive names a parameter the intent does not declare (rejected, so that a stale form
    /// does not silently lose a value).
    case unknownParameter(type: String, name: String)

    public var description: String {
        switch self {
        case .malformed(let reason): return "malformed intent archive: \(reason)"
        case .tooLarge(let bytes):
            return "intent archive too large: \(bytes) bytes (limit \(IntentArchive.maximumSize))"
        case .unknownType(let name): return "unknown intent type '\(name)'"
        case .missingParameter(let type, let name): return "\(type): missing parameter '\(name)' (no default)"
        case .illTypedParameter(let type, let name, let expected):
            return "\(type): parameter '\(name)' must be \(expected)"
        case .unknownParameter(let type, let name): return "\(type): unknown parameter '\(name)'"
        }
    }
}

/// One `@Parameter` of an intent, seen through reflection.
package protocol AnyIntentParameter: AnyObject, SendableMetatype {
    var valueType: Any.Type { get }
    var isOptional: Bool { get }
    var hasValue: Bool { get }
    var hasDefault: Bool { get }
    var archivedValue: JSONValue { get }
    var archivedDefault: JSONValue? { get }
    /// Whether `setArchived` would take this JSON.
    func accepts(_ json: JSONValue) -> Bool
    /// Sets the value from JSON; `false` when the JSON does not fit the type. An entity is set only by
    /// `resolveEntities(_:)` (its query is asynchronous): here only an empty value.
    func setArchived(_ json: JSONValue) -> Bool
    /// Whether the parameter holds an `AppEntity` or a list of them.
    var holdsEntities: Bool { get }
    /// Sets an entity parameter to the entities its archived identifiers name, found by their query.
    func resolveEntities(_ json: JSONValue) async
    func schema(name: String, locale: Locale) -> WidgetConfigurationSchema.Parameter
    /// What an edit form offers to choose from, titled in `locale`: an entity parameter's entities (its options
    /// provider's, else its query's suggestions), a text parameter's provider's strings; nil for a free value.
    func formChoices(locale: Locale) async throws -> [WidgetConfigurationSchema.Choice]?
}

extension IntentParameter: AnyIntentParameter {
    package var valueType: Any.Type { Value.self }
    /// Whether the parameter may have no value.
    public var isOptional: Bool { IntentValueCoding.isOptional(Value.self) }
    package var hasDefault: Bool { defaultValue != nil }
    package var archivedValue: JSONValue {
        // A required entity not set (or not looked up) yet has no empty value to read: reading it would stop.
        if !hasValue && !isOptional && holdsEntities && !(Value.self is any ArrayIntentValue.Type) { return .null }
        return IntentValueCoding.encode(wrappedValue)
    }
    package var archivedDefault: JSONValue? { defaultValue.map { IntentValueCoding.encode($0) } }

    /// Decodes with the parameter's own type, not through a run-time `Any.Type` (a cast and an opened
    /// existential less per parameter of every tap).
    package func accepts(_ json: JSONValue) -> Bool {
        if IntentValueCoding.decode(json, as: Value.self) != nil { return true }
        return holdsEntities && IntentValueCoding.acceptsEntities(json, as: Value.self)
    }

    package func setArchived(_ json: JSONValue) -> Bool {
        if let value = IntentValueCoding.decode(json, as: Value.self) {
            wrappedValue = value
            return true
        }
        return holdsEntities && IntentValueCoding.acceptsEntities(json, as: Value.self)
    }

    package var holdsEntities: Bool { IntentValueCoding.entityType(of: Value.self) != nil }

    package func resolveEntities(_ json: JSONValue) async {
        guard let type = IntentValueCoding.entityType(of: Value.self) else { return }
        let identifiers = IntentValueCoding.entityIdentifiers(in: json)
        guard !identifiers.isEmpty else { return }
        let entities = await IntentValueCoding.entities(of: type, identifiers: identifiers)
        if let value = IntentValueCoding.value(ofEntities: entities, as: Value.self) as? Value { wrappedValue = value }
    }

    /// The parameter for an edit form, its titles in `locale`.
    package func schema(name: String, locale: Locale) -> WidgetConfigurationSchema.Parameter {
        let kind = IntentValueCoding.kind(of: Value.self)
        var parameter = WidgetConfigurationSchema.Parameter(
            name: name, title: title.resolved(locale: locale),
            description: parameterDescription?.resolved(locale: locale),
            type: kind.flatMap { WidgetConfigurationSchema.Parameter.Kind(rawValue: $0.name) } ?? .unsupported,
            isOptional: isOptional, value: ConfigurationValue(archivedValue),
            defaultValue: archivedDefault.flatMap(ConfigurationValue.init), control: controlStyleName)
        if let intRange {
            parameter.minimum = Double(intRange.lowerBound)
            parameter.maximum = Double(intRange.upperBound)
        }
        if let doubleRange {
            parameter.minimum = doubleRange.lowerBound
            parameter.maximum = doubleRange.upperBound
        }
        if case .enumeration(let typeName, let cases) = kind {
            parameter.enumType = typeName.resolved(locale: locale)
            parameter.cases = cases.map { .init(value: $0.value, title: $0.title.resolved(locale: locale)) }
        }
        return parameter
    }

    package func formChoices(locale: Locale) async throws -> [WidgetConfigurationSchema.Choice]? {
        if let entityType = IntentValueCoding.entityType(of: Value.self) {
            let entities =
                if let optionsProvider { try await optionsProvider() } else {
                    try await IntentValueCoding.suggestedEntities(of: entityType)
                }
            return entities.compactMap { entity in
                (entity as? any AppEntity).map {
                    .init(
                        value: $0.id.entityIdentifierString,
                        title: $0.displayRepresentation.title.resolved(locale: locale))
                }
            }
        }
        guard let optionsProvider, IntentValueCoding.kind(of: Value.self) == .string else { return nil }
        return try await optionsProvider().compactMap { ($0 as? String).map { .init(value: $0, title: $0) } }
    }
}

/// Turns intents into the JSON carried by `data-intent` attributes, and back.
///
/// Format: `{"parameters":{"name":value,…},"type":"TypeName"}` with sorted keys and no whitespace. Parameter
/// names are the property names (without the wrapper's underscore). Values: strings, integers, numbers,
/// booleans, `null` for an empty optional; dates as ISO 8601 with milliseconds; URLs as absolute strings;
/// `AppEnum` cases by their raw value as a string; `AppEntity` values by their identifier (a list: an array of
/// them), looked up again through their query by `resolveEntities(of:from:)`.
public enum IntentArchive {
    /// The largest archive accepted, in bytes of UTF-8.
    public static let maximumSize = 16 * 1024

    /// The name an intent type is archived under: its name without the module.
    public static func typeName(of type: any AppIntent.Type) -> String {
        if let name = typeNames.withLock({ $0[type] }) { return name }
        let name = (type as? any ParameterListingIntent.Type)?.archivedTypeName ?? String(describing: type)
        typeNames.withLock { $0[type] = name }
        return name
    }

    /// The intent `archive` holds when it is one of `intentType` (parameters it lacks keep their defaults): what
    /// `WidgetInfo` and `ControlInfo` answer for their configuration.
    static func intent<Intent: AppIntent>(in archive: String?, of intentType: Intent.Type) -> Intent? {
        guard let archive, let parsed = try? parse(archive), parsed.type == typeName(of: intentType) else {
            return nil
        }
        let intent = intentType.init()
        guard (try? apply(parsed.parameters, to: intent, requireAll: false)) != nil else { return nil }
        return intent
    }

    /// `String(describing:)` of a metatype builds a `Mirror` first; every tap and every drawn button asks.
    private static let typeNames = Mutex(TypeMap<String>())

    /// Whether an intent type has an `AppEntity` parameter (`resolveEntities`).
    private static let typesHoldingEntities = Mutex(TypeMap<Bool>())

    /// The parameters of an intent, by name, in declaration order.
    package static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        IntentParameterLayout.parameters(of: intent)
    }

    /// The archive of `intent` with its current parameter values.
    public static func archive(_ intent: some AppIntent) -> String {
        archive(any: intent)
    }

    /// Written directly, in the order `JSONValue.object` would write it (sorted keys: "parameters" before
    /// "type"), without building the dictionaries: every drawn button archives its intent.
    package static func archive(any intent: any AppIntent) -> String {
        var out = #"{"parameters":{"#
        out.reserveCapacity(128)
        for (index, field) in Self.parameters(of: intent).sorted(by: { $0.name < $1.name }).enumerated() {
            if index > 0 { out += "," }
            JSONValue.writeString(field.name, to: &out)
            out += ":"
            field.parameter.archivedValue.write(to: &out)
        }
        out += #"},"type":"#
        JSONValue.writeString(typeName(of: type(of: intent)), to: &out)
        out += "}"
        return out
    }

    /// The archived parameters of `intent`, its entity parameters as the last of `earlier` that names each one
    /// gives them: an intent rebuilt from an archive holds its entities only once they are looked up
    /// (`resolveEntities`), so archiving it again would lose them.
    package static func archivedParameters(
        of intent: any AppIntent, keepingEntitiesOf earlier: [[String: JSONValue]]
    ) -> [String: JSONValue] {
        let declared = parameters(of: intent)
        var archived = [String: JSONValue](minimumCapacity: declared.count)
        for (name, parameter) in declared { archived[name] = parameter.archivedValue }
        for given in earlier {
            for (name, parameter) in declared where parameter.holdsEntities {
                if let json = given[name] { archived[name] = json }
            }
        }
        return archived
    }

    /// The archive of an intent type's parameters, written as `archive(any:)` writes it (sorted keys).
    package static func archive(typeName: String, parameters: [String: JSONValue]) -> String {
        var out = ""
        JSONValue.object(["parameters": .object(parameters), "type": .string(typeName)]).write(to: &out)
        return out
    }

    /// Sets the `AppEntity` parameters of `intent` that `archived` names (by identifier) to the entities their
    /// type's `defaultQuery` finds, as iOS looks a widget's configured or tapped entities up in its extension.
    /// An identifier the query no longer finds leaves the parameter as it was (its default, or empty).
    ///
    /// - Returns: the required entity parameters (not optional, not a list, no default) still without a value:
    ///   reading one would stop the process, so an intent with one must not run.
    @discardableResult
    package static func resolveEntities(of intent: any AppIntent, from archived: [String: JSONValue]) async -> [String]
    {
        // Most intents hold no entity: known per type, so that every tap and load does not list its parameters.
        let type = type(of: intent)
        let holdsEntities =
            typesHoldingEntities.withLock { $0[type] }
            ?? {
                let holds = parameters(of: intent).contains { $0.parameter.holdsEntities }
                typesHoldingEntities.withLock { $0[type] = holds }
                return holds
            }()
        guard holdsEntities else { return [] }
        let entityParameters = parameters(of: intent).filter { $0.parameter.holdsEntities }
        var missing: [String] = []
        for (name, parameter) in entityParameters {
            if let json = archived[name] { await parameter.resolveEntities(json) }
            let isList = IntentValueCoding.unwrappedType(parameter.valueType) is any ArrayIntentValue.Type
            if !parameter.isOptional && !isList && !parameter.hasValue { missing.append(name) }
        }
        return missing
    }

    /// Splits an archive into its type name and parameters, checking size and shape.
    package static func parse(
        _ archive: String
    ) throws(IntentArchiveError) -> (type: String, parameters: [String: JSONValue]) {
        let bytes = archive.utf8.count
        guard bytes <= maximumSize else { throw .tooLarge(bytes: bytes) }
        let json: JSONValue
        do {
            json = try JSONValue.parse(archive)
        } catch {
            throw .malformed("not JSON")
        }
        guard case .object(let object) = json else { throw .malformed("not a JSON object") }
        guard case .string(let type)? = object["type"] else { throw .malformed("no string \"type\"") }
        let parameters: [String: JSONValue]
        switch object["parameters"] {
        case .object(let value)?: parameters = value
        case nil: parameters = [:]
        default: throw .malformed("\"parameters\" is not an object")
        }
        if let extra = object.keys.sorted().first(where: { $0 != "type" && $0 != "parameters" }) {
            throw .malformed("unexpected key \"\(extra)\"")
        }
        return (type, parameters)
    }

    /// Sets `intent`'s parameters from archived JSON; parameters not given keep their value or default.
    package static func apply(
        _ parameters: [String: JSONValue], to intent: any AppIntent, requireAll: Bool
    ) throws(IntentArchiveError) {
        let typeName = typeName(of: type(of: intent))
        let declared = Self.parameters(of: intent)
        let names = Set(declared.map(\.name))
        if let unknown = parameters.keys.sorted().first(where: { !names.contains($0) }) {
            throw .unknownParameter(type: typeName, name: unknown)
        }
        // Check everything before setting anything, so a rejected archive leaves the intent untouched.
        for (name, parameter) in declared {
            if let json = parameters[name] {
                guard parameter.accepts(json) else {
                    let expected = IntentValueCoding.kind(of: parameter.valueType)?.name ?? "\(parameter.valueType)"
                    throw .illTypedParameter(
                        type: typeName, name: name, expected: (parameter.isOptional ? "null or " : "") + expected)
                }
            } else if requireAll && !parameter.isOptional && !parameter.hasDefault && !parameter.hasValue {
                throw .missingParameter(type: typeName, name: name)
            }
        }
        for (name, parameter) in declared {
            if let json = parameters[name] { _ = parameter.setArchived(json) }
        }
    }
}

/// The intent types a host can rebuild from archives.
///
/// Types are registered explicitly, by the widget configurations of the bundle, and by every `Button(intent:)`
/// and `Toggle(isOn:intent:)` the host renders, so a type becomes known as soon as a widget shows it.
public final class IntentRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var types: [String: any AppIntent.Type] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Makes `type` known, under `IntentArchive.typeName(of:)`.
    public func register(_ type: any AppIntent.Type) {
        let name = IntentArchive.typeName(of: type)
        lock.lock()
        types[name] = type
        lock.unlock()
    }

    /// The registered type of this archived name.
    public func type(named name: String) -> (any AppIntent.Type)? {
        lock.lock()
        defer { lock.unlock() }
        return types[name]
    }

    /// Rebuilds an intent: a fresh `init()`, then each archived parameter set.
    public func intent(from archive: String) throws(IntentArchiveError) -> any AppIntent {
        let (typeName, parameters) = try IntentArchive.parse(archive)
        return try intent(named: typeName, parameters: parameters)
    }

    /// Rebuilds an intent from an archive already parsed (`IntentArchive.parse`).
    package func intent(
        named typeName: String, parameters: [String: JSONValue]
    ) throws(IntentArchiveError) -> any AppIntent {
        guard let type = type(named: typeName) else { throw .unknownType(typeName) }
        let intent = type.init()
        try IntentArchive.apply(parameters, to: intent, requireAll: true)
        return intent
    }
}
