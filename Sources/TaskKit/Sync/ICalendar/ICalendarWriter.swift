/// Writes an `ICalendarComponent` as iCalendar text.
///
/// What was parsed and not changed is written from its original text; what is new or changed is
/// written as RFC 5545 asks: CRLF line endings, lines folded at 75 octets without splitting a UTF-8
/// sequence, parameter values quoted when they hold `:`, `;` or `,`, and RFC 6868's caret encoding.
///
/// Whatever was kept, the whole object leaves with one line ending, CRLF (RFC 5545 §3.1), and without the
/// control characters RFC 5545 forbids in content (another client may have stored them; SabreDAV and others
/// refuse them): a kept line read with LF gets CRLF, a control character becomes a space, as a title does.
enum ICalendarWriter {
    static func write(_ component: ICalendarComponent) -> String {
        var out = ""
        append(component, to: &out)
        return normalized(out)
    }

    /// `text` with CRLF after every line and no control character but tab.
    static func normalized(_ text: String) -> String {
        var utf8 = Array(text.utf8)
        var clean = true
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == 0x7F {
                if byte == 0x0D && index + 1 < utf8.count && utf8[index + 1] == 0x0A {
                    index += 2
                    continue
                }
                if byte != 0x09 {
                    clean = false
                    break
                }
            }
            index += 1
        }
        if clean { return text }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 64)
        index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case 0x0D where index + 1 < utf8.count && utf8[index + 1] == 0x0A:
                out += [0x0D, 0x0A]
                index += 1
            case 0x0A: out += [0x0D, 0x0A]
            case 0x09: out.append(byte)
            case 0..<0x20, 0x7F: out.append(0x20)
            default: out.append(byte)
            }
            index += 1
        }
        utf8 = out
        return String(decoding: utf8, as: UTF8.self)
    }

    private static func append(_ component: ICalendarComponent, to out: inout String) {
        out += component.rawBegin ?? "BEGIN:\(component.name)\r\n"
        for item in component.items {
            switch item {
            case .property(let property): out += property.raw ?? line(for: property)
            case .component(let child): append(child, to: &out)
            }
        }
        out += component.rawEnd ?? "END:\(component.name)\r\n"
    }

    /// One property, folded, with a CRLF at the end.
    static func line(for property: ICalendarProperty) -> String {
        var text = property.name
        for parameter in property.parameters {
            text += ";" + parameter.name + "="
            text += parameter.values.map(quoted).joined(separator: ",")
        }
        text += ":" + property.value
        return fold(text)
    }

    private static func quoted(_ value: String) -> String {
        var encoded = ""
        for character in value {
            switch character {
            case "^": encoded += "^^"
            case "\"": encoded += "^'"
            case "\n", "\r\n": encoded += "^n"
            default: encoded.append(character)
            }
        }
        return encoded.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(encoded)\"" : encoded
    }

    /// Splits `text` into lines of at most 75 octets, each continuation starting with a space.
    static func fold(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        if utf8.count <= 75 { return text + "\r\n" }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + utf8.count / 37 + 2)
        var start = 0
        var limit = 75
        while start < utf8.count {
            var end = min(start + limit, utf8.count)
            // Never cut inside a UTF-8 sequence: back up to the start of the character.
            while end < utf8.count && end > start && (utf8[end] & 0xC0) == 0x80 { end -= 1 }
            if start > 0 { out.append(0x20) }
            out.append(contentsOf: utf8[start..<end])
            out.append(contentsOf: [0x0D, 0x0A])
            start = end
            limit = 74  // the leading space counts
        }
        return String(decoding: out, as: UTF8.self)
    }
}
