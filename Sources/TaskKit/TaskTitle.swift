import Foundation

/// The one rule for a task's title, applied to every way a title comes in: the store's writes, import, the
/// `tasks` command, the home screen's HTTP API, the app's editor and its Shortcuts.
///
/// A title is one line of text: leading and trailing white space is trimmed, and what remains must be
///
/// - not empty;
/// - free of control characters: C0 and C1 controls (NUL, ESC, DEL…), tab and line breaks included, and the
///   line and paragraph separators. A title is shown on one line in widgets, lists and terminals; a NUL cut
///   titles short in C strings, escape sequences drive terminals, and a tab or line break inside a title
///   would break those lines. Tabs and line breaks are refused rather than replaced, so nothing is stored
///   that differs from what was given (the app's editor turns them into spaces as they are typed);
/// - at most ``characterLimit`` characters (grapheme clusters, as people count them) AND at most
///   ``byteLimit`` bytes of UTF-8, so that one "character" built of thousands of combining marks cannot
///   weigh megabytes;
/// - valid UTF-8, where the title arrives as bytes (an import file): invalid bytes are refused, never
///   replaced.
public enum TaskTitle {
    /// The most characters (grapheme clusters) a title may have.
    public static let characterLimit = 500
    /// The most bytes a title may take in UTF-8: room for 500 characters of up to 8 bytes each (flags,
    /// emoji with a skin tone, two-scalar clusters of Indic scripts).
    public static let byteLimit = 4096

    /// Why a title was refused; each case names the rule.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case empty
        case tooManyCharacters(count: Int, limit: Int)
        case tooManyBytes(count: Int, limit: Int)
        /// `scalar` is the first control character found, `offset` its 0-based place among the characters.
        case controlCharacter(scalar: UInt32, offset: Int)
        /// `offset` is the byte offset of the first invalid byte.
        case invalidUTF8(offset: Int)

        public var description: String {
            switch self {
            case .empty:
                return "the title is empty"
            case .tooManyCharacters(let count, let limit):
                return "the title has \(count) characters; at most \(limit) are allowed"
            case .tooManyBytes(let count, let limit):
                return "the title takes \(count) bytes in UTF-8; at most \(limit) are allowed"
            case .controlCharacter(let scalar, let offset):
                return "the title contains the control character \(Self.codePoint(scalar)) at character \(offset + 1);"
                    + " a title is one line of text without control characters"
            case .invalidUTF8(let offset):
                return "the title is not valid UTF-8 (byte \(offset))"
            }
        }

        /// `U+001B`.
        static func codePoint(_ scalar: UInt32) -> String {
            let hex = String(scalar, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// The title as stored (trimmed), or the rule it breaks.
    public static func validated(_ title: String) throws(Problem) -> String {
        let trimmed = trimmed(title)
        if let problem = problem(trimmed: trimmed) { throw problem }
        return trimmed
    }

    /// A title given as bytes that must be UTF-8 (a file, a command line): invalid bytes are refused.
    public static func validated(utf8 bytes: some Collection<UInt8>) throws(Problem) -> String {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) { throw .invalidUTF8(offset: offset) }
        return try validated(String(decoding: bytes, as: UTF8.self))
    }

    /// What is wrong with `title`, or nil when it can be stored (after trimming).
    public static func problem(with title: String) -> Problem? {
        problem(trimmed: trimmed(title))
    }

    /// The title without leading and trailing white space and line breaks.
    public static func trimmed(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `scalar` may not appear in a title: a control character (general category Cc: C0, DEL, C1,
    /// tab and line feed included) or a line or paragraph separator.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static func problem(trimmed: String) -> Problem? {
        if trimmed.isEmpty { return .empty }
        // The byte count first: it is O(1) for a native string, and a huge title is refused before its
        // characters are walked.
        let bytes = trimmed.utf8.count
        if bytes > byteLimit { return .tooManyBytes(count: bytes, limit: byteLimit) }
        var offset = 0
        for character in trimmed {
            if let scalar = character.unicodeScalars.first(where: isForbidden) {
                return .controlCharacter(scalar: scalar.value, offset: offset)
            }
            offset += 1
        }
        if offset > characterLimit { return .tooManyCharacters(count: offset, limit: characterLimit) }
        return nil
    }
}

/// UTF-8 checked without replacing anything (`String(decoding:)` would repair invalid bytes silently).
enum UTF8Validation {
    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or nil when all do.
    static func firstInvalidOffset(in bytes: some Collection<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// The offsets of the first byte of every invalid stretch of `bytes`.
    static func invalidOffsets(in bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var start = 0
        while start < bytes.count, let found = firstInvalidOffset(in: bytes[start...]) {
            offsets.append(start + found)
            // Skip the invalid byte and any continuation bytes after it: one report per bad stretch.
            var next = start + found + 1
            while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
            start = next
        }
        return offsets
    }
}
