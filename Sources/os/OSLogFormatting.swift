/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    enum Radix: Equatable, Sendable {
        case decimal
        case hex
        case octal
    }

    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int?

    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(
        radix: .decimal, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting(
        radix: .hex, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)
    /// Octal.
    public static let octal = OSLogIntegerFormatting(
        radix: .octal, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: nil)

    /// Decimal, with a `+` before positive numbers and at least `minDigits` digits.
    public static func decimal(
        explicitPositiveSign: Bool = false, minDigits: @escaping @autoclosure () -> Int
    )
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits())
    }

    /// Decimal, with a `+` before positive numbers when asked.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: nil)
    }

    /// Hexadecimal, with `0x`, a sign and upper-case digits when asked.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
    )
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: nil)
    }

    /// Octal, with `0o` and a sign when asked.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
    )
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: nil)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        let base =
            switch radix {
            case .decimal: 10
            case .hex: 16
            case .octal: 8
            }
        var digits = String(value.magnitude, radix: base, uppercase: uppercase)
        if let minDigits, digits.count < minDigits {
            digits = String(repeating: "0", count: minDigits - digits.count) + digits
        }
        if includePrefix { digits = (radix == .hex ? "0x" : radix == .octal ? "0o" : "") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Equatable, Sendable {
    enum Notation: Equatable, Sendable {
        case fixed
        case hex
        case exponential
        case hybrid
    }

    let notation: Notation
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed notation (`%f`: six decimals).
    public static let fixed = OSLogFloatFormatting(
        notation: .fixed, precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Hexadecimal notation (`%a`).
    public static let hex = OSLogFloatFormatting(
        notation: .hex, precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Exponential notation (`%e`).
    public static let exponential = OSLogFloatFormatting(
        notation: .exponential, precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Fixed or exponential, whichever is shorter (`%g`).
    public static let hybrid = OSLogFloatFormatting(
        notation: .hybrid, precision: nil, explicitPositiveSign: false, uppercase: false)

    /// Fixed notation with `precision` decimals.
    public static func fixed(
        precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed notation.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential notation with `precision` decimals.
    public static func exponential(
        precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign,
            uppercase: uppercase)
    }

    /// Fixed or exponential with `precision` significant digits.
    public static func hybrid(
        precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            notation: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        var specifier = "%" + (explicitPositiveSign ? "+" : "")
        if let precision { specifier += ".\(max(0, precision))" }
        switch notation {
        case .fixed: specifier += uppercase ? "F" : "f"
        case .hex: specifier += uppercase ? "A" : "a"
        case .exponential: specifier += uppercase ? "E" : "e"
        case .hybrid: specifier += uppercase ? "G" : "g"
        }
        return String(format: specifier, value)
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Equatable, Sendable {
    /// `true` / `false`.
    case truefalse
    /// `YES` / `NO`.
    case answer
}

/// How an interpolated value is padded to a column width.
public struct OSLogStringAlignment: Equatable, Sendable {
    enum Anchor: Equatable, Sendable {
        case start
        case end
    }

    let minimumColumnWidth: Int?
    let anchor: Anchor

    /// No padding.
    public static let none = OSLogStringAlignment(minimumColumnWidth: nil, anchor: .end)

    /// Padded with spaces before the value to `columns` characters.
    public static func right(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(minimumColumnWidth: columns(), anchor: .end)
    }

    /// Padded with spaces after the value to `columns` characters.
    public static func left(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(minimumColumnWidth: columns(), anchor: .start)
    }

    func pad(_ text: String) -> String {
        guard let width = minimumColumnWidth, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return anchor == .end ? padding + text : text + padding
    }
}
