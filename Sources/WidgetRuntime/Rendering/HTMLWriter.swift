/// Writes nodes as HTML: one element per line, indented, attributes in a fixed order, all text
/// escaped, so that snapshots are deterministic and their diffs read well.
package enum HTMLWriter {
    /// The HTML of `nodes`, starting at indentation `depth`.
    package static func html(_ nodes: [HTMLNode], depth: Int = 0) -> String {
        var out = ""
        out.reserveCapacity(nodes.count * 160)
        for node in nodes { write(node, depth: depth, into: &out) }
        return out
    }

    static func write(_ node: HTMLNode, depth: Int, into out: inout String) {
        out.append(indentation(depth))
        out.append("<")
        out.append(node.tag)
        if !node.classes.isEmpty {
            out.append(" class=\"")
            out.append(escape(node.classes.joined(separator: " ")))
            out.append("\"")
        }
        if !node.style.isEmpty {
            out.append(" style=\"")
            for (index, declaration) in node.style.enumerated() {
                if index > 0 { out.append(";") }
                out.append(escape(declaration.property))
                out.append(":")
                out.append(escape(declaration.value))
            }
            out.append("\"")
        }
        for attribute in node.attributes {
            out.append(" ")
            out.append(attribute.name)
            out.append("=\"")
            out.append(escape(attribute.value))
            out.append("\"")
        }
        out.append(">")
        switch node.content {
        case .text(let text):
            out.append(escape(text))
        case .markup(let markup):
            out.append(markup)
        case .children(let children):
            if !children.isEmpty {
                out.append("\n")
                for child in children { write(child, depth: depth + 1, into: &out) }
                out.append(indentation(depth))
            }
        }
        if !voidElements.contains(node.tag) {
            out.append("</")
            out.append(node.tag)
            out.append(">")
        }
        out.append("\n")
    }

    private static let indents = (0..<32).map { String(repeating: "  ", count: $0) }

    private static func indentation(_ depth: Int) -> String {
        depth < indents.count ? indents[depth] : String(repeating: "  ", count: depth)
    }

    private static let voidElements: Set<String> = ["img", "input", "br", "hr", "meta", "link"]

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
