import Foundation

/// A lexical scan of Swift sources, enough for CompatibilityDocTests: every function, initializer and subscript
/// with a body, the type or extension it is declared in (type bodies included), its parameters, and which of
/// them the body never names.
///
/// Not a parser: comments and string literals are blanked (interpolations kept), braces are matched, and a
/// declaration is the text between the previous `{`, `}` or `;` and its `{`. A parameter counts as read when
/// its name occurs in the body as an identifier that is neither a member (`.name`) nor an argument label
/// (`name:`); a parameter named `_` is never read.
struct SourceScan {
    /// One function, initializer or subscript with a body.
    struct Function {
        let file: String
        let line: Int
        /// The innermost type or extended type it is declared in ("" at file scope).
        let host: String
        /// "init", "subscript" or the function's name.
        let name: String
        let isPublic: Bool
        let isUnavailable: Bool
        /// `static` or `mutating`: not a modifier.
        let isStaticOrMutating: Bool
        /// Each parameter as `label name`, as declared.
        let parameters: [String]
        /// The internal names of the parameters the body never names.
        let unread: [String]

        var signature: String { "\(host).\(name)(\(parameters.joined(separator: ", ")))" }
    }

    /// The types (and extended types) declared with `Shape` or `InsettableShape` among what they adopt.
    var shapes: Set<String> = []
    var functions: [Function] = []

    /// Scans one source text.
    init(source: String, file: String = "source.swift") {
        scan(Self.code(of: source), file: file)
    }

    /// Scans every `.swift` file under `directory`.
    init(directory: URL) throws {
        let files =
            FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files.sorted(by: { $0.path < $1.path }) {
            scan(Self.code(of: try String(contentsOf: file, encoding: .utf8)), file: file.lastPathComponent)
        }
    }

    // MARK: Comments and strings

    /// The source with comments and string contents replaced by spaces (line breaks kept, so lines still
    /// count), and string interpolations kept as code.
    static func code(of source: String) -> [Character] {
        let text = Array(source)
        var out: [Character] = []
        out.reserveCapacity(text.count)
        // What the scanner is inside: code (with the parenthesis depth of an interpolation), or a string.
        enum Mode {
            case code(parens: Int)
            case string(hashes: Int, multiline: Bool)
        }
        var modes: [Mode] = [.code(parens: 0)]
        var index = 0
        func blank(_ character: Character) { out.append(character == "\n" ? "\n" : " ") }
        func starts(_ prefix: String, at position: Int) -> Bool {
            var index = position
            for character in prefix {
                guard index < text.count, text[index] == character else { return false }
                index += 1
            }
            return true
        }
        while index < text.count {
            let character = text[index]
            switch modes[modes.count - 1] {
            case .code(let parens):
                if starts("//", at: index) {
                    while index < text.count && text[index] != "\n" {
                        blank(text[index])
                        index += 1
                    }
                    continue
                }
                if starts("/*", at: index) {
                    var depth = 0
                    repeat {
                        if starts("/*", at: index) {
                            depth += 1
                            out += [" ", " "]
                            index += 2
                        } else if starts("*/", at: index) {
                            depth -= 1
                            out += [" ", " "]
                            index += 2
                        } else {
                            blank(text[index])
                            index += 1
                        }
                    } while depth > 0 && index < text.count
                    continue
                }
                var hashes = 0
                while index + hashes < text.count && text[index + hashes] == "#" { hashes += 1 }
                if index + hashes < text.count && text[index + hashes] == "\"" {
                    let multiline = starts("\"\"\"", at: index + hashes)
                    let length = hashes + (multiline ? 3 : 1)
                    out += Array(repeating: " ", count: length - 1) + ["\""]
                    index += length
                    modes.append(.string(hashes: hashes, multiline: multiline))
                    continue
                }
                if character == "(" {
                    modes[modes.count - 1] = .code(parens: parens + 1)
                } else if character == ")" && modes.count > 1 {
                    if parens == 0 {
                        // The end of an interpolation: back in its string.
                        modes.removeLast()
                        out.append(" ")
                        index += 1
                        continue
                    }
                    modes[modes.count - 1] = .code(parens: parens - 1)
                } else if character == ")" {
                    modes[modes.count - 1] = .code(parens: max(0, parens - 1))
                }
                out.append(character)
                index += 1
            case .string(let hashes, let multiline):
                let terminator = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if starts(terminator, at: index) {
                    out += ["\""] + Array(repeating: " ", count: terminator.count - 1)
                    index += terminator.count
                    modes.removeLast()
                    continue
                }
                let escape = "\\" + String(repeating: "#", count: hashes)
                if starts(escape, at: index) {
                    let after = index + escape.count
                    if after < text.count && text[after] == "(" {
                        out += Array(repeating: " ", count: escape.count + 1)
                        index = after + 1
                        modes.append(.code(parens: 0))
                        continue
                    }
                    if after < text.count {
                        out += Array(repeating: " ", count: escape.count)
                        blank(text[after])
                        index = after + 1
                        continue
                    }
                }
                blank(character)
                index += 1
            }
        }
        return out
    }

    // MARK: Declarations

    private static let typeDeclaration = try! NSRegularExpression(
        pattern: #"(?<![\w.])(extension|struct|class|enum|protocol|actor)\s+"#
            + #"(?!(?:func|var|let)\b)([A-Za-z_][\w.]*)([^{]*)$"#)
    private static let functionDeclaration = try! NSRegularExpression(
        pattern: #"(?<![\w.])(?:func\s+([^\s(<]+)|(init)\s*[?!]?\s*(?=[(<])|(subscript)\s*(?=[(<]))"#)

    private mutating func scan(_ code: [Character], file: String) {
        // The enclosing scopes: the type name for a type or extension, nil for any other brace.
        var scopes: [String?] = []
        var headerStart = 0
        var index = 0
        while index < code.count {
            let character = code[index]
            if character == ";" {
                headerStart = index + 1
            } else if character == "}" {
                if !scopes.isEmpty { scopes.removeLast() }
                headerStart = index + 1
            } else if character == "{" {
                let header = String(code[headerStart..<index])
                let host = scopes.last { $0 != nil } ?? ""
                if let function = Self.lastFunction(in: header) {
                    let end = Self.matchingBrace(in: code, from: index)
                    let body = String(code[(index + 1)..<max(index + 1, end)])
                    let line = code[..<index].filter { $0 == "\n" }.count + 1
                    functions.append(
                        Self.function(function, header: header, body: body, host: host ?? "", file: file, line: line))
                    index = end + 1
                    headerStart = index
                    continue
                }
                let type = Self.lastType(in: header)
                if let type, type.adopts.contains(where: { $0 == "Shape" || $0 == "InsettableShape" }) {
                    shapes.insert(type.name)
                }
                scopes.append(type?.name)
                headerStart = index + 1
            }
            index += 1
        }
    }

    /// The declared type and what it adopts, if `header` ends in a type or extension declaration.
    private static func lastType(in header: String) -> (name: String, adopts: [String])? {
        let range = NSRange(header.startIndex..., in: header)
        guard let match = typeDeclaration.matches(in: header, range: range).last,
            let name = Range(match.range(at: 2), in: header), let rest = Range(match.range(at: 3), in: header),
            functionDeclaration.firstMatch(
                in: header, range: NSRange(Range(match.range, in: header)!.upperBound..., in: header)) == nil
        else { return nil }
        let inheritance = header[rest].split(separator: "where").first ?? ""
        let adopts = inheritance.split(whereSeparator: { ":,& \n".contains($0) }).map(String.init)
        return (String(header[name].split(separator: ".").last!), adopts)
    }

    /// The name and the text from its keyword on, if `header` ends in a function, initializer or subscript.
    private static func lastFunction(in header: String) -> (name: String, declaration: Substring)? {
        let range = NSRange(header.startIndex..., in: header)
        guard let match = functionDeclaration.matches(in: header, range: range).last else { return nil }
        // A type declared after it (a nested type's header) is the declaration here.
        let start = Range(match.range, in: header)!.lowerBound
        if let type = typeDeclaration.matches(in: header, range: range).last,
            Range(type.range, in: header)!.lowerBound > start
        {
            return nil
        }
        // A property or local after the function's parameters: `var x: Int {` is not a function body.
        let name = (1...3).compactMap { Range(match.range(at: $0), in: header).map { String(header[$0]) } }.first!
        let declaration = header[start...]
        guard let clause = parameterClause(of: declaration) else { return nil }
        let after = declaration[clause.upperBound...]
        if after.range(of: #"(?<![\w.])(var|let)\s"#, options: .regularExpression) != nil { return nil }
        return (name, declaration)
    }

    /// The range of a declaration's parameter clause, parentheses included (after any generic parameters).
    private static func parameterClause(of declaration: Substring) -> Range<Substring.Index>? {
        var index = declaration.startIndex
        var angles = 0
        while index < declaration.endIndex {
            let character = declaration[index]
            if character == "<" {
                angles += 1
            } else if character == ">" && angles > 0 && declaration[declaration.index(before: index)] != "-" {
                angles -= 1
            } else if character == "(" && angles == 0 {
                var depth = 0
                var end = index
                while end < declaration.endIndex {
                    if declaration[end] == "(" { depth += 1 }
                    if declaration[end] == ")" {
                        depth -= 1
                        if depth == 0 { return index..<declaration.index(after: end) }
                    }
                    end = declaration.index(after: end)
                }
                return nil
            }
            index = declaration.index(after: index)
        }
        return nil
    }

    private static func matchingBrace(in code: [Character], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < code.count {
            if code[index] == "{" { depth += 1 }
            if code[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return code.count
    }

    private static func function(
        _ function: (name: String, declaration: Substring), header: String, body: String, host: String,
        file: String, line: Int
    ) -> Function {
        let clause = parameterClause(of: function.declaration)!
        let inner = function.declaration[clause].dropFirst().dropLast()
        let parameters = topLevelPieces(of: inner).map { piece -> (declared: String, name: String) in
            let names = piece.prefix { $0 != ":" }.split(whereSeparator: \.isWhitespace)
                .filter { !$0.hasPrefix("@") }
            return (names.joined(separator: " "), names.last.map(String.init) ?? "_")
        }
        let unread = parameters.map(\.name).filter { name in
            let read = #"(?<![\w.$])"# + name + #"(?![\w])(?!\s*:(?!:))"#
            return name == "_" || body.range(of: read, options: .regularExpression) == nil
        }
        let modifiers = header[..<clause.lowerBound]
        return Function(
            file: file, line: line, host: host, name: function.name,
            isPublic: modifiers.range(of: #"(?<![\w.])(public|open)\s"#, options: .regularExpression) != nil,
            isUnavailable: modifiers.contains("unavailable"),
            isStaticOrMutating: modifiers.range(
                of: #"(?<![\w.])(static|mutating)\s"#, options: .regularExpression) != nil,
            parameters: parameters.map(\.declared),
            unread: unread)
    }

    /// The comma-separated pieces of a parameter list, commas inside brackets left alone.
    private static func topLevelPieces(of list: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var start = list.startIndex
        var index = list.startIndex
        while index < list.endIndex {
            let character = list[index]
            if "([{<".contains(character) { depth += 1 }
            if ")]}".contains(character) || (character == ">" && list[list.index(before: index)] != "-") {
                depth -= 1
            }
            if character == "," && depth == 0 {
                pieces.append(list[start..<index])
                start = list.index(after: index)
            }
            index = list.index(after: index)
        }
        let last = list[start...]
        if !last.allSatisfy(\.isWhitespace) { pieces.append(last) }
        return pieces
    }
}
