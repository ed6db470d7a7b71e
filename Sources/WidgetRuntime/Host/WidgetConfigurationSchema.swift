import Foundation
import StrictJSON

/// A value for a configuration parameter, as an edit form or a command line gives it.
public enum ConfigurationValue: Sendable, Codable, Equatable, CustomStringConvertible {
    case string(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// Several choices, in order (a list parameter's).
    case list([String])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let values = try? container.decode([String].self) {
            self = .list(values)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .list(let values): try container.encode(values)
        }
    }

    public var description: String {
        switch self {
        case .string(let value): value
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .list(let values): values.joined(separator: ",")
        }
    }

    init?(_ json: JSONValue) {
        switch json {
        case .string(let value): self = .string(value)
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .array(let elements):
            var values: [String] = []
            for element in elements {
                guard case .string(let value) = element else { return nil }
                values.append(value)
            }
            self = .list(values)
        case .null, .object: return nil
        }
    }
}

/// The configuration of a widget (its `WidgetConfigurationIntent`), as every editor shows it: each
/// `@Parameter` with its type, title, value and choices, the titles in the host's language. The one
/// description of a configuration that the server's Edit Widget form and the command line's `--set` use.
public struct WidgetConfigurationSchema: Codable, Sendable, Equatable {
    /// One choice of an `AppEnum` parameter (its raw value and its title), an entity an entity parameter offers
    /// (its identifier and its title), a string an options provider offers, or one option an Intents handler
    /// provides (its identifier, its display string and the title of its section).
    public struct Choice: Codable, Sendable, Equatable {
        public var value: String
        public var title: String
        /// The title of the section the option is in (`INObjectSection`), if it has one.
        public var section: String?

        public init(value: String, title: String, section: String? = nil) {
            self.value = value
            self.title = title
            self.section = section
        }
    }

    /// One `@Parameter`.
    public struct Parameter: Codable, Sendable, Equatable {
        /// The parameter's value type.
        public enum Kind: String, Codable, Sendable {
            case string, int, double, bool, date, url
            /// One of ``Parameter/cases``: an `AppEnum`'s, or the options a parameter offers.
            case `enum`
            /// A list parameter: several of ``Parameter/cases``, in the order chosen.
            case choices
            /// A type a form cannot edit.
            case unsupported
        }

        /// Why a parameter a form could edit cannot be set here.
        public enum Unavailability: String, Codable, Sendable {
            /// Its options come from the app's Intents extension, and none is linked into the program.
            case noIntentsHandler
            /// The Intents handler failed to provide its options.
            case optionsFailed
        }

        /// The property's name (what an archive and `--set NAME=VALUE` use).
        public var name: String
        public var title: String
        public var description: String?
        public var type: Kind
        public var isOptional: Bool
        /// The current value (nil: an empty optional).
        public var value: ConfigurationValue?
        public var defaultValue: ConfigurationValue?
        /// The bounds of a numeric parameter (`inclusiveRange`).
        public var minimum: Double?
        public var maximum: Double?
        /// The control style the parameter asks for (`controlStyle`), if any.
        public var control: String?
        /// An `AppEnum` parameter's type name and cases.
        public var enumType: String?
        public var cases: [Choice]?
        /// Set when the parameter cannot be set here, saying why (its `type` is then `unsupported`).
        public var unavailable: Unavailability?

        public init(
            name: String, title: String, description: String? = nil, type: Kind, isOptional: Bool = false,
            value: ConfigurationValue?, defaultValue: ConfigurationValue? = nil, minimum: Double? = nil,
            maximum: Double? = nil, control: String? = nil, enumType: String? = nil, cases: [Choice]? = nil
        ) {
            self.name = name
            self.title = title
            self.description = description
            self.type = type
            self.isOptional = isOptional
            self.value = value
            self.defaultValue = defaultValue
            self.minimum = minimum
            self.maximum = maximum
            self.control = control
            self.enumType = enumType
            self.cases = cases
        }

        /// `value` if it is one this parameter takes, else nil.
        public func accepted(_ value: ConfigurationValue) -> ConfigurationValue? {
            switch (type, value) {
            case (.enum, .string(let raw)):
                // An empty value clears an optional choice (the form's "None").
                if raw.isEmpty, isOptional { return value }
                return cases?.contains { $0.value == raw } == true ? value : nil
            case (.bool, .bool):
                return value
            case (.int, .int(let number)):
                return isWithinBounds(Double(number)) ? value : nil
            case (.double, .int(let number)):
                return isWithinBounds(Double(number)) ? .double(Double(number)) : nil
            case (.double, .double(let number)):
                return isWithinBounds(number) ? value : nil
            case (.string, .string), (.date, .string), (.url, .string):
                return value
            case (.choices, .list(let values)):
                return values.allSatisfy { value in cases?.contains { $0.value == value } == true }
                    ? .list(values) : nil
            default:
                return nil
            }
        }

        /// A value typed on a command line (`true`, `3`, `high`), read as this parameter's type.
        public func value(parsing text: String) -> ConfigurationValue? {
            switch type {
            case .bool: Bool(text).flatMap { accepted(.bool($0)) }
            case .int: Int(text).flatMap { accepted(.int($0)) }
            case .double: Double(text).flatMap { accepted(.double($0)) }
            case .enum, .string, .date, .url: accepted(.string(text))
            case .choices: accepted(.list(text.split(separator: ",").map(String.init)))
            case .unsupported: nil
            }
        }

        private func isWithinBounds(_ number: Double) -> Bool {
            (minimum.map { number >= $0 } ?? true) && (maximum.map { number <= $0 } ?? true)
        }

        private enum CodingKeys: String, CodingKey {
            case name, title, description, type, value, minimum, maximum, control, enumType, cases, unavailable
            case isOptional = "optional"
            case defaultValue = "default"
        }
    }

    /// The widget kind.
    public var kind: String
    /// The configuration intent's archived type name.
    public var intent: String
    /// The intent's title.
    public var title: String
    public var description: String?
    public var parameters: [Parameter]

    public init(kind: String, intent: String, title: String, description: String? = nil, parameters: [Parameter]) {
        self.kind = kind
        self.intent = intent
        self.title = title
        self.description = description
        self.parameters = parameters
    }

    /// The parameter named `name`.
    public func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// The archive of the configuration intent with `values` (other parameters keep theirs when it is
    /// applied), each checked against its parameter.
    public func archive(_ values: [String: ConfigurationValue]) throws(WidgetHostError) -> String {
        var parameters: [String: JSONValue] = [:]
        for (name, value) in values {
            guard let parameter = parameter(named: name) else {
                throw .unknownConfigurationParameter(name: name, kind: kind)
            }
            guard let accepted = parameter.accepted(value) else { throw .badConfigurationValue(name: name) }
            if parameter.type == .enum, accepted == .string("") {
                parameters[name] = .null
                continue
            }
            switch accepted {
            case .string(let text): parameters[name] = .string(text)
            case .bool(let flag): parameters[name] = .bool(flag)
            case .int(let number): parameters[name] = .int(number)
            case .double(let number): parameters[name] = .double(number)
            case .list(let values): parameters[name] = .array(values.map(JSONValue.string))
            }
        }
        var archive = ""
        JSONValue.object(["parameters": .object(parameters), "type": .string(intent)]).write(to: &archive)
        return archive
    }
}
