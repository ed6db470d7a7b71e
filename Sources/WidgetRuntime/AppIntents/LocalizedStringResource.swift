import Foundation

/// A reference to a localizable string, resolved when it is shown.
///
/// Foundation on Linux has no `LocalizedStringResource`, so App Intents' titles, descriptions and display
/// representations use this one. It keeps the catalog key (with format specifiers such as `%lld`), the value
/// in the development language and the interpolated arguments.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible {
    /// An interpolated argument, kept with the type that decides its format specifier.
    package enum Argument: Hashable, Sendable {
        case int(Int)
        case double(Double)
        case string(String)

        var formatted: String {
            switch self {
            case .int(let value): return String(value)
            case .double(let value): return String(value)
            case .string(let value): return value
            }
        }
    }

    /// The key to look up in the string catalog (`"%lld tasks left"` for `"\(n) tasks left"`).
    public let key: String
    /// The table (catalog) to look the key up in; `nil` means `Localizable`.
    public let table: String?
    /// The literal pieces between the arguments, in the development language.
    package let literals: [String]
    /// The interpolated arguments, in order.
    package let arguments: [Argument]

    /// Creates a resource whose key and default value are `key`.
    public init(_ key: String, table: String? = nil) {
        self.key = key
        self.table = table
        literals = [key]
        arguments = []
    }

    package init(key: String, table: String?, literals: [String], arguments: [Argument]) {
        self.key = key
        self.table = table
        self.literals = literals
        self.arguments = arguments
    }

    /// The string in the development language, arguments substituted.
    ///
    /// The catalog reader of the view layer takes over here after integration; until then every locale
    /// gets the default value.
    package func resolved(locale: Locale) -> String {
        var out = ""
        for (index, literal) in literals.enumerated() {
            out += literal
            if index < arguments.count { out += arguments[index].formatted }
        }
        return out
    }

    public var description: String { resolved(locale: Locale(identifier: "en")) }
}

extension LocalizedStringResource: ExpressibleByStringInterpolation {
    /// Collects literal segments and arguments, building the catalog key with Apple's format specifiers.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var literals: [String] = [""]
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            literals[literals.count - 1] += literal
        }

        mutating func append(_ argument: Argument, specifier: String) {
            key += specifier
            arguments.append(argument)
            literals.append("")
        }

        /// Interpolates an integer (`%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(.int(Int(value)), specifier: "%lld")
        }

        /// Interpolates a floating-point number (`%lf`).
        public mutating func appendInterpolation(_ value: Double) {
            append(.double(value), specifier: "%lf")
        }

        /// Interpolates a string (`%@`).
        public mutating func appendInterpolation(_ value: String) {
            append(.string(value), specifier: "%@")
        }

        /// Interpolates another resource, resolved in the development language (`%@`).
        public mutating func appendInterpolation(_ value: LocalizedStringResource) {
            append(.string(value.description), specifier: "%@")
        }

        /// Interpolates any other value through its description (`%@`).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            append(.string(String(describing: value)), specifier: "%@")
        }
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(
            key: stringInterpolation.key, table: nil, literals: stringInterpolation.literals,
            arguments: stringInterpolation.arguments)
    }
}
