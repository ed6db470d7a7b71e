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

    /// Escapes byte by byte (a widget's HTML is kilobytes long; appending scalar by scalar was slow); a string
    /// with nothing to escape (names, ids, most titles) is appended as it is.
    package static func writeString(_ value: String, to out: inout String) {
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += "\""
            out += value
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + 2)
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            let escaped: UInt8
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped = byte
            case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
            case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
            case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
            case ..<0x20: escaped = UInt8(ascii: "u")
            default:
                bytes.append(byte)
                continue
            }
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(escaped)
            if escaped == UInt8(ascii: "u") {
                let hex = Array("0123456789abcdef".utf8)
                bytes += [UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        bytes.append(UInt8(ascii: "\""))
        out += String(decoding: bytes, as: UTF8.self)
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
