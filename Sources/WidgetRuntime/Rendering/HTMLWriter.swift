/// Writes nodes as HTML: one element per line, indented, attributes in a fixed order, all text
/// escaped, so that snapshots are deterministic and their diffs read well.
package enum HTMLWriter {
    /// The HTML of `nodes`, starting at indentation `depth`.
    package static func html(_ nodes: [HTMLNode], depth: Int = 0) -> String {
        // Bytes, not String: appending many short strings to a String costs more than the rest of rendering.
        // Room for a whole widget (~4 KB), so the buffer is not regrown and copied on every render.
        var out = ByteBuffer(capacity: nodes.count * 4096 + 1024)
        for node in nodes { write(node, depth: depth, into: &out) }
        return out.string
    }

    static func write(_ node: HTMLNode, depth: Int, into out: inout ByteBuffer) {
        withUnsafePointer(to: node) { write(at: $0, depth: depth, into: &out) }
    }

    /// Writes the node `node` points to. Nodes are reached through pointers, which borrow them in
    /// place: passing array elements as values copies each node (and retains everything in it).
    private static func write(at node: UnsafePointer<HTMLNode>, depth: Int, into out: inout ByteBuffer) {
        indent(depth, into: &out)
        out.append(UInt8(ascii: "<"))
        // The closing tag is copied from the opening one already written: reading the tag string again
        // (and checking it for void elements) cost more than copying its few bytes.
        let tagStart = out.written
        append(node.pointee.tag, to: &out)
        let tagEnd = out.written
        if !node.pointee.classes.isEmpty {
            append(" class=\"", to: &out)
            // Elements are read through buffer pointers, which borrow them in place: an array's subscript
            // copies them out (a retain and a release per string, per node).
            node.pointee.classes.withUnsafeBufferPointer { classes in
                for index in classes.indices {
                    if index > 0 { out.append(UInt8(ascii: " ")) }
                    appendEscaped(classes[index], to: &out)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
        if !node.pointee.style.isEmpty {
            append(" style=\"", to: &out)
            node.pointee.style.withUnsafeBufferPointer { style in
                for index in style.indices {
                    if index > 0 { out.append(UInt8(ascii: ";")) }
                    appendEscaped(style[index].property, to: &out)
                    out.append(UInt8(ascii: ":"))
                    appendEscaped(style[index].value, to: &out)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
        node.pointee.attributes.withUnsafeBufferPointer { attributes in
            for index in attributes.indices {
                out.append(UInt8(ascii: " "))
                append(attributes[index].name, to: &out)
                append("=\"", to: &out)
                appendEscaped(attributes[index].value, to: &out)
                out.append(UInt8(ascii: "\""))
            }
        }
        out.append(UInt8(ascii: ">"))
        switch node.pointee.content {
        case .text(let text):
            appendEscaped(text, to: &out)
        case .markup(let markup):
            append(markup, to: &out)
        case .children(let children):
            if !children.isEmpty {
                out.append(UInt8(ascii: "\n"))
                children.withUnsafeBufferPointer { children in
                    for index in children.indices {
                        write(at: children.baseAddress! + index, depth: depth + 1, into: &out)
                    }
                }
                indent(depth, into: &out)
            }
        }
        if !out.isVoidElement(tagStart..<tagEnd) {
            append("</", to: &out)
            out.appendCopy(of: tagStart..<tagEnd)
            out.append(UInt8(ascii: ">"))
        }
        out.append(UInt8(ascii: "\n"))
    }

    private static func indent(_ depth: Int, into out: inout ByteBuffer) {
        out.append(UInt8(ascii: " "), count: depth * 2)
    }

    /// Appends a literal's bytes with one copy.
    private static func append(_ literal: StaticString, to out: inout ByteBuffer) {
        out.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a string's UTF-8 with one copy (the generic `append(contentsOf: text.utf8)` goes byte by byte).
    private static func append(_ text: String, to out: inout ByteBuffer) {
        withUTF8(text) { out.append($0) }
    }

    /// Calls `body` with the UTF-8 of `text`, without the copy `String.withUTF8` (mutating) needs.
    @inline(__always)
    private static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = text
            copy.withUTF8(body)
        }
    }

    /// Appends `text` escaped for HTML content and quoted attributes; runs with nothing to escape are
    /// copied whole.
    static func appendEscaped(_ text: String, to out: inout ByteBuffer) {
        withUTF8(text) { bytes in
            guard let base = bytes.baseAddress else { return }
            // Most strings (class names, CSS, plain words) need no escaping: one tight scan, one copy.
            if !bytes.contains(where: Self.needsEscape) {
                out.append(bytes)
                return
            }
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = base[index]
                index += 1
                // Every character to escape is at most ">" (0x3E); letters are above it.
                if byte > UInt8(ascii: ">") { continue }
                let entity: StaticString
                switch byte {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                out.append(UnsafeBufferPointer(start: base + runStart, count: index - 1 - runStart))
                out.append(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index
            }
            out.append(UnsafeBufferPointer(start: base + runStart, count: bytes.count - runStart))
        }
    }

    /// One bit per byte below 64 that needs escaping: a shift and a test instead of five comparisons
    /// for every digit and punctuation byte (CSS values are mostly digits).
    private static let escapeMask: UInt64 =
        1 << UInt8(ascii: "&") | 1 << UInt8(ascii: "<") | 1 << UInt8(ascii: ">") | 1 << UInt8(ascii: "\"")
        | 1 << UInt8(ascii: "'")

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 64 && (escapeMask >> byte) & 1 != 0
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

/// A growable byte buffer written through a raw pointer: an append is a capacity check and a copy,
/// without the uniqueness checks and generic paths of `Array.append(contentsOf:)`.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// How many bytes have been written.
    var written: Int { count }

    /// The bytes written so far, as UTF-8 text.
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `byte` `repeated` times.
    mutating func append(_ byte: UInt8, count repeated: Int) {
        guard repeated > 0 else { return }
        if count + repeated > capacity { grow(to: count + repeated) }
        (base + count).update(repeating: byte, count: repeated)
        count += repeated
    }

    /// Appends a copy of bytes already written, at `range`.
    mutating func appendCopy(of range: Range<Int>) {
        if count + range.count > capacity { grow(to: count + range.count) }
        (base + count).update(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Whether the bytes at `range` name an element without a closing tag.
    func isVoidElement(_ range: Range<Int>) -> Bool {
        // Most tags are div or span: rule them out by their first letter before comparing bytes.
        guard !range.isEmpty else { return false }
        switch base[range.lowerBound] {
        case UInt8(ascii: "i"), UInt8(ascii: "b"), UInt8(ascii: "h"), UInt8(ascii: "m"), UInt8(ascii: "l"): break
        default: return false
        }
        let tag = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        for name: StaticString in ["img", "input", "br", "hr", "meta", "link"]
        where tag.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) {
            return true
        }
        return false
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
