import Foundation

/// What the generator reads of an `.intentdefinition` file (an XML property list): its intents with their
/// parameters and response codes, its enums and its custom types.
struct IntentDefinition {
    struct Intent {
        var name: String
        var title: String
        var description: String?
        var parameters: [Parameter]
        var responseCodes: [String]
    }

    struct Parameter {
        enum Kind: Equatable {
            case string, boolean, integer, decimal, dateComponents, url
            case enumeration(String)
            case object(String)
        }

        var name: String
        var title: String
        var kind: Kind
        var isArray: Bool
        var defaultValue: String?
        var minimum: Double?
        var maximum: Double?
        /// Whether the app's Intents handler provides the options (`provide…OptionsCollection`).
        var hasDynamicOptions = false
        /// Whether the options method also takes the text the user searches for.
        var supportsSearch = false
    }

    struct Enumeration {
        var name: String
        var title: String
        /// The cases other than `unknown`, with their raw values.
        var cases: [(name: String, title: String, index: Int)]
    }

    struct CustomType {
        var name: String
        /// The properties the definition adds to `identifier`, `displayString` and the other built-in ones.
        var properties: [Parameter]
    }

    var intents: [Intent] = []
    var enumerations: [Enumeration] = []
    var types: [CustomType] = []
}

extension IntentDefinition {
    /// Reads a definition file; every error names the file.
    init(contentsOf url: URL) throws {
        let file = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw IntentDefinitionError("\(file): cannot be read")
        }
        let root: [String: Any]
        do {
            guard let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { throw IntentDefinitionError("\(file): not a dictionary property list") }
            root = plist
        } catch let error as IntentDefinitionError {
            throw error
        } catch {
            throw IntentDefinitionError("\(file): not a property list")
        }
        guard root["INIntentDefinitionModelVersion"] != nil else {
            throw IntentDefinitionError("\(file): not an intent definition (no INIntentDefinitionModelVersion)")
        }
        let reader = Reader(file: file)
        enumerations = try reader.list(root, "INEnums").map { try reader.enumeration($0) }
        types = try reader.list(root, "INTypes").map { try reader.customType($0) }
        intents = try reader.list(root, "INIntents").map { try reader.intent($0) }
        // Every enum and type a parameter names must be declared in the file.
        for parameter in intents.flatMap(\.parameters) + types.flatMap(\.properties) {
            switch parameter.kind {
            case .enumeration(let name) where !enumerations.contains(where: { $0.name == name }):
                throw IntentDefinitionError("\(file): parameter '\(parameter.name)' names undeclared enum '\(name)'")
            case .object(let name) where !types.contains(where: { $0.name == name }):
                throw IntentDefinitionError("\(file): parameter '\(parameter.name)' names undeclared type '\(name)'")
            default: break
            }
        }
    }

    /// Reads the dictionaries of one definition, naming the file and the entry in every error.
    private struct Reader {
        let file: String

        func fail(_ message: String) -> IntentDefinitionError { IntentDefinitionError("\(file): \(message)") }

        func list(_ dictionary: [String: Any], _ key: String) throws -> [[String: Any]] {
            guard let value = dictionary[key] else { return [] }
            guard let list = value as? [[String: Any]] else { throw fail("\(key) is not a list of dictionaries") }
            return list
        }

        func string(_ dictionary: [String: Any], _ key: String, in place: String) throws -> String {
            guard let value = dictionary[key] as? String, !value.isEmpty else { throw fail("\(place): no \(key)") }
            guard value.first!.isLetter || value.first == "_",
                value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { throw fail("\(place): \(key) '\(value)' is not a Swift name") }
            return value
        }

        func enumeration(_ entry: [String: Any]) throws -> Enumeration {
            let name = try string(entry, "INEnumName", in: "an enum")
            var cases: [(name: String, title: String, index: Int)] = []
            for (position, value) in try list(entry, "INEnumValues").enumerated() {
                let caseName = try string(value, "INEnumValueName", in: "enum \(name)")
                let index = (value["INEnumValueIndex"] as? Int) ?? position
                guard caseName != "unknown" else { continue }
                cases.append((caseName, value["INEnumValueDisplayName"] as? String ?? caseName, index))
            }
            return Enumeration(name: name, title: entry["INEnumDisplayName"] as? String ?? name, cases: cases)
        }

        func customType(_ entry: [String: Any]) throws -> CustomType {
            let name = try string(entry, "INTypeName", in: "a type")
            let properties = try list(entry, "INTypeProperties").filter {
                ($0["INTypePropertyDefault"] as? Bool) != true
            }
            .map { property in
                try parameter(
                    property, prefix: "INTypeProperty", in: "type \(name)")
            }
            return CustomType(name: name, properties: properties)
        }

        func intent(_ entry: [String: Any]) throws -> Intent {
            let name = try string(entry, "INIntentName", in: "an intent")
            let parameters = try list(entry, "INIntentParameters").map {
                try parameter($0, prefix: "INIntentParameter", in: "intent \(name)")
            }
            let response = entry["INIntentResponse"] as? [String: Any] ?? [:]
            let codes = try list(response, "INIntentResponseCodes").map {
                try string($0, "INIntentResponseCodeName", in: "intent \(name)'s response")
            }
            return Intent(
                name: name, title: entry["INIntentTitle"] as? String ?? name,
                description: entry["INIntentDescription"] as? String, parameters: parameters, responseCodes: codes)
        }

        /// A parameter of an intent (`INIntentParameter…` keys) or a property of a type (`INTypeProperty…`).
        func parameter(_ entry: [String: Any], prefix: String, in place: String) throws -> Parameter {
            let name = try string(entry, prefix + "Name", in: place)
            let type = entry[prefix + "Type"] as? String ?? ""
            let kind: Parameter.Kind
            if let enumType = entry[prefix + "EnumType"] as? String {
                kind = .enumeration(enumType)
            } else {
                switch type {
                case "String": kind = .string
                case "Boolean": kind = .boolean
                case "Integer": kind = .integer
                case "Decimal": kind = .decimal
                case "DateComponents": kind = .dateComponents
                case "URL": kind = .url
                case "Object":
                    guard let objectType = entry[prefix + "ObjectType"] as? String else {
                        throw fail("\(place): parameter '\(name)' is an Object without \(prefix)ObjectType")
                    }
                    kind = .object(objectType)
                default:
                    throw fail("\(place): parameter '\(name)' has type '\(type)', which is not supported here")
                }
            }
            let metadata = entry[prefix + "Metadata"] as? [String: Any] ?? [:]
            return Parameter(
                name: name, title: entry[prefix + "DisplayName"] as? String ?? name, kind: kind,
                isArray: (entry[prefix + "SupportsMultipleValues"] as? Bool) ?? false,
                defaultValue: metadata["INIntentParameterMetadataDefaultValue"].map(Self.text),
                minimum: Self.number(metadata["INIntentParameterMetadataMinimumValue"]),
                maximum: Self.number(metadata["INIntentParameterMetadataMaximumValue"]),
                hasDynamicOptions: (entry[prefix + "SupportsDynamicEnumeration"] as? Bool) ?? false,
                supportsSearch: (entry[prefix + "SupportsSearch"] as? Bool) ?? false)
        }

        static func text(_ value: Any) -> String {
            switch value {
            case let flag as Bool: String(flag)
            case let number as Int: String(number)
            case let number as Double: String(number)
            default: "\(value)"
            }
        }

        static func number(_ value: Any?) -> Double? {
            switch value {
            case let number as Int: Double(number)
            case let number as Double: number
            case let text as String: Double(text)
            default: nil
            }
        }
    }
}

/// A failure of the generator, printed as one line naming the file.
struct IntentDefinitionError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
