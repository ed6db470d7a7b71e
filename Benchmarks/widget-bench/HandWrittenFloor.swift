/// The hand-written floor of issue 31: the bytes a render of ``BenchWidget`` gives, written as a hand-made
/// template would write them — the static text between the widget's values as string literals, the values (its
/// three task titles) escaped into it on each run. A render is compared with this, not with writing already
/// built nodes: the floor is what a page without views, nodes or layout would cost.
struct HandWrittenFloor {
    /// The static text around the values: one more piece than there are values.
    private let pieces: [String]

    /// Splits a render's output at each value, in order; nil when a value is not found after the previous one.
    init?(rendered: String, values: [String]) {
        var pieces: [String] = []
        var rest = Substring(rendered)
        for value in values {
            guard let range = rest.range(of: Self.escaped(value)) else { return nil }
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        self.pieces = pieces
    }

    /// The page for these values: the pieces and the escaped values, appended to one string.
    func html(_ values: [String]) -> String {
        var html = ""
        html.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count } + values.reduce(0) { $0 + $1.utf8.count })
        for (piece, value) in zip(pieces, values) {
            html += piece
            html += Self.escaped(value)
        }
        html += pieces[pieces.count - 1]
        return html
    }

    /// Text as HTML text: what any template must do to a value (`&`, `<`, `>`, `"` and `'`).
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
