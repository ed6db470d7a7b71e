/// Swift names for asset names, as Xcode 15's asset symbol generation makes them: lower camel case, the
/// words split at spaces, dashes, underscores and dots and at case changes; a trailing "Color" (of a color)
/// or "Image" (of an image) dropped; a leading digit prefixed with an underscore; a keyword in backticks.
enum AssetSymbolNames {
    /// The identifier for `assetName` (the last component of a namespaced name), nil when nothing is left.
    static func identifier(for assetName: String, droppingSuffix suffix: String) -> String? {
        let leaf = assetName.split(separator: "/").last.map(String.init) ?? assetName
        var words = self.words(in: leaf)
        if words.count > 1, words.last?.lowercased() == suffix.lowercased() { words.removeLast() }
        guard let first = words.first else { return nil }
        var name = lowercasedLeadingWord(first) + words.dropFirst().map(capitalized).joined()
        if let initial = name.unicodeScalars.first, ("0"..."9").contains(initial) { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The words of a name: split at separators, and where lower case turns upper case ("brandRed"), or an
    /// upper-case run ends before a capitalized word ("URLLogo" → "URL", "Logo").
    static func words(in name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(String(current)) }
                current = []
                continue
            }
            if let previous = current.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
                if startsWord {
                    words.append(String(current))
                    current = []
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func lowercasedLeadingWord(_ word: String) -> String {
        // An acronym is lowered whole ("URL" → "url"), a word by its first letter.
        if word.allSatisfy({ !$0.isLowercase }) { return word.lowercased() }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Any", "Type",
    ]
}
