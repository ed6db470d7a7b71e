import Foundation

/// A log message: literal text and interpolated values, each with its privacy and format.
///
/// Apple's compiler turns a message into a format string and arguments at compile time; here the
/// interpolated values are written into the text when the message is logged (they are autoclosures, as on
/// Apple platforms, so a message that is not logged evaluates none of them).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message's text, interpolated values shown or redacted by their privacy.
    var text: String {
        interpolation.pieces.map { $0() }.joined()
    }
}

/// The parts of a log message as they are interpolated.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var pieces: [() -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(interpolationCount * 2 + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
        pieces.append { literal }
    }

    /// Interpolates an integer: public unless `privacy` says otherwise.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { privacy.show(align.pad(format.format(number())), isPublicByDefault: true) }
    }

    /// Interpolates a Double: public unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { privacy.show(align.pad(format.format(number())), isPublicByDefault: true) }
    }

    /// Interpolates a Float: public unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { privacy.show(align.pad(format.format(Double(number()))), isPublicByDefault: true) }
    }

    /// Interpolates a CGFloat: public unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { privacy.show(align.pad(format.format(Double(number()))), isPublicByDefault: true) }
    }

    /// Interpolates a Boolean: public unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truefalse,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append {
            let value = boolean()
            let text = format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
            return privacy.show(text, isPublicByDefault: true)
        }
    }

    /// Interpolates a string: private unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { privacy.show(align.pad(argumentString()), isPublicByDefault: false) }
    }

    /// Interpolates a value through its description: private unless `privacy` says otherwise.
    ///
    /// Disfavoured, so that a number (also `CustomStringConvertible`) takes its own overload and stays
    /// public by default, as Apple's log shows it.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) where T: CustomStringConvertible {
        pieces.append { privacy.show(align.pad(value().description), isPublicByDefault: false) }
    }

    /// Interpolates an error (`catch { logger.error("\(error)") }`), which Apple's log takes as the `NSError` it
    /// bridges to: private unless `privacy` says otherwise. The text is the error's `String(describing:)`, where
    /// Apple's log shows the `NSError`'s description.
    ///
    /// Generic, so that an `NSError` (an error and an object) takes the object's overload, as on Apple platforms.
    public mutating func appendInterpolation<E: Error>(
        _ error: @autoclosure @escaping () -> E, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { privacy.show(String(describing: error()), isPublicByDefault: false) }
    }

    /// Interpolates an object through its description: private unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { privacy.show(argumentObject().description, isPublicByDefault: false) }
    }

    /// Interpolates an optional object (`(null)` for nil): private unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ object: @autoclosure @escaping () -> NSObject?, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        pieces.append { privacy.show(object()?.description ?? "(null)", isPublicByDefault: false) }
    }

    /// Interpolates a metatype's name: public unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append { privacy.show(align.pad(String(reflecting: value())), isPublicByDefault: true) }
    }
}
