/// Writes nodes as HTML: one element per line, indented, attributes in a fixed order, all text
/// escaped, so that snapshots are deterministic and their diffs read well.
package enum HTMLWriter {
    /// The HTML of `nodes`, starting at indentation `depth`.
    package static func html(_ nodes: [HTMLNode], depth: Int = 0) -> String {
        // Bytes, not String: appending many short strings to a String costs more than the rest of rendering.
        var out: [UInt8] = []
        out.reserveCapacity(nodes.count * 256 + 1024)
        for node in nodes { write(node, depth: depth, into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    static func write(_ node: HTMLNode, depth: Int, into out: inout [UInt8]) {
        indent(depth, into: &out)
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: node.tag.utf8)
        if !node.classes.isEmpty {
            out.append(contentsOf: " class=\"".utf8)
            for (index, name) in node.classes.enumerated() {
                if index > 0 { out.append(UInt8(ascii: " ")) }
                appendEscaped(name, to: &out)
            }
            out.append(UInt8(ascii: "\""))
        }
        if !node.style.isEmpty {
            out.append(contentsOf: " style=\"".utf8)
            for (index, declaration) in node.style.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ";")) }
                appendEscaped(declaration.property, to: &out)
                out.append(UInt8(ascii: ":"))
                appendEscaped(declaration.value, to: &out)
            }
            out.append(UInt8(ascii: "\""))
        }
        for attribute in node.attributes {
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: attribute.name.utf8)
            out.append(contentsOf: "=\"".utf8)
            appendEscaped(attribute.value, to: &out)
            out.append(UInt8(ascii: "\""))
        }
        out.append(UInt8(ascii: ">"))
        switch node.content {
        case .text(let text):
            appendEscaped(text, to: &out)
        case .markup(let markup):
            out.append(contentsOf: markup.utf8)
        case .children(let children):
            if !children.isEmpty {
                out.append(UInt8(ascii: "\n"))
                for child in children { write(child, depth: depth + 1, into: &out) }
                indent(depth, into: &out)
            }
        }
        if !isVoidElement(node.tag) {
            out.append(contentsOf: "</".utf8)
            out.append(contentsOf: node.tag.utf8)
            out.append(UInt8(ascii: ">"))
        }
        out.append(UInt8(ascii: "\n"))
    }

    private static func indent(_ depth: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private static func isVoidElement(_ tag: String) -> Bool {
        switch tag {
        case "img", "input", "br", "hr", "meta", "link": true
        default: false
        }
    }

    /// Appends `text` escaped for HTML content and quoted attributes; runs with nothing to escape are
    /// copied whole.
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let entity: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// Escapes text for use in HTML content and in double- or single-quoted attributes.
    package static func escape(_ text: String) -> String {
        // Scanning UTF-8 bytes is far cheaper than iterating Characters, and most strings need nothing.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else { return text }
        var out = ""
        out.reserveCapacity(text.count + 16)
        for character in text {
            switch character {
            case "&": out.append("&amp;")
            case "<": out.append("&lt;")
            case ">": out.append("&gt;")
            case "\"": out.append("&quot;")
            case "'": out.append("&#39;")
            default: out.append(character)
            }
        }
        return out
    }
}
