import TaskKit

/// Text from the store made safe to print on a terminal.
///
/// New titles cannot hold control characters (``TaskTitle``), but a store written by an older version or by
/// another program may: printed raw, an escape sequence would drive the terminal (move the cursor, change the
/// title bar, hide text). Each such character is shown as a visible escape instead, `\u{1B}`, so the text stays
/// one line and says what it holds.
enum TerminalText {
    static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters and line breaks (as ``TaskTitle`` forbids them), and the bidirectional embedding,
    /// override and isolate controls, which reorder what the terminal shows after them.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return TaskTitle.isForbidden(scalar)
        }
    }
}
