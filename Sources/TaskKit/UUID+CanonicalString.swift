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
