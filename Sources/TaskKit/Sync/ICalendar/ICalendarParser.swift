import Foundation

/// Reads one iCalendar object (RFC 5545): a `VCALENDAR` with its properties and components.
///
/// Lenient where real clients are sloppy (LF instead of CRLF, blank lines, lowercase names, a fold
/// that splits a UTF-8 sequence) and strict where the structure is at stake: every `BEGIN` has its
/// `END`, one calendar per object, and the limits in `ICalendarLimits` hold. Each property and each
/// component's `BEGIN`/`END` line keeps its original text, so writing back what was not changed
/// reproduces it byte for byte.
enum ICalendarParser {
    static func parse(
        _ text: String, limits: ICalendarLimits = .standard
    ) throws(ICalendarError)
        -> ICalendarComponent
    {
        try parse(Array(text.utf8), limits: limits)
    }

    static func parse(
        _ data: Data, limits: ICalendarLimits = .standard
    ) throws(ICalendarError)
        -> ICalendarComponent
    {
        guard data.count <= limits.maxBytes else { throw .tooLarge(bytes: data.count, limit: limits.maxBytes) }
        return try parse([UInt8](data), limits: limits)
    }

    static func parse(
        _ bytes: [UInt8], limits: ICalendarLimits = .standard
    ) throws(ICalendarError)
        -> ICalendarComponent
    {
        guard bytes.count <= limits.maxBytes else { throw .tooLarge(bytes: bytes.count, limit: limits.maxBytes) }
        if bytes.contains(0) { throw .notText(reason: "it holds a NUL byte") }
        // A fold may split a multi-byte character (RFC 5545 §3.1 says it should not, some clients do), so
        // the text is checked whole, before any line is cut out of it.
        guard String(bytes: bytes, encoding: .utf8) != nil else { throw .notText(reason: "it is not UTF-8") }
        var state = State(limits: limits)
        // `withUnsafeBufferPointer` rethrows untyped errors in the iOS 17 SDK: the error is carried out instead.
        var failure: ICalendarError?
        bytes.withUnsafeBufferPointer { buffer in
            do throws(ICalendarError) {
                try state.run(buffer)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard let root = state.root else { throw .malformed(line: 1, reason: "no BEGIN:VCALENDAR") }
        return root
    }

    private struct State {
        let limits: ICalendarLimits
        var stack: [ICalendarComponent] = []
        var root: ICalendarComponent?
        var properties = 0
        var components = 0

        init(limits: ICalendarLimits) { self.limits = limits }

        /// Splits the bytes into unfolded content lines and hands each to `handle`.
        mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(ICalendarError) {
            var physical = 0  // physical lines seen
            var index = 0
            // The logical line being gathered: where its text starts, its segments, its first line number.
            var rawStart = -1
            var segments: [Range<Int>] = []
            var length = 0
            var firstLine = 0
            while index < bytes.count {
                let start = index
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                let next = end < bytes.count ? end + 1 : end  // past the LF
                var contentEnd = end
                if contentEnd > start && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                physical += 1
                index = next
                if contentEnd == start {
                    // A blank line ends any line being gathered; it carries no content and is dropped.
                    if rawStart >= 0 {
                        try handle(bytes, raw: rawStart..<start, segments: segments, line: firstLine)
                        rawStart = -1
                    }
                    continue
                }
                let first = bytes[start]
                if first == 0x20 || first == 0x09 {
                    guard rawStart >= 0 else {
                        throw .malformed(line: physical, reason: "a continuation line with no line before it")
                    }
                    segments.append((start + 1)..<contentEnd)
                    length += contentEnd - start - 1
                    if length > limits.maxLineBytes { throw .lineTooLong(line: firstLine, limit: limits.maxLineBytes) }
                    continue
                }
                if rawStart >= 0 {
                    try handle(bytes, raw: rawStart..<start, segments: segments, line: firstLine)
                }
                rawStart = start
                segments = [start..<contentEnd]
                length = contentEnd - start
                firstLine = physical
                if length > limits.maxLineBytes { throw .lineTooLong(line: firstLine, limit: limits.maxLineBytes) }
            }
            if rawStart >= 0 {
                try handle(bytes, raw: rawStart..<bytes.count, segments: segments, line: firstLine)
            }
            if let open = stack.last {
                throw .malformed(line: physical, reason: "the text ends inside \(open.name) (no END:\(open.name))")
            }
        }

        private mutating func handle(
            _ bytes: UnsafeBufferPointer<UInt8>, raw: Range<Int>, segments: [Range<Int>], line: Int
        ) throws(ICalendarError) {
            let content: [UInt8]
            if segments.count == 1 {
                content = Array(bytes[segments[0]])
            } else {
                content = segments.flatMap { bytes[$0] }
            }
            var property = try ContentLine.parse(content, line: line)
            let rawText = String(decoding: UnsafeBufferPointer(rebasing: bytes[raw]), as: UTF8.self)
            switch property.name {
            case "BEGIN":
                guard property.parameters.isEmpty, let name = ContentLine.componentName(property.value) else {
                    throw .malformed(line: line, reason: "'BEGIN:\(property.value.prefix(40))' is not a component")
                }
                if root != nil {
                    throw .malformed(
                        line: line, reason: "more than one calendar object (BEGIN:\(name) after END:VCALENDAR)")
                }
                if stack.isEmpty && name != "VCALENDAR" {
                    throw .malformed(line: line, reason: "expected BEGIN:VCALENDAR, found BEGIN:\(name)")
                }
                components += 1
                if components > limits.maxComponents {
                    throw .tooManyComponents(line: line, limit: limits.maxComponents)
                }
                if stack.count >= limits.maxDepth { throw .tooDeep(line: line, limit: limits.maxDepth) }
                var component = ICalendarComponent(name: name)
                component.rawBegin = rawText
                stack.append(component)
            case "END":
                guard var component = stack.popLast() else {
                    throw .malformed(line: line, reason: "END:\(property.value.prefix(40)) without a BEGIN")
                }
                guard ContentLine.componentName(property.value) == component.name, property.parameters.isEmpty else {
                    throw .malformed(
                        line: line, reason: "END:\(property.value.prefix(40)) closes BEGIN:\(component.name)")
                }
                component.rawEnd = rawText
                if stack.isEmpty {
                    root = component
                } else {
                    stack[stack.count - 1].items.append(.component(component))
                }
            default:
                guard !stack.isEmpty else {
                    if root != nil {
                        throw .malformed(line: line, reason: "text after END:VCALENDAR")
                    }
                    throw .malformed(line: line, reason: "expected BEGIN:VCALENDAR, found \(property.name)")
                }
                properties += 1
                if properties > limits.maxProperties {
                    throw .tooManyProperties(line: line, limit: limits.maxProperties)
                }
                property.raw = rawText
                stack[stack.count - 1].items.append(.property(property))
            }
        }
    }
}

/// The grammar of one unfolded content line: `name *(";" param) ":" value` (RFC 5545 §3.1).
enum ContentLine {
    static func parse(_ bytes: [UInt8], line: Int) throws(ICalendarError) -> ICalendarProperty {
        var index = 0
        while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
        guard index > 0, index < bytes.count, bytes[index] == 0x3B || bytes[index] == 0x3A else {
            let shown = String(decoding: bytes.prefix(40), as: UTF8.self)
            if index == bytes.count {
                throw .malformed(line: line, reason: "'\(shown)' has no ':' and value")
            }
            throw .malformed(line: line, reason: "'\(shown)' does not start with a property name")
        }
        let name = String(decoding: bytes[0..<index], as: UTF8.self).uppercased()
        var parameters: [ICalendarParameter] = []
        while bytes[index] == 0x3B {  // ';'
            index += 1
            let nameStart = index
            while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
            guard index > nameStart, index < bytes.count, bytes[index] == 0x3D else {  // '='
                throw .malformed(line: line, reason: "a parameter of \(name) has no name or no '='")
            }
            let parameterName = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            index += 1
            var values: [String] = []
            while true {
                guard index < bytes.count else {
                    throw .malformed(line: line, reason: "\(name) has no ':' before its value")
                }
                if bytes[index] == 0x22 {  // a quoted value runs to the next quote
                    let start = index + 1
                    guard let close = bytes[start...].firstIndex(of: 0x22) else {
                        throw .malformed(line: line, reason: "a quoted parameter value of \(name) is not closed")
                    }
                    values.append(decodeCarets(bytes[start..<close]))
                    index = close + 1
                } else {
                    let start = index
                    while index < bytes.count, bytes[index] != 0x2C, bytes[index] != 0x3B, bytes[index] != 0x3A,
                        bytes[index] != 0x22
                    {
                        index += 1
                    }
                    values.append(decodeCarets(bytes[start..<index]))
                }
                guard index < bytes.count else {
                    throw .malformed(line: line, reason: "\(name) has no ':' before its value")
                }
                if bytes[index] == 0x2C {  // ','
                    index += 1
                    continue
                }
                guard bytes[index] == 0x3B || bytes[index] == 0x3A else {
                    throw .malformed(line: line, reason: "a parameter value of \(name) holds a stray '\"'")
                }
                break
            }
            parameters.append(ICalendarParameter(name: parameterName, values: values))
        }
        // bytes[index] is ':'.
        let value = String(decoding: bytes[(index + 1)...], as: UTF8.self)
        return ICalendarProperty(name: name, parameters: parameters, value: value)
    }

    /// The component name in `BEGIN:`/`END:`, uppercased, or nil when it is not a name.
    static func componentName(_ value: String) -> String? {
        guard !value.isEmpty, value.utf8.allSatisfy(isNameByte) else { return nil }
        return value.uppercased()
    }

    /// Letters, digits and '-' (iana-token and x-name).
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x2D
    }

    /// RFC 6868: `^n` is a newline, `^'` a double quote, `^^` a caret; any other `^` stays.
    private static func decodeCarets(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(0x5E) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x5E, index + 1 < bytes.endIndex {
                switch bytes[index + 1] {
                case 0x6E, 0x4E:
                    out.append(0x0A)
                    index += 2
                    continue
                case 0x27:
                    out.append(0x22)
                    index += 2
                    continue
                case 0x5E:
                    out.append(0x5E)
                    index += 2
                    continue
                default: break
                }
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
