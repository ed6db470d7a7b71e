import Foundation

/// A JSON value, parsed strictly (a number is never a Bool and vice versa; see `parse(_:)`): intent
/// archives, the home screen's request bodies, the article's task files. The package's one JSON reader: a
/// module of its own so that TaskKit, WidgetRuntime and HomeScreen share it.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Writes compact JSON with sorted keys (a renderer writes one archive per button, so this avoids
    /// `JSONEncoder`, several times slower).
    package func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                out += String(Int(value))
            } else if value.isFinite {
                out += "\(value)"
            } else {
                out += "null"
            }
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let object):
            out += "{"
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                object[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    /// Writes `value` as a JSON string; a string with nothing to escape (names, ids, most titles) is appended as
    /// it is.
    package static func writeString(_ value: String, to out: inout String) {
        if !value.utf8.contains(where: needsEscape) {
            out += "\""
            out += value
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 16)
        appendString(value, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as a JSON string to UTF-8 bytes, written straight into room made for the worst case and
    /// copied eight bytes at a time up to the next byte to escape: a widget's HTML is kilobytes with a quote every
    /// ~20 bytes, and `JSONEncoder` spent ~20 instructions a byte on it (a byte at a time here, ~13).
    package static func appendString(_ value: String, to out: inout [UInt8]) {
        var value = value
        value.withUTF8 { source in
            let start = out.count
            // Each byte takes at most 6 (`\u001f`), plus the two quotes; a word stored past the last byte written
            // stays inside (8 ≤ 6 × the 8 bytes still to read).
            out.append(contentsOf: repeatElement(0, count: source.count * 6 + 2))
            let end = out.withUnsafeMutableBufferPointer { buffer in
                var next = start
                buffer[next] = UInt8(ascii: "\"")
                next += 1
                var index = 0
                if let from = UnsafeRawPointer(source.baseAddress), let to = UnsafeMutableRawPointer(buffer.baseAddress)
                {
                    while index + 8 <= source.count {
                        let word = from.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        to.storeBytes(of: word, toByteOffset: next, as: UInt64.self)
                        let escapes = escapeMask(UInt64(littleEndian: word))
                        guard escapes != 0 else {
                            index += 8
                            next += 8
                            continue
                        }
                        // The lowest flagged byte is the first to escape; the bytes before it are already in place.
                        let clean = escapes.trailingZeroBitCount / 8
                        next = writeEscape(of: source[index + clean], to: buffer, at: next + clean)
                        index += clean + 1
                    }
                }
                for byte in source[index...] { next = write(byte, to: buffer, at: next) }
                buffer[next] = UInt8(ascii: "\"")
                return next + 1
            }
            out.removeLast(out.count - end)
        }
    }

    /// The high bit of each byte of `word` (first byte lowest) that is below 0x20, a quote or a backslash — exact
    /// for the lowest flagged byte, which is all `appendString` reads (the tricks of "Bit Twiddling Hacks": a
    /// byte's subtraction borrows into its high bit only at a match; above a match a borrow can flag more).
    private static func escapeMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let below0x20 = (word &- ones &* 0x20) & ~word & highs
        return below0x20 | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    }

    /// Writes `byte` at `index`, escaped if it must be; returns the index after it.
    private static func write(_ byte: UInt8, to buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        guard needsEscape(byte) else {
            buffer[index] = byte
            return index + 1
        }
        return writeEscape(of: byte, to: buffer, at: index)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Writes the escape of `byte` at `index`; returns the index after it.
    private static func writeEscape(
        of byte: UInt8, to buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int
    )
        -> Int
    {
        buffer[index] = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer[index + 1] = byte
        case UInt8(ascii: "\n"): buffer[index + 1] = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): buffer[index + 1] = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): buffer[index + 1] = UInt8(ascii: "t")
        default:
            let hex: StaticString = "0123456789abcdef"
            buffer[index + 1] = UInt8(ascii: "u")
            buffer[index + 2] = UInt8(ascii: "0")
            buffer[index + 3] = UInt8(ascii: "0")
            buffer[index + 4] = hex.utf8Start[Int(byte >> 4)]
            buffer[index + 5] = hex.utf8Start[Int(byte & 0xF)]
            return index + 6
        }
        return index + 2
    }

    /// The value as a Foundation object, for answers the web server serializes itself.
    package var foundationValue: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .string(let value): return value
        case .array(let value): return value.map(\.foundationValue)
        case .object(let value): return value.mapValues(\.foundationValue)
        }
    }
}

extension JSONValue {
    /// The value of `key` in an object; nil for a missing key or a value that is no object.
    package subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// Whether the value is a number (an `.int` or a `.double`).
    package var isNumber: Bool {
        switch self {
        case .int, .double: return true
        default: return false
        }
    }

    /// The string, if the value is one.
    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if the value is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The fields, if the value is an object.
    package var objectValue: [String: JSONValue]? {
        if case .object(let fields) = self { return fields }
        return nil
    }
}
