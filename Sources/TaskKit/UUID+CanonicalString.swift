import Foundation

extension UUID {
    /// The same text as `uuidString` (36 characters, uppercase hexadecimal, dashed), written without a
    /// formatter: on Linux `uuidString` goes through `snprintf`, and every drawn row and every tap asks for it.
    public var canonicalString: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
                var index = 0
                for (offset, byte) in bytes.enumerated() {
                    if offset == 4 || offset == 6 || offset == 8 || offset == 10 {
                        out[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    out[index] = Self.hexDigit(byte >> 4)
                    out[index + 1] = Self.hexDigit(byte & 0x0F)
                    index += 2
                }
                return index
            }
        }
    }

    /// The uppercase hexadecimal digit of `nibble` (0–15), computed rather than looked up in an array built
    /// on every call.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}

extension UUID {
    /// The UUID `text` spells, as `UUID(uuidString:)` reads it: the canonical 36-character form (hexadecimal in
    /// either case, dashes at 8, 13, 18 and 23) is read here, anything else is left to Foundation, so exactly
    /// the same strings are accepted. On Linux Foundation reads through `sscanf`, and every row a store reads
    /// holds an id (≈ 140 k instructions of a tap).
    package init?(canonicalString text: String) {
        var text = text
        let parsed = text.withUTF8 { Self.parseCanonical($0) }
        if let parsed {
            self.init(uuid: parsed)
        } else if let id = UUID(uuidString: text) {
            self = id
        } else {
            return nil
        }
    }

    /// The 16 bytes of a canonical UUID string, nil if `utf8` is not exactly that form.
    private static func parseCanonical(_ utf8: UnsafeBufferPointer<UInt8>) -> uuid_t? {
        guard utf8.count == 36 else { return nil }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let complete = withUnsafeMutableBytes(of: &bytes) { out -> Bool in
            var index = 0
            for offset in 0..<16 {
                if offset == 4 || offset == 6 || offset == 8 || offset == 10 {
                    guard utf8[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                guard let high = hexValue(utf8[index]), let low = hexValue(utf8[index + 1]) else { return false }
                out[offset] = high << 4 | low
                index += 2
            }
            return true
        }
        return complete ? bytes : nil
    }

    /// The value of a hexadecimal digit in either case, nil for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
