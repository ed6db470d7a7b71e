import Foundation

/// One parameter of an intent, as the definition file describes it: what code generated from an
/// `.intentdefinition` file returns from `INIntent._parameterDescriptions` (Xcode keeps this in the compiled
/// definition that iOS reads; Linux has nothing to read it from, so the generated class says it).
public struct _INParameterDescription: Sendable {
    /// The type of a parameter's value, and how its property stores it.
    public enum ValueType: Sendable {
        /// `String`.
        case string
        /// `NSNumber` holding a Bool.
        case boolean
        /// `NSNumber` holding an Int.
        case integer
        /// `NSNumber` holding a Double.
        case decimal
        /// `DateComponents`.
        case dateComponents
        /// `URL`.
        case url
        /// An `@objc` enum stored by its raw value (0: `unknown`); its cases besides `unknown`.
        case enumeration(typeName: String, cases: [_INEnumCase])
        /// A custom type: an `INObject` subclass.
        case object(INObject.Type)
    }

    /// The property's name.
    public let name: String
    /// The title shown for the parameter.
    public let title: String
    public let valueType: ValueType
    /// Whether the parameter holds an array of values.
    public let isArray: Bool
    /// The definition's default value as written there (`true`, `3`, `2.5`, an enum case's name, a string).
    public let defaultValue: String?
    /// The bounds of a number parameter.
    public let minimum: Double?
    public let maximum: Double?
    /// Whether the app's Intents handler provides the parameter's options (`provide…OptionsCollection`).
    public let hasDynamicOptions: Bool

    /// Describes a parameter.
    public init(
        name: String, title: String, valueType: ValueType, isArray: Bool = false, defaultValue: String? = nil,
        minimum: Double? = nil, maximum: Double? = nil, hasDynamicOptions: Bool = false
    ) {
        self.name = name
        self.title = title
        self.valueType = valueType
        self.isArray = isArray
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.hasDynamicOptions = hasDynamicOptions
    }
}

/// One case of an intent definition's enum.
public struct _INEnumCase: Sendable {
    /// The `@objc` enum's raw value.
    public let rawValue: Int
    /// The case's name in the definition (what archives and forms use).
    public let name: String
    /// The title shown for the case.
    public let title: String

    /// Describes a case.
    public init(rawValue: Int, name: String, title: String) {
        self.rawValue = rawValue
        self.name = name
        self.title = title
    }
}
