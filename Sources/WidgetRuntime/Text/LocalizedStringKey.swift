import Foundation

/// The key used to look up an entry in a strings file or strings dictionary file.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key as Xcode extracts it: literals with `%` doubled, interpolations as format specifiers.
    package var key: String
    package var arguments: [FormatArgument]
    /// Whether the key came from an interpolation (and so is a format string with `%%` escapes).
    package var isFormat: Bool

    /// One interpolated value of a localized string.
    package indirect enum FormatArgument: Equatable, Sendable {
        case value(LocalizableArgument)
        case text(Text)
    }

    /// Creates a localized string key from the given string value.
    public init(_ value: String) {
        key = value
        arguments = []
        isFormat = false
    }

    /// Creates a localized string key from the given string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a localized string key from the given string interpolation.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        isFormat = true
    }

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [FormatArgument] = []

        /// Creates an empty instance ready to be filled with string literal content.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends a literal string segment to a string interpolation.
        public mutating func appendLiteral(_ literal: String) {
            key.appendFormatLiteral(literal)
        }

        /// Appends a literal string.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.value(.string(string)))
        }

        /// Appends an interpolated value with its default format specifier (`%lld`, `%lf`…).
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            key += value._specifier
            arguments.append(.value(LocalizableArgument(value._arg)))
        }

        /// Appends an interpolated value with an explicit format specifier such as `%.1f`.
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            key += specifier
            arguments.append(.value(LocalizableArgument(value._arg)))
        }

        /// Appends the formatted representation of a value using a format style.
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
        where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
            key += "%@"
            // As a Text, formatted when drawn in the environment's locale (as SwiftUI does), not the process's.
            arguments.append(.text(Text(input, format: format)))
        }

        /// Appends a text view, keeping its styling.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text))
        }

        /// Appends an image (a symbol) inline with the text.
        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            arguments.append(.text(Text(image)))
        }

        /// Appends a reference-convertible value, formatted by `formatter` when one is given.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible {
            key += "%@"
            arguments.append(.value(.string(formatter?.string(for: subject) ?? String(describing: subject))))
        }

        /// Appends a value Foundation bridges to an object (`Date`, `Decimal`…), formatted by `formatter`.
        ///
        /// Apple's Foundation makes `Date` `ReferenceConvertible`; Linux's only bridgeable, so code passing a
        /// date to the overload above needs this one here.
        @_disfavoredOverload
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: _ObjectiveCBridgeable {
            key += "%@"
            arguments.append(.value(.string(formatter?.string(for: subject) ?? String(describing: subject))))
        }

        /// Appends an object, formatted by `formatter` when one is given.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: NSObject {
            key += "%@"
            arguments.append(.value(.string(formatter?.string(for: subject) ?? subject.description)))
        }

        /// Appends a timer counting within an interval.
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            key += "%@"
            arguments.append(
                .text(
                    Text(
                        timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                        showsHours: showsHours)))
        }

        /// Appends a localized string resource.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            key += "%@"
            arguments.append(.text(Text(resource)))
        }

        /// Appends a date in one of the `Text.DateStyle` styles.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key += "%@"
            arguments.append(.text(Text(date, style: style)))
        }
    }
}

/// A type that SwiftUI knows how to format in a localized string (with a printf specifier).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}
