import Foundation

/// Reads a WebDAV answer into a tree of `DAVElement`s: a small, strict, namespace-aware XML 1.0 reader over
/// the answer's bytes.
///
/// Why our own: Foundation's `XMLParser` lives in FoundationXML on Linux, which made every `tasks` process
/// load libxml2 and ICU at start for a sync that may never run. A CalDAV answer needs little of XML: elements,
/// attributes, namespaces, text, CDATA, comments, processing instructions, the predefined entities and
/// character references. What it never needs is refused: a DOCTYPE (so no entity is ever declared, expanded
/// or loaded), encodings other than UTF-8 (or a declared ASCII-compatible one when every byte is ASCII).
/// Depth and element count are limited, so a hostile answer costs bounded memory beyond its own bytes; the
/// reader never recurses. Text is what XML 1.0 says it is: line ends normalized to LF, references replaced,
/// all character data of an element (between its children too) concatenated, as `XMLParser` reported it.
package struct DAVXMLReader {
    static let maxDepth = 64
    static let maxElements = 2_000_000

    /// The document's root element, or a one-line reason why the text is not XML we can read.
    package static func parse(_ data: Data) -> Result<DAVElement, CalDAVError> {
        parse(data, eachRootChild: nil)
    }

    /// As `parse`, but each child of the root element goes to `eachRootChild` as soon as it is read, instead of
    /// into the root's children: a listing of many members is never held as one tree.
    package static func parse(
        _ data: Data, eachRootChild: ((DAVElement) -> Void)?
    ) -> Result<DAVElement, CalDAVError> {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<DAVElement, CalDAVError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = DAVXMLReader(bytes)
            reader.rootChild = eachRootChild
            do throws(Failure) {
                return .success(try reader.document())
            } catch {
                let line = Self.line(of: error.offset, in: bytes)
                return .failure(.invalidResponse("the server's XML could not be read (line \(line): \(error.reason))"))
            }
        }
    }

    /// Where and why reading stopped.
    struct Failure: Error {
        var offset: Int
        var reason: String
    }

    /// An element whose end tag has not been read yet.
    private struct Open {
        var element: DAVElement
        /// Its qualified name as written, to match the end tag byte for byte.
        var nameStart: Int
        var nameCount: Int
        /// How many namespace bindings were in scope before it.
        var bindings: Int
    }

    /// A namespace prefix in scope (an empty prefix is the default namespace).
    private struct Binding {
        var prefix: String
        var uri: String
        /// The binding of the same prefix that this one hides, restored when it goes out of scope.
        var hidden: Int?
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private var index = 0
    private var open: [Open] = []
    /// The character data of each open element, by depth; the buffers are reused.
    private var texts: [[UInt8]] = []
    private var bindings: [Binding] = []
    /// The binding in scope for each prefix, an index into `bindings`: a lookup costs the same however many
    /// prefixes an answer declares.
    private var scope: [String: Int] = [:]
    private var elementCount = 0
    /// Where the root's children go, when not into the root.
    private var rootChild: ((DAVElement) -> Void)?

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        end = bytes.count
    }

    // MARK: The document

    private mutating func document() throws(Failure) -> DAVElement {
        try prolog()
        var root: DAVElement?
        while root == nil {
            guard index < end else {
                throw Failure(offset: end, reason: "the document ends inside <\(openName)>")
            }
            if bytes[index] == UInt8(ascii: "<") {
                root = try markup()
            } else {
                try text()
            }
        }
        try misc()
        guard index == end else {
            throw Failure(offset: index, reason: "content after the root element")
        }
        return root!
    }

    /// An optional byte order mark and XML declaration, then comments, processing instructions and white
    /// space up to the root element.
    private mutating func prolog() throws(Failure) {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        } else if end >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw Failure(offset: 0, reason: "the document is UTF-16; only UTF-8 is read")
        } else if end >= 2, bytes[0] == 0 || bytes[1] == 0 {
            throw Failure(
                offset: 0, reason: "the document starts with a NUL byte (UTF-16 or UTF-32?); only UTF-8 is read")
        }
        if has("<?xml"), index + 5 < end, isSpace(bytes[index + 5]) {
            try declaration()
        }
        try misc()
        guard index < end else {
            throw Failure(offset: end, reason: "the document has no root element")
        }
        if has("<!DOCTYPE") {
            throw Failure(offset: index, reason: "a DOCTYPE is not allowed")
        }
        guard bytes[index] == UInt8(ascii: "<") else {
            throw Failure(offset: index, reason: "text before the root element")
        }
    }

    /// `<?xml version="1.0" encoding="…" standalone="…"?>`.
    private mutating func declaration() throws(Failure) {
        let start = index
        index += 5
        var next = 0
        while true {
            let spaced = skipSpace()
            if has("?>") {
                index += 2
                break
            }
            guard spaced, index < end else {
                throw Failure(offset: index, reason: "the XML declaration is not closed by ?>")
            }
            let nameStart = index
            while index < end, isNameByte(bytes[index]) { index += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
            skipSpace()
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                throw Failure(offset: index, reason: "'=' expected after \(name) in the XML declaration")
            }
            index += 1
            skipSpace()
            let value = try declarationValue()
            // version, then encoding and standalone if present, in this order.
            guard let position = Self.declarationNames.firstIndex(of: name), position >= next,
                (position == 0) == (next == 0)
            else {
                throw Failure(offset: nameStart, reason: "the XML declaration has '\(name)' out of place")
            }
            next = position + 1
            switch name {
            case "version":
                guard value.hasPrefix("1."), value.count > 2,
                    value.utf8.dropFirst(2).allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
                else {
                    throw Failure(offset: nameStart, reason: "XML version \(value) is not 1.x")
                }
            case "encoding": try encoding(value, at: nameStart)
            default:
                guard value == "yes" || value == "no" else {
                    throw Failure(offset: nameStart, reason: "standalone must be yes or no")
                }
            }
        }
        guard next > 0 else {
            throw Failure(offset: start, reason: "the XML declaration has no version")
        }
    }

    private static let declarationNames = ["version", "encoding", "standalone"]

    private mutating func declarationValue() throws(Failure) -> String {
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw Failure(offset: index, reason: "a quoted value expected in the XML declaration")
        }
        let quote = bytes[index]
        index += 1
        let start = index
        while index < end, bytes[index] != quote {
            guard bytes[index] < 0x80, bytes[index] >= 0x20 else {
                throw Failure(offset: index, reason: "a character not allowed in the XML declaration")
            }
            index += 1
        }
        guard index < end else { throw Failure(offset: end, reason: "the document ends in the XML declaration") }
        index += 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
    }

    /// UTF-8 is read; an ASCII-compatible encoding is read only when every byte is ASCII (it then says the
    /// same as UTF-8); any other is refused, never guessed.
    private mutating func encoding(_ name: String, at offset: Int) throws(Failure) {
        let lower = name.lowercased()
        if lower == "utf-8" || lower == "utf8" { return }
        let asciiCompatible = [
            "us-ascii", "ascii", "iso-8859-1", "iso_8859-1", "latin1", "iso-8859-15", "windows-1252", "cp1252",
        ]
        guard asciiCompatible.contains(lower) else {
            throw Failure(offset: offset, reason: "encoding \(name) is not supported (only UTF-8)")
        }
        if let nonASCII = bytes.firstIndex(where: { $0 >= 0x80 }) {
            throw Failure(
                offset: nonASCII, reason: "a byte that is not ASCII in a document declared \(name) (only UTF-8 is read)"
            )
        }
    }

    /// Comments, processing instructions and white space (before or after the root element).
    private mutating func misc() throws(Failure) {
        while true {
            skipSpace()
            if has("<!--") {
                try comment()
            } else if has("<?") {
                try processingInstruction()
            } else {
                return
            }
        }
    }

    // MARK: Markup

    /// Whatever starts with `<` inside the document: returns the root element once its end tag is read.
    private mutating func markup() throws(Failure) -> DAVElement? {
        guard index + 1 < end else { throw Failure(offset: end, reason: "the document ends in a tag") }
        switch bytes[index + 1] {
        case UInt8(ascii: "/"): return try endTag()
        case UInt8(ascii: "?"): try processingInstruction()
        case UInt8(ascii: "!"):
            if has("<!--") {
                try comment()
            } else if has("<![CDATA[") {
                guard !open.isEmpty else {
                    throw Failure(offset: index, reason: "a CDATA section outside the root element")
                }
                try cdata()
            } else if has("<!DOCTYPE") {
                throw Failure(offset: index, reason: "a DOCTYPE is not allowed")
            } else {
                throw Failure(offset: index, reason: "'<!' that starts no comment or CDATA section")
            }
        default: return try startTag()
        }
        return nil
    }

    private mutating func startTag() throws(Failure) -> DAVElement? {
        let tagStart = index
        guard open.count < Self.maxDepth else {
            throw Failure(offset: tagStart, reason: "elements nested deeper than \(Self.maxDepth)")
        }
        elementCount += 1
        guard elementCount <= Self.maxElements else {
            throw Failure(offset: tagStart, reason: "more than \(Self.maxElements) elements")
        }
        index += 1
        let (nameStart, colon) = try qualifiedName()
        let nameCount = index - nameStart
        let outerBindings = bindings.count
        var attributes: [(nameStart: Int, colon: Int?, nameEnd: Int, value: String)] = []
        var names: Set<String> = []
        var empty = false
        while true {
            let spaced = skipSpace()
            guard index < end else { throw Failure(offset: end, reason: "the document ends in a tag") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw Failure(offset: index, reason: "'/' not followed by '>' in a tag")
                }
                index += 2
                empty = true
                break
            }
            guard spaced else { throw Failure(offset: index, reason: "white space expected between attributes") }
            let attributeStart = index
            let (_, attributeColon) = try qualifiedName()
            let attributeEnd = index
            skipSpace()
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                throw Failure(
                    offset: index, reason: "'=' expected after the attribute \(string(attributeStart, attributeEnd))")
            }
            index += 1
            skipSpace()
            let value = try attributeValue()
            // A set, not a scan of the others: an element with a million attributes costs linear time.
            guard names.insert(string(attributeStart, attributeEnd)).inserted else {
                throw Failure(
                    offset: attributeStart, reason: "the attribute \(string(attributeStart, attributeEnd)) is repeated")
            }
            if try !declare(attributeStart, attributeColon, attributeEnd, value) {
                attributes.append((attributeStart, attributeColon, attributeEnd, value))
            }
        }
        var element = DAVElement(
            namespace: try namespace(nameStart, colon, at: nameStart),
            name: colon.map { string($0 + 1, nameStart + nameCount) } ?? string(nameStart, nameStart + nameCount),
            attributes: [:], children: [], text: "")
        if !attributes.isEmpty {
            var expanded: Set<String> = []
            for attribute in attributes {
                let name = string(attribute.nameStart, attribute.nameEnd)
                if let colon = attribute.colon {
                    // Two prefixes bound to one namespace name the same attribute (Namespaces in XML §6.3).
                    let uri = try namespace(attribute.nameStart, colon, at: attribute.nameStart)
                    guard expanded.insert(uri + " " + string(colon + 1, attribute.nameEnd)).inserted else {
                        throw Failure(offset: attribute.nameStart, reason: "the attribute \(name) is repeated")
                    }
                }
                element.attributes[name] = attribute.value
            }
        }
        if empty {
            unbind(to: outerBindings)
            return close(element)
        }
        open.append(Open(element: element, nameStart: nameStart, nameCount: nameCount, bindings: outerBindings))
        if texts.count < open.count { texts.append([]) }
        return nil
    }

    /// A namespace declaration (`xmlns`, `xmlns:p`) comes into scope; other attributes are left to the caller.
    private mutating func declare(_ start: Int, _ colon: Int?, _ nameEnd: Int, _ value: String) throws(Failure) -> Bool
    {
        let xmlns = "xmlns".utf8
        if colon == nil, nameEnd - start == 5, elementsEqual(start, xmlns) {
            guard value != Self.xmlNamespace, value != Self.xmlnsNamespace else {
                throw Failure(offset: start, reason: "the namespace \(value) cannot be the default namespace")
            }
            bind("", to: value)
            return true
        }
        guard let colon, colon - start == 5, elementsEqual(start, xmlns) else { return false }
        let prefix = string(colon + 1, nameEnd)
        guard !value.isEmpty else {
            throw Failure(offset: start, reason: "the prefix \(prefix) is bound to an empty namespace name")
        }
        if prefix == "xmlns" || (prefix == "xml") != (value == Self.xmlNamespace) || value == Self.xmlnsNamespace {
            throw Failure(offset: start, reason: "the prefix \(prefix) cannot be bound to \(value)")
        }
        bind(prefix, to: value)
        return true
    }

    /// The namespace of a name written `prefix:local` (`colon` given) or `local` (the default namespace).
    private func namespace(_ start: Int, _ colon: Int?, at offset: Int) throws(Failure) -> String {
        let prefix = colon.map { string(start, $0) } ?? ""
        if let binding = scope[prefix] { return bindings[binding].uri }
        if prefix == "xml" { return Self.xmlNamespace }
        guard !prefix.isEmpty else { return "" }
        throw Failure(offset: offset, reason: "the namespace prefix \(prefix) is not declared")
    }

    private mutating func bind(_ prefix: String, to uri: String) {
        bindings.append(Binding(prefix: prefix, uri: uri, hidden: scope[prefix]))
        scope[prefix] = bindings.count - 1
    }

    /// Ends the scope of the bindings made since there were `count`.
    private mutating func unbind(to count: Int) {
        while bindings.count > count {
            let binding = bindings.removeLast()
            scope[binding.prefix] = binding.hidden
        }
    }

    private mutating func endTag() throws(Failure) -> DAVElement? {
        let tagStart = index
        index += 2
        let nameStart = index
        _ = try qualifiedName()
        let nameCount = index - nameStart
        skipSpace()
        guard index < end else { throw Failure(offset: end, reason: "the document ends in a tag") }
        guard bytes[index] == UInt8(ascii: ">") else {
            throw Failure(offset: index, reason: "'>' expected to end </\(string(nameStart, nameStart + nameCount))")
        }
        index += 1
        guard !open.isEmpty else {
            throw Failure(offset: tagStart, reason: "</\(string(nameStart, nameStart + nameCount))> closes nothing")
        }
        // Compared in place: copying the open element would retain its parts for nothing.
        let (openStart, openCount) = (open[open.count - 1].nameStart, open[open.count - 1].nameCount)
        guard openCount == nameCount,
            memcmp(bytes.baseAddress! + openStart, bytes.baseAddress! + nameStart, nameCount) == 0
        else {
            throw Failure(
                offset: tagStart,
                reason:
                    "</\(string(nameStart, nameStart + nameCount))> closes <\(string(openStart, openStart + openCount))>"
            )
        }
        let current = open.removeLast()
        unbind(to: current.bindings)
        var element = current.element
        let depth = open.count
        if !texts[depth].isEmpty {
            element.text = String(decoding: texts[depth], as: UTF8.self)
            texts[depth].removeAll(keepingCapacity: true)
        }
        return close(element)
    }

    /// Hands a finished element to its parent; the root element is returned.
    private mutating func close(_ element: DAVElement) -> DAVElement? {
        guard !open.isEmpty else { return element }
        if open.count == 1, let rootChild {
            rootChild(element)
            return nil
        }
        open[open.count - 1].element.children.append(element)
        return nil
    }

    /// `Name` or `Prefix:Local` (Namespaces in XML): returns where it starts and its colon, if any.
    private mutating func qualifiedName() throws(Failure) -> (start: Int, colon: Int?) {
        let start = index
        guard index < end, isNameStartByte(bytes[index]) else {
            throw Failure(offset: index, reason: index < end ? "a name expected" : "the document ends in a tag")
        }
        var colon: Int?
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                guard colon == nil, index + 1 < end, isNameStartByte(bytes[index + 1]) else {
                    throw Failure(offset: start, reason: "a name with a misplaced ':'")
                }
                colon = index
            } else if byte >= 0x80 {
                index += try scalarLength(at: index)
                continue
            } else if !isNameByte(byte) {
                break
            }
            index += 1
        }
        return (start, colon)
    }

    /// A quoted attribute value, references replaced and white space normalized to spaces (XML 1.0 §3.3.3).
    private mutating func attributeValue() throws(Failure) -> String {
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw Failure(offset: index, reason: "a quoted attribute value expected")
        }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < end else { throw Failure(offset: end, reason: "the document ends in an attribute value") }
            let byte = bytes[index]
            switch byte {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "<"): throw Failure(offset: index, reason: "'<' in an attribute value")
            case UInt8(ascii: "&"): value.append(contentsOf: String(try reference()).utf8)
            case UInt8(ascii: "\r"):
                value.append(UInt8(ascii: " "))
                index += index + 1 < end && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                value.append(UInt8(ascii: " "))
                index += 1
            case 0x80...:
                let length = try scalarLength(at: index)
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                index += length
            case ..<0x20: throw controlCharacter()
            default:
                value.append(byte)
                index += 1
            }
        }
    }

    // MARK: Character data

    /// Character data up to the next `<`: appended to the open element's text; outside the root element only
    /// white space is allowed.
    private mutating func text() throws(Failure) {
        guard !open.isEmpty else {
            skipSpace()
            if index < end, bytes[index] != UInt8(ascii: "<") {
                throw Failure(offset: index, reason: "text outside the root element")
            }
            return
        }
        let depth = open.count - 1
        var run = index
        while index < end {
            let byte = bytes[index]
            // Most bytes are plain ASCII text: one table lookup steps over them.
            if Self.plainText[Int(byte)] {
                index += 1
                continue
            }
            if byte >= 0x20 && byte < 0x80 {
                if byte == UInt8(ascii: "<") { break }
                if byte == UInt8(ascii: "&") {
                    texts[depth].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                    texts[depth].append(contentsOf: String(try reference(inText: true)).utf8)
                    run = index
                    continue
                }
                if byte == UInt8(ascii: "]"), index + 2 < end, bytes[index + 1] == UInt8(ascii: "]"),
                    bytes[index + 2] == UInt8(ascii: ">")
                {
                    throw Failure(offset: index, reason: "']]>' outside a CDATA section")
                }
                index += 1
            } else if byte >= 0x80 {
                index += try scalarLength(at: index)
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") {
                index += 1
            } else if byte == UInt8(ascii: "\r") {
                texts[depth].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                texts[depth].append(UInt8(ascii: "\n"))
                index += index + 1 < end && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                run = index
            } else if byte != 0 {
                // A control character XML forbids (Nextcloud/ownCloud serve them in calendar data): read as
                // it is, as most clients' readers do, so that one object cannot stop a whole listing.
                index += 1
            } else {
                throw controlCharacter()
            }
        }
        texts[depth].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
    }

    /// Bytes that stand for themselves in text: printable ASCII but `<`, `&` and `]`, and tab and LF.
    private static let plainText: [Bool] = (0..<256).map { byte in
        (byte >= 0x20 && byte < 0x80 && byte != 0x3C && byte != 0x26 && byte != 0x5D) || byte == 0x09 || byte == 0x0A
    }

    /// `<![CDATA[…]]>`: its bytes exactly as sent, CR LF included, appended to the open element's text. XML 1.0
    /// would normalize its line ends too; XMLParser (libxml2) did not, so calendar data sent in CDATA (iCloud,
    /// Cyrus) keeps the server's bytes, and the synced copies stored before this reader still compare equal.
    private mutating func cdata() throws(Failure) {
        let start = index
        index += 9
        let depth = open.count - 1
        let run = index
        while true {
            guard index < end else { throw Failure(offset: start, reason: "a CDATA section is not closed by ]]>") }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x80 {
                if byte == UInt8(ascii: "]"), index + 2 < end, bytes[index + 1] == UInt8(ascii: "]"),
                    bytes[index + 2] == UInt8(ascii: ">")
                {
                    break
                }
                index += 1
            } else if byte >= 0x80 {
                index += try scalarLength(at: index)
            } else if byte != 0 {
                index += 1  // tab and line ends, and (leniently, as in text) the other control characters
            } else {
                throw controlCharacter()
            }
        }
        texts[depth].append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        index += 3
    }

    /// `&name;`, `&#NNN;` or `&#xHHH;`: the five predefined entities and character references. No other
    /// entity can exist, since a DOCTYPE is refused.
    /// In text (`inText`), a reference to a control character other than NUL is read too (XML 1.1 allows them;
    /// SabreDAV writes them so): the same leniency as for raw ones.
    private mutating func reference(inText: Bool = false) throws(Failure) -> Unicode.Scalar {
        let start = index
        index += 1
        var semicolon = index
        if semicolon < end, bytes[semicolon] == UInt8(ascii: "#") { semicolon += 1 }
        while semicolon < end, semicolon - index < 32, isNameByte(bytes[semicolon]), bytes[semicolon] < 0x80 {
            semicolon += 1
        }
        guard semicolon < end, bytes[semicolon] == UInt8(ascii: ";"), semicolon > index else {
            throw Failure(offset: start, reason: "'&' that starts no entity or character reference (write &amp;)")
        }
        defer { index = semicolon + 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[index..<semicolon])
        if name.first == UInt8(ascii: "#") {
            var scalar: UInt32 = 0
            let hex = name.count > 1 && name[1] == UInt8(ascii: "x")
            let digits = name.dropFirst(hex ? 2 : 1)
            guard !digits.isEmpty else { throw Failure(offset: start, reason: "an empty character reference") }
            let written = "&" + String(decoding: name, as: UTF8.self) + ";"
            for digit in digits {
                guard let value = Self.digitValue(digit, hex: hex) else {
                    throw Failure(offset: start, reason: "the character reference \(written) has a bad digit")
                }
                // Capped: past U+10FFFF it is refused anyway, and the product cannot overflow.
                scalar = min(scalar, 0x11_0000) * (hex ? 16 : 10) + value
            }
            guard let character = Unicode.Scalar(scalar),
                Self.isXMLCharacter(scalar) || (inText && scalar != 0 && scalar < 0x20)
            else {
                throw Failure(
                    offset: start, reason: "the character reference \(written) names a character XML does not allow")
            }
            return character
        }
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        case let other:
            throw Failure(offset: start, reason: "the entity &\(other); is not defined (only XML's five are)")
        }
    }

    private static func digitValue(_ digit: UInt8, hex: Bool) -> UInt32? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(digit - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(digit - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// XML 1.0's `Char`: tab, line ends, and every scalar from space on but U+FFFE and U+FFFF.
    private static func isXMLCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    // MARK: Comments and processing instructions

    /// `<!-- … -->`, which may not hold `--`.
    private mutating func comment() throws(Failure) {
        let start = index
        index += 4
        while true {
            guard index + 1 < end else { throw Failure(offset: start, reason: "a comment is not closed by -->") }
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < end else { throw Failure(offset: start, reason: "a comment is not closed by -->") }
                guard bytes[index + 2] == UInt8(ascii: ">") else {
                    throw Failure(offset: index, reason: "'--' inside a comment")
                }
                index += 3
                return
            }
            try character()
        }
    }

    /// `<?target …?>`; the target may not be `xml` (the declaration belongs at the very start).
    private mutating func processingInstruction() throws(Failure) {
        let start = index
        index += 2
        let (targetStart, colon) = try qualifiedName()
        guard colon == nil else { throw Failure(offset: start, reason: "a processing instruction's target has a ':'") }
        if index - targetStart == 3, string(targetStart, index).lowercased() == "xml" {
            throw Failure(offset: start, reason: "an XML declaration that is not at the start of the document")
        }
        if has("?>") {
            index += 2
            return
        }
        guard skipSpace() else {
            throw Failure(offset: index, reason: "white space expected after a processing instruction's target")
        }
        while !has("?>") {
            guard index < end else {
                throw Failure(offset: start, reason: "a processing instruction is not closed by ?>")
            }
            try character()
        }
        index += 2
    }

    /// Steps over one character that XML allows.
    private mutating func character() throws(Failure) {
        let byte = bytes[index]
        if byte >= 0x80 {
            index += try scalarLength(at: index)
        } else if byte >= 0x20 || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        {
            index += 1
        } else {
            throw controlCharacter()
        }
    }

    // MARK: Bytes

    /// The length of the well-formed UTF-8 sequence at `offset` that encodes a character XML allows.
    private func scalarLength(at offset: Int) throws(Failure) -> Int {
        let lead = bytes[offset]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: (length, scalar) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, scalar) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, scalar) = (4, UInt32(lead & 0x07))
        default: throw notUTF8(at: offset)
        }
        guard offset + length <= end else { throw notUTF8(at: offset) }
        for next in offset + 1..<offset + length {
            let byte = bytes[next]
            guard byte & 0xC0 == 0x80 else { throw notUTF8(at: offset) }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8; U+FFFE and U+FFFF are not XML.
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
            throw notUTF8(at: offset)
        }
        guard scalar != 0xFFFE, scalar != 0xFFFF else {
            throw Failure(
                offset: offset,
                reason: "the character U+\(String(scalar, radix: 16, uppercase: true)), which XML does not allow")
        }
        return length
    }

    private func notUTF8(at offset: Int) -> Failure {
        Failure(offset: offset, reason: "bytes that are not UTF-8")
    }

    private func controlCharacter() -> Failure {
        let byte = bytes[index]
        return Failure(
            offset: index,
            reason: "the control character 0x\(String(byte, radix: 16, uppercase: true)), which XML does not allow")
    }

    /// Skips XML white space; says whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < end, isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// ASCII `NameStartChar` (letters and `_`), or the start of a non-ASCII character (XML 1.0 allows most;
    /// the few it does not are accepted here).
    private func isNameStartByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte >= 0x80
    }

    /// ASCII `NameChar` without the colon, which `qualifiedName` handles.
    private func isNameByte(_ byte: UInt8) -> Bool {
        isNameStartByte(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    /// Whether the bytes at the current index start with `text`.
    private func has(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        return index + count <= end && memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0
    }

    private func elementsEqual(_ start: Int, _ text: String.UTF8View) -> Bool {
        start + text.count <= end && bytes[start..<start + text.count].elementsEqual(text)
    }

    private func string(_ start: Int, _ stop: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
    }

    private var openName: String {
        open.last.map { string($0.nameStart, $0.nameStart + $0.nameCount) } ?? ""
    }

    /// The line (from 1) of a byte offset: LF, CR LF and a lone CR each end a line.
    static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        var index = 0
        let stop = min(offset, bytes.count)
        while index < stop {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
            } else if bytes[index] == UInt8(ascii: "\r"),
                index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n")
            {
                line += 1
            }
            index += 1
        }
        return line
    }

    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"
}
