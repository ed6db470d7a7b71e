import Foundation
import StrictJSON

/// A type an intent parameter can hold.
///
/// `ValueType` is the type without optionality (`Int` for `Int?`), which selects the parameter initializers
/// (stepper bounds for integers, for example); `UnwrappedType` is what `default:` takes.
public protocol _IntentValue: Sendable {
    /// The parameter's value type without optionality.
    associatedtype ValueType = Self
    /// The type of a parameter's default value.
    associatedtype UnwrappedType = Self
}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension Never: _IntentValue {}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped.UnwrappedType
}

/// How each supported parameter type is archived, described and checked.
package enum IntentValueKind: Equatable, Sendable {
    case string, int, double, bool, date, url
    /// An `AppEnum`: its name and each case's raw value and title, resolved where they are shown.
    case enumeration(typeName: LocalizedStringResource, cases: [(value: String, title: LocalizedStringResource)])

    package static func == (lhs: IntentValueKind, rhs: IntentValueKind) -> Bool {
        lhs.name == rhs.name
    }

    /// The name the configuration schema reports.
    package var name: String {
        switch self {
        case .string: return "string"
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .date: return "date"
        case .url: return "url"
        case .enumeration: return "enum"
        }
    }
}

/// Archiving of parameter values: what each type becomes in JSON and back.
package enum IntentValueCoding {
    private static func dateFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }

    /// Whether `T` is `Optional<Something>`.
    package static func isOptional<T>(_ type: T.Type) -> Bool { type is any OptionalIntentValue.Type }

    /// The type without optionality.
    package static func unwrappedType(_ type: Any.Type) -> Any.Type {
        (type as? any OptionalIntentValue.Type)?.wrappedType ?? type
    }

    package static func kind(of type: Any.Type) -> IntentValueKind? {
        let base = unwrappedType(type)
        switch base {
        case is String.Type: return .string
        case is Int.Type: return .int
        case is Double.Type: return .double
        case is Bool.Type: return .bool
        case is Date.Type: return .date
        case is URL.Type: return .url
        default:
            guard let enumType = base as? any AppEnum.Type else { return nil }
            return enumKind(enumType)
        }
    }

    private static func enumKind<E: AppEnum>(_ type: E.Type) -> IntentValueKind {
        .enumeration(
            typeName: E.typeDisplayRepresentation.name,
            cases: E.allCases.map { (String(describing: $0.rawValue), $0.displayTitle) })
    }

    /// The JSON for a value (`nil` optional → `null`).
    package static func encode(_ value: Any) -> JSONValue {
        // The common concrete types first: a cast to them is a comparison of metadata, the protocol cast below
        // a conformance lookup.
        switch value {
        case let value as String: return .string(value)
        case let value as Int: return .int(value)
        case let value as Double: return .double(value)
        case let value as Bool: return .bool(value)
        default: break
        }
        if let optional = value as? any OptionalIntentValue {
            guard let wrapped = optional.wrappedAny else { return .null }
            return encode(wrapped)
        }
        switch value {
        case let value as Date: return .string(dateFormatter().string(from: value))
        case let value as URL: return .string(value.absoluteString)
        case let value as any AppEnum: return .string(String(describing: value.rawValue))
        // An entity by its identifier, looked up again through its query (`IntentArchive.resolveEntities`).
        case let value as any AppEntity: return .string(value.id.entityIdentifierString)
        case let value as any ArrayIntentValue: return .array(value.elements.map(encode))
        default: return .null
        }
    }

    /// The value of type `T` for `json`, or `nil` when the JSON does not fit the type.
    package static func decode<T>(_ json: JSONValue, as type: T.Type) -> T? {
        // The common concrete types first, by metadata identity: the protocol cast below is a conformance
        // lookup, and every tap decodes its intent's parameters twice (check, then set).
        switch json {
        case .string(let value) where type == String.self: return value as? T
        case .int(let value) where type == Int.self: return value as? T
        case .bool(let value) where type == Bool.self: return value as? T
        case .double(let value) where type == Double.self: return value as? T
        default: break
        }
        if let optionalType = type as? any OptionalIntentValue.Type {
            if json == .null { return (optionalType.none as! T) }
            guard let wrapped = decodeAny(json, as: optionalType.wrappedType) else { return nil }
            return optionalType.wrapping(wrapped) as? T
        }
        return decodeAny(json, as: type) as? T
    }

    private static func decodeAny(_ json: JSONValue, as type: Any.Type) -> Any? {
        switch (type, json) {
        case (is String.Type, .string(let value)): return value
        case (is Int.Type, .int(let value)): return value
        case (is Double.Type, .double(let value)): return value
        case (is Double.Type, .int(let value)): return Double(value)
        case (is Bool.Type, .bool(let value)): return value
        case (is Date.Type, .string(let value)):
            if let date = dateFormatter().date(from: value) { return date }
            let plain = ISO8601DateFormatter()
            return plain.date(from: value)
        case (is URL.Type, .string(let value)):
            guard let url = URL(string: value), url.scheme != nil else { return nil }
            return url
        case (let enumType as any AppEnum.Type, .string(let value)):
            return enumCase(enumType, rawValue: value)
        case (let listType as any ArrayIntentValue.Type, .array(let items)):
            // Entities are set by `IntentArchive.resolveEntities`, which looks their identifiers up.
            if listType.elementType is any AppEntity.Type { return listType.emptyArray }
            var elements: [Any] = []
            for item in items {
                guard let element = decodeAny(item, as: listType.elementType) else { return nil }
                elements.append(element)
            }
            return listType.array(of: elements)
        case (let listType as any ArrayIntentValue.Type, .null):
            return listType.emptyArray
        default:
            return nil
        }
    }

    /// The entity type of an `AppEntity` parameter or of a list of them (optional or not), nil for any other.
    package static func entityType(of type: Any.Type) -> (any AppEntity.Type)? {
        let base = unwrappedType(type)
        if let entity = base as? any AppEntity.Type { return entity }
        return ((base as? any ArrayIntentValue.Type)?.elementType).flatMap { $0 as? any AppEntity.Type }
    }

    /// Whether `json` can stand for an entity parameter of `type`: an identifier (a list of them for a list),
    /// or `null` for an optional or a list.
    package static func acceptsEntities(_ json: JSONValue, as type: Any.Type) -> Bool {
        let isList = unwrappedType(type) is any ArrayIntentValue.Type
        switch json {
        case .null: return isOptional(type) || isList
        case .string: return !isList
        case .array(let items):
            return isList && items.allSatisfy { if case .string = $0 { true } else { false } }
        default: return false
        }
    }

    /// The identifiers an entity parameter's JSON holds, in order.
    package static func entityIdentifiers(in json: JSONValue) -> [String] {
        switch json {
        case .string(let identifier): [identifier]
        case .array(let items): items.compactMap { if case .string(let identifier) = $0 { identifier } else { nil } }
        default: []
        }
    }

    /// The entities of `type` with these identifiers, from its `defaultQuery`, in the identifiers' order; an
    /// identifier the query does not find (or a query that throws) is left out.
    package static func entities(of type: any AppEntity.Type, identifiers: [String]) async -> [Any] {
        await entities(type, identifiers)
    }

    private static func entities<E: AppEntity>(_ type: E.Type, _ identifiers: [String]) async -> [Any] {
        let ids = identifiers.compactMap { E.ID.entityIdentifier(for: $0) }
        guard !ids.isEmpty, let found = try? await E.defaultQuery.entities(for: ids) else { return [] }
        return ids.compactMap { id in found.first { $0.id == id } }
    }

    /// The entities `type`'s default query suggests (an enumerable query's: all of them).
    package static func suggestedEntities(of type: any AppEntity.Type) async throws -> [Any] {
        try await suggested(type)
    }

    private static func suggested<E: AppEntity>(_ type: E.Type) async throws -> [Any] {
        try await E.defaultQuery.suggestedEntities()
    }

    /// A parameter value of `type` (an entity, an optional one, or a list) holding `entities`; nil when they do
    /// not make one (no entity for a single one).
    package static func value(ofEntities entities: [Any], as type: Any.Type) -> Any? {
        let value: Any?
        if let listType = unwrappedType(type) as? any ArrayIntentValue.Type {
            value = listType.array(of: entities)
        } else {
            value = entities.first
        }
        guard let value else { return nil }
        if let optionalType = type as? any OptionalIntentValue.Type { return optionalType.wrapping(value) }
        return value
    }

    private static func enumCase<E: AppEnum>(_ type: E.Type, rawValue: String) -> Any? {
        E.allCases.first { String(describing: $0.rawValue) == rawValue }
    }
}

/// Lets the runtime see through `Optional` parameter types.
package protocol OptionalIntentValue {
    static var wrappedType: Any.Type { get }
    static var none: Any { get }
    static func wrapping(_ value: Any) -> Any?
    var wrappedAny: Any? { get }
}

extension Optional: OptionalIntentValue {
    package static var wrappedType: Any.Type { Wrapped.self }
    package static var none: Any {
        let empty: Wrapped? = nil
        return empty as Any
    }
    package static func wrapping(_ value: Any) -> Any? {
        guard let wrapped = value as? Wrapped else { return nil }
        return Optional(wrapped) as Any
    }
    package var wrappedAny: Any? { self.map { $0 as Any } }
}
