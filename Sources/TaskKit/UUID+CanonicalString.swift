import Foundation

extension UUID {
    /// The same text as `uuidString` (36 characters, uppercase hexadecimal, dashed), written without a
    /// formatter: on Linux `uuidString` goes through `snprintf`, and every drawn row and every tap asks for it.
    public var canonicalString: String {
        let hex = Array("0123456789ABCDEF".utf8)
        return withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
                var index = 0
                for (offset, byte) in bytes.enumerated() {
                    if offset == 4 || offset == 6 || offset == 8 || offset == 10 {
                        out[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    out[index] = hex[Int(byte >> 4)]
                    out[index + 1] = hex[Int(byte & 0x0F)]
                    index += 2
                }
                return index
            }
        }
    }
}
