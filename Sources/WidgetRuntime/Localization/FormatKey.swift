import Foundation

extension String {
    /// Appends a literal segment of a catalog format key (`"\(n) left"` → `"%lld left"`), doubling each `%`
    /// so that it is not read as a specifier.
    mutating func appendFormatLiteral(_ literal: String) {
        // Foundation's replacing is slow even when there is nothing to replace, as in most literals.
        if literal.utf8.contains(UInt8(ascii: "%")) {
            self += literal.replacingOccurrences(of: "%", with: "%%")
        } else {
            self += literal
        }
    }
}
