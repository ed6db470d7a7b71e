import Foundation

/// Small helpers that format values as CSS.
package enum CSS {
    /// A length in points as CSS pixels (1 pt = 1 px), without a needless fraction: `16px`, `0.5px`.
    package static func length(_ points: CGFloat) -> String {
        // Most lengths are small whole numbers (spacing, padding, gaps, sizes): their strings are made once.
        if points >= 0 && points < CGFloat(wholeLengths.count) && points == points.rounded(.down) {
            return wholeLengths[Int(points)]
        }
        // Written in place: making the number's string and appending "px" to it cost twice as much.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxNumberLength + 2) { buffer in
            var count = 0
            writeNumber(points, into: buffer, at: &count)
            buffer[count] = UInt8(ascii: "p")
            buffer[count + 1] = UInt8(ascii: "x")
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<(count + 2)]), as: UTF8.self)
        }
    }

    /// `length` of 0 to 511 points, as written in place below (immutable, so safe to read from any thread).
    private static let wholeLengths: [String] = (0..<512).map { "\($0)px" }

    /// A number with at most three decimals and no trailing zeros.
    package static func number(_ value: CGFloat) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxNumberLength) { buffer in
            var count = 0
            writeNumber(value, into: buffer, at: &count)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The most bytes `writeNumber` writes.
    static let maxNumberLength = 48

    /// Writes `value` as `number(_:)` spells it into `buffer` at `index`, advancing `index`: pieces of
    /// a value written in place instead of strings made and joined.
    static func writeNumber(_ value: CGFloat, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int) {
        if value == value.rounded() && abs(value) < 1e15 {
            writeInteger(Int(value), into: buffer, at: &index)
            return
        }
        // Integer arithmetic instead of String(format:), which dominated render profiles.
        let scaled = Int((Double(value) * 1000).rounded())
        let magnitude = scaled.magnitude
        var fraction = magnitude % 1000
        var digits = 3
        while fraction % 10 == 0 && digits > 0 {
            fraction /= 10
            digits -= 1
        }
        if scaled < 0 {
            buffer[index] = UInt8(ascii: "-")
            index += 1
        }
        writeUnsigned(magnitude / 1000, into: buffer, at: &index)
        if digits > 0 {
            buffer[index] = UInt8(ascii: ".")
            index += 1
            var width = 1
            var power: UInt = 10
            while fraction >= power {
                width += 1
                power *= 10
            }
            for _ in width..<digits {
                buffer[index] = UInt8(ascii: "0")
                index += 1
            }
            writeUnsigned(fraction, into: buffer, at: &index)
        }
    }

    /// Writes `value` as `String(value)` spells it.
    static func writeInteger(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int) {
        if value < 0 {
            buffer[index] = UInt8(ascii: "-")
            index += 1
        }
        writeUnsigned(value.magnitude, into: buffer, at: &index)
    }

    private static func writeUnsigned(
        _ value: UInt, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int
    ) {
        var width = 1
        var rest = value / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        var remaining = value
        for position in stride(from: index + width - 1, through: index, by: -1) {
            buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
        index += width
    }
}
