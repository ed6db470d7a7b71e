import Foundation

/// Why bytes are not one JSON value.
package struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    package let offset: Int
    package let reason: String

    package var description: String { "\(reason) at byte \(offset)" }
}

extension JSONValue {
    /// The deepest nesting of arrays and objects accepted (as `JSONDecoder`'s).
    package static let maximumDepth = 512

    /// Parses one JSON value (RFC 8259, UTF-8, surrounding whitespace allowed), as strictly as decoding with
    /// `JSONDecoder` did: a number is `.int` when written as an integer that fits `Int`, else `.double`; a
    /// repeated key keeps its last value. A hand-written parser because `JSONDecoder` throws and catches
    /// several errors per value while trying the types in turn (about 100 µs per request body).
    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        if let result = bytes.withContiguousStorageIfAvailable(parse(buffer:)) { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer(parse(buffer:)).get()
    }

    /// Parses the UTF-8 of `text`.
    package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var text = text
        return try text.withUTF8(parse(buffer:)).get()
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
        var parser = JSONValueParser(bytes: buffer)
        return Result { () throws(JSONParseError) in try parser.document() }
    }
}

private struct JSONValueParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func document() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw fail("unexpected data after the value") }
        return value
    }

    private func fail(_ reason: String) -> JSONParseError { JSONParseError(offset: index, reason: reason) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func value() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw fail("unexpected end") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw fail("unexpected character")
        }
        index += count
        return value
    }

    private mutating func nest() throws(JSONParseError) {
        depth += 1
        guard depth <= JSONValue.maximumDepth else { throw fail("too deeply nested") }
        index += 1
        skipWhitespace()
    }

    /// Steps past the closing bracket of an empty container (`true`), or returns `false` for a first element.
    private mutating func closesAtOnce(_ close: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == close else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// After an element: `true` at a comma (another element follows), `false` past the closing bracket.
    private mutating func continuesAfterElement(closedBy close: UInt8) throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            return true
        }
        guard closesAtOnce(close) else { throw fail("expected ',' or '\(Character(Unicode.Scalar(close)))'") }
        return false
    }

    private mutating func object() throws(JSONParseError) -> JSONValue {
        try nest()
        var fields: [String: JSONValue] = [:]
        if closesAtOnce(UInt8(ascii: "}")) { return .object(fields) }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            index += 1
            skipWhitespace()
            fields[key] = try value()
            if try !continuesAfterElement(closedBy: UInt8(ascii: "}")) { return .object(fields) }
        }
    }

    private mutating func array() throws(JSONParseError) -> JSONValue {
        try nest()
        var values: [JSONValue] = []
        if closesAtOnce(UInt8(ascii: "]")) { return .array(values) }
        while true {
            values.append(try value())
            if try !continuesAfterElement(closedBy: UInt8(ascii: "]")) { return .array(values) }
        }
    }

    /// A string starting at the opening quote. Unescaped runs are copied as they are, after checking they
    /// are valid UTF-8 without control characters.
    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        var start = index
        var scalars: String?  // only allocated once an escape is met
        while true {
            guard index < bytes.count else { throw fail("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = try utf8(start..<index)
                index += 1
                guard var built = scalars else { return run }
                built += run
                return built
            }
            if byte < 0x20 { throw fail("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                var built = scalars ?? ""
                built += try utf8(start..<index)
                index += 1
                built.unicodeScalars.append(try escape())
                scalars = built
                start = index
                continue
            }
            index += 1
        }
    }

    private func utf8(_ range: Range<Int>) throws(JSONParseError) -> String {
        let run = UnsafeBufferPointer(rebasing: bytes[range])
        let text = String(decoding: run, as: UTF8.self)
        // `String(decoding:)` repairs invalid UTF-8 (with U+FFFD): ASCII needs no repair, anything else must come
        // out byte for byte. Not `String(validating:as:)`, which is generic and looked its types up on every
        // call: a third of the time a String Catalog took to parse.
        guard run.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(run) else {
            throw JSONParseError(offset: range.lowerBound, reason: "invalid UTF-8")
        }
        return text
    }

    /// The character of an escape (the index is just after the backslash).
    private mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
        guard index < bytes.count else { throw fail("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hex4()
            switch first {
            case 0xD800..<0xDC00:
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw fail("unpaired surrogate") }
                index += 2
                let second = try hex4()
                guard (0xDC00..<0xE000).contains(second) else { throw fail("unpaired surrogate") }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            case 0xDC00..<0xE000: throw fail("unpaired surrogate")
            default: return Unicode.Scalar(first)!
            }
        default: throw fail("bad escape")
        }
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw fail("bad \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() throws(JSONParseError) -> JSONValue {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("bad number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("bad number") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("bad number") }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else {
            throw JSONParseError(offset: start, reason: "number out of range")
        }
        return .double(value)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
