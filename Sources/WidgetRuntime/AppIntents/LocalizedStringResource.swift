import Foundation

/// A reference to a localizable string, resolved when it is shown.
///
/// Foundation on Linux has no `LocalizedStringResource`, so App Intents' titles, descriptions and display
/// representations use this one. It keeps the catalog key (with format specifiers such as `%lld`) and the
/// interpolated arguments, and is resolved from the String Catalog for the locale it is shown in.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible {
    /// An interpolated argument, kept with the type that decides its format specifier.
    package enum Argument: Hashable, Sendable {
        case int(Int)
        case double(Double)
        case string(String)
    }

    /// The key to look up in the string catalog (`"%lld tasks left"` for `"\(n) tasks left"`).
    public let key: String
    /// The table (catalog) to look the key up in; `nil` means `Localizable`.
    public let table: String?
    /// The interpolated arguments, in order.
    package let arguments: [Argument]
    /// The bundle whose catalog has the key (`bundle: .atURL(_)`); nil means the main bundle.
    package let bundlePath: String?
    /// The format shown where no catalog has the key (`defaultValue:`); nil means the key itself.
    package let defaultValue: String?

    /// Creates a resource whose key and default value are `key` (a string known only at run time; Apple's
    /// Foundation takes `String.LocalizationValue(key)` for it).
    @_disfavoredOverload
    public init(_ key: String, table: String? = nil) {
        self.init(key: key, table: table, arguments: [])
    }

    package init(
        key: String, table: String?, arguments: [Argument], bundlePath: String? = nil, defaultValue: String? = nil
    ) {
        self.key = key
        self.table = table
        self.arguments = arguments
        self.bundlePath = bundlePath
        self.defaultValue = defaultValue
    }

    /// The string for `locale` from the String Catalog of the main bundle (the widget extension's on iOS,
    /// the package's resources on Linux), falling back to the development-language value.
    package func resolved(locale: Locale) -> String {
        let catalogArguments: [LocalizableArgument] = arguments.map { argument in
            switch argument {
            case .int(let value): .int(Int64(value))
            case .double(let value): .double(value)
            case .string(let value): .string(value)
            }
        }
        let bundle = bundlePath.flatMap { Bundle(path: $0) }
        // Without a catalog entry the default value (else the key itself) is the format: the
        // development-language value.
        if let defaultValue, StringCatalogs.catalog(table: table, bundle: bundle)?.strings[key] == nil {
            return StringCatalogs.localized(
                key: defaultValue, table: nil, bundle: nil, arguments: catalogArguments, locale: locale,
                isFormat: !arguments.isEmpty)
        }
        return StringCatalogs.localized(
            key: key, table: table, bundle: bundle, arguments: catalogArguments, locale: locale,
            isFormat: !arguments.isEmpty)
    }

    public var description: String { resolved(locale: Locale(identifier: "en")) }
}

extension LocalizedStringResource: ExpressibleByStringInterpolation {
    /// Collects literal segments and arguments, building the catalog key with Apple's format specifiers.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            key.appendFormatLiteral(literal)
        }

        mutating func append(_ argument: Argument, specifier: String) {
            key += specifier
            arguments.append(argument)
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
            key: stringInterpolation.key, table: nil, arguments: stringInterpolation.arguments)
    }
}
