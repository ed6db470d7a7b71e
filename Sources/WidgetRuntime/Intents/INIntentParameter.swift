import Foundation
import StrictJSON

/// One parameter of a configured `INIntent`, seen by the host as an `@Parameter` is: archived, checked,
/// set from an archive and described for the edit form.
///
/// Archived values: strings, booleans and numbers as JSON's; date components as `yyyy-MM-dd` or
/// `yyyy-MM-ddTHH:mm`; a URL as its absolute string; an enum by its case's name (`null` for `unknown`); a
/// custom type's value as `{"display":…,"identifier":…}` with `"properties":{…}` (the type's own, archived alike)
/// when one has a value; an array as an array of those; `null` for no value.
final class INIntentParameter: AnyIntentParameter {
    let intent: INIntent
    let definition: _INParameterDescription

    init(intent: INIntent, definition: _INParameterDescription) {
        self.intent = intent
        self.definition = definition
    }

    var valueType: Any.Type { type(of: intent.value(forKey: definition.name) as Any) }
    /// Every parameter but an enum may have no value; an enum's "no value" is its `unknown` case.
    var isOptional: Bool { !isEnumeration || definition.isArray }
    var hasValue: Bool {
        guard let value = intent.value(forKey: definition.name) else { return false }
        return !(isEnumeration && !definition.isArray && (value as? Int) == 0)
    }
    var hasDefault: Bool { definition.defaultValue != nil }
    var archivedValue: JSONValue { Self.archive(intent.value(forKey: definition.name), as: definition) }
    var archivedDefault: JSONValue? { Self.defaultValue(of: definition).map { Self.archive($0, as: definition) } }
    var holdsEntities: Bool { false }

    private var isEnumeration: Bool {
        if case .enumeration = definition.valueType { return true }
        return false
    }

    func accepts(_ json: JSONValue) -> Bool { Self.value(of: json, as: definition) != nil }

    func setArchived(_ json: JSONValue) -> Bool {
        guard let value = Self.value(of: json, as: definition) else { return false }
        intent.setValue(value.stored, forKey: definition.name)
        return true
    }

    func resolveEntities(_ json: JSONValue) async {}

    /// None here: a dynamic parameter's options are its Intents handler's (WidgetHost+IntentsExtension).
    func formChoices(locale: Locale) async throws -> [WidgetConfigurationSchema.Choice]? { nil }

    func schema(name: String, locale: Locale) -> WidgetConfigurationSchema.Parameter {
        var parameter = WidgetConfigurationSchema.Parameter(
            name: name, title: definition.title, type: .unsupported, isOptional: isOptional,
            value: ConfigurationValue(archivedValue), defaultValue: archivedDefault.flatMap(ConfigurationValue.init),
            minimum: definition.minimum, maximum: definition.maximum)
        guard !definition.isArray else { return parameter }
        switch definition.valueType {
        case .string: parameter.type = .string
        case .boolean: parameter.type = .bool
        case .integer: parameter.type = .int
        case .decimal: parameter.type = .double
        case .dateComponents: parameter.type = .date
        case .url: parameter.type = .url
        case .enumeration(let typeName, let cases):
            parameter.type = .enum
            parameter.enumType = typeName
            parameter.cases = cases.map { .init(value: $0.name, title: $0.title) }
        case .object: break  // chosen from the app's options, which iOS asks the Intents extension for
        }
        return parameter
    }

    // MARK: Coding

    /// A value as the generated property stores it (nil: no value), told apart from "not readable".
    struct Stored {
        let stored: Any?
    }

    /// The definition's default as the property stores it.
    static func defaultValue(of definition: _INParameterDescription) -> Any? {
        guard let text = definition.defaultValue, !definition.isArray else { return nil }
        switch definition.valueType {
        case .string: return text
        case .boolean: return Bool(text).map { NSNumber(value: $0) }
        case .integer: return Int(text).map { NSNumber(value: $0) }
        case .decimal: return Double(text).map { NSNumber(value: $0) }
        case .dateComponents: return dateComponents(text)
        case .url: return URL(string: text)
        case .enumeration(_, let cases): return cases.first { $0.name == text }?.rawValue
        case .object: return nil
        }
    }

    static func archive(_ value: Any?, as definition: _INParameterDescription) -> JSONValue {
        guard let value else { return .null }
        if definition.isArray {
            guard let values = value as? [Any] else { return .null }
            return .array(values.map { element(archiving: $0, as: definition.valueType) })
        }
        return element(archiving: value, as: definition.valueType)
    }

    private static func element(archiving value: Any, as type: _INParameterDescription.ValueType) -> JSONValue {
        switch type {
        case .string: return (value as? String).map(JSONValue.string) ?? .null
        case .boolean: return (value as? NSNumber).map { .bool($0.boolValue) } ?? .null
        case .integer: return (value as? NSNumber).map { .int($0.intValue) } ?? .null
        case .decimal: return (value as? NSNumber).map { .double($0.doubleValue) } ?? .null
        case .dateComponents: return (value as? DateComponents).map { .string(text(of: $0)) } ?? .null
        case .url: return (value as? URL).map { .string($0.absoluteString) } ?? .null
        case .enumeration(_, let cases):
            let raw = (value as? Int) ?? (value as? NSNumber)?.intValue ?? 0
            return cases.first { $0.rawValue == raw }.map { .string($0.name) } ?? .null
        case .object:
            guard let object = value as? INObject else { return .null }
            var fields: [String: JSONValue] = [
                "display": .string(object.displayString),
                "identifier": object.identifier.map(JSONValue.string) ?? .null,
            ]
            // The type's own properties that have a value, as iOS keeps them in the archived object.
            var properties: [String: JSONValue] = [:]
            for property in Swift.type(of: object)._propertyDescriptions {
                let archived = archive(object.value(forKey: property.name), as: property)
                if archived != .null { properties[property.name] = archived }
            }
            if !properties.isEmpty { fields["properties"] = .object(properties) }
            return .object(fields)
        }
    }

    /// The stored value an archived one stands for, or nil when it does not fit the parameter.
    static func value(of json: JSONValue, as definition: _INParameterDescription) -> Stored? {
        if case .null = json { return Stored(stored: isEnumeration(definition) && !definition.isArray ? 0 : nil) }
        if definition.isArray {
            guard case .array(let elements) = json else { return nil }
            var values: [Any] = []
            for json in elements {
                guard let value = element(of: json, as: definition.valueType) else { return nil }
                values.append(value)
            }
            return Stored(stored: typedArray(values, of: definition.valueType))
        }
        return element(of: json, as: definition.valueType).map { Stored(stored: $0) }
    }

    private static func isEnumeration(_ definition: _INParameterDescription) -> Bool {
        if case .enumeration = definition.valueType { return true }
        return false
    }

    private static func element(of json: JSONValue, as type: _INParameterDescription.ValueType) -> Any? {
        switch (type, json) {
        case (.string, .string(let text)): return text
        case (.boolean, .bool(let flag)): return NSNumber(value: flag)
        case (.integer, .int(let number)): return NSNumber(value: number)
        case (.decimal, .int(let number)): return NSNumber(value: Double(number))
        case (.decimal, .double(let number)): return NSNumber(value: number)
        case (.dateComponents, .string(let text)): return dateComponents(text)
        case (.url, .string(let text)): return URL(string: text).flatMap { $0.scheme == nil ? nil : $0 }
        case (.enumeration(_, let cases), .string(let name)): return cases.first { $0.name == name }?.rawValue
        case (.object(let objectType), .object(let fields)):
            guard case .string(let display)? = fields["display"],
                Set(fields.keys).isSubset(of: ["display", "identifier", "properties"])
            else { return nil }
            let object: INObject
            switch fields["identifier"] {
            case .string(let identifier)?:
                object = objectType.init(identifier: identifier, display: display, pronunciationHint: nil)
            case .null?, nil: object = objectType.init(identifier: nil, display: display, pronunciationHint: nil)
            default: return nil
            }
            switch fields["properties"] {
            case .object(let properties)?:
                for (name, json) in properties {
                    guard let property = objectType._propertyDescriptions.first(where: { $0.name == name }),
                        let value = value(of: json, as: property)
                    else { return nil }
                    object.setValue(value.stored, forKey: name)
                }
            case nil: break
            default: return nil
            }
            return object
        default: return nil
        }
    }

    /// An array typed as the generated property reads it (`[String]`, `[NSNumber]`, `[City]` as `[INObject]`).
    private static func typedArray(_ values: [Any], of type: _INParameterDescription.ValueType) -> Any {
        switch type {
        case .string: values.compactMap { $0 as? String }
        case .boolean, .integer, .decimal: values.compactMap { $0 as? NSNumber }
        case .dateComponents: values.compactMap { $0 as? DateComponents }
        case .url: values.compactMap { $0 as? URL }
        case .enumeration: values.compactMap { ($0 as? Int).map { NSNumber(value: $0) } }
        case .object: values.compactMap { $0 as? INObject }
        }
    }

    // MARK: Date components

    /// `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm` (seconds and a fraction or zone after them are read and dropped: an
    /// edit form's date-time sends them), as Gregorian date components.
    static func dateComponents(_ text: String) -> DateComponents? {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard date.count == 3, let year = date[0], let month = date[1], let day = date[2],
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var components = DateComponents(calendar: Calendar(identifier: .gregorian), year: year, month: month, day: day)
        if parts.count == 2 {
            let time = parts[1].prefix(5).split(separator: ":").map { Int($0) }
            guard time.count == 2, let hour = time[0], let minute = time[1], (0..<24).contains(hour),
                (0..<60).contains(minute)
            else { return nil }
            components.hour = hour
            components.minute = minute
        }
        return components
    }

    static func text(of components: DateComponents) -> String {
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = "\(padded(components.year, 4))-\(padded(components.month, 2))-\(padded(components.day, 2))"
        if components.hour != nil || components.minute != nil {
            text += "T\(padded(components.hour, 2)):\(padded(components.minute, 2))"
        }
        return text
    }
}
