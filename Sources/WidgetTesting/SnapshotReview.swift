import Foundation
import WidgetRuntime

/// The page a snapshot mismatch is looked at on: each differing drawing, reference and new side by side and
/// drawn (the changed elements outlined: removed ones blue in the reference, changed or added ones red in the
/// new), and below them the changed lines of the text.
enum SnapshotReview {
    struct Difference {
        var name: String
        var reference: String
        var new: String
    }

    /// One line of a line diff.
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    static func page(title: String, differences: [Difference]) -> String {
        var body = ""
        for difference in differences {
            let old = lines(difference.reference)
            let new = lines(difference.new)
            let diff = lineDiff(old, new)
            var removedLines: Set<Int> = []
            var addedLines: Set<Int> = []
            var oldIndex = 0
            var newIndex = 0
            for line in diff {
                switch line {
                case .same:
                    oldIndex += 1
                    newIndex += 1
                case .removed:
                    removedLines.insert(oldIndex)
                    oldIndex += 1
                case .added:
                    addedLines.insert(newIndex)
                    newIndex += 1
                }
            }
            let marked = (
                reference: mark(old, lines: removedLines, color: "#0A84FF"),
                new: mark(new, lines: addedLines, color: "#FF3B30")
            )
            body += """
                <section>
                <h2>\(HTMLWriter.escape(difference.name))</h2>
                <div class="pair">
                <figure><figcaption>reference</figcaption><iframe srcdoc="\(HTMLWriter.escape(marked.reference))"></iframe></figure>
                <figure><figcaption>new</figcaption><iframe srcdoc="\(HTMLWriter.escape(marked.new))"></iframe></figure>
                </div>
                <pre class="diff">\(diffText(diff))</pre>
                </section>

                """
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(HTMLWriter.escape(title)): \(differences.count) snapshots differ</title>
            <style>
            body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#F2F2F7;color:#1C1C1E}
            section{background:#FFF;border-radius:12px;padding:16px;margin-bottom:24px}
            h2{font-size:15px;margin:0 0 12px}
            .pair{display:flex;gap:16px;flex-wrap:wrap}
            figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
            iframe{width:460px;height:460px;border:1px solid #D1D1D6;border-radius:8px;background:#FFF}
            pre.diff{font:12px/1.4 ui-monospace,monospace;overflow:auto;max-height:320px;background:#F9F9FB;padding:8px}
            del{background:#DCEBFF;text-decoration:none;display:block}ins{background:#FFE0DE;text-decoration:none;display:block}
            </style>
            </head>
            <body>
            <h1>\(HTMLWriter.escape(title)): \(differences.count) snapshots differ</h1>
            <p>Blue: in the reference only. Red: new or changed. If the new drawing is right, record it again
            (<code>SNAPSHOT_RECORD=1</code>, or delete the reference) and look at it.</p>
            \(body)</body>
            </html>

            """
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The changed lines with two lines of context around each change.
    private static func diffText(_ diff: [Line]) -> String {
        var keep = Set<Int>()
        for (index, line) in diff.enumerated() {
            if case .same = line { continue }
            for near in max(0, index - 2)...min(diff.count - 1, index + 2) { keep.insert(near) }
        }
        var text = ""
        var skipped = false
        for (index, line) in diff.enumerated() {
            guard keep.contains(index) else {
                if !skipped { text += "…\n" }
                skipped = true
                continue
            }
            skipped = false
            switch line {
            case .same(let line): text += "  " + HTMLWriter.escape(line) + "\n"
            case .removed(let line): text += "<del>- " + HTMLWriter.escape(line) + "</del>"
            case .added(let line): text += "<ins>+ " + HTMLWriter.escape(line) + "</ins>"
            }
        }
        return text
    }

    /// The document with the elements that open on `lines` outlined (WidgetRuntime writes one element a line).
    private static func mark(_ document: [String], lines: Set<Int>, color: String) -> String {
        var result = document
        for index in lines where index < result.count {
            let line = result[index]
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("<"), !trimmed.hasPrefix("</"), !trimmed.hasPrefix("<!"),
                let nameEnd = trimmed.dropFirst().firstIndex(where: { $0 == " " || $0 == ">" || $0 == "/" })
            else { continue }
            let name = trimmed[trimmed.index(after: trimmed.startIndex)..<nameEnd]
            guard !["html", "head", "body", "meta", "title", "style"].contains(String(name)) else { continue }
            result[index] = String(line[..<nameEnd]) + " data-review-changed" + String(line[nameEnd...])
        }
        let style =
            "<style>[data-review-changed]{outline:2px solid \(color)!important;outline-offset:-1px}</style>"
        if let head = result.firstIndex(where: { $0.contains("</head>") }) {
            result[head] = result[head].replacingOccurrences(of: "</head>", with: style + "</head>")
        } else {
            result.insert(style, at: 0)
        }
        return result.joined(separator: "\n")
    }

    /// A line diff by longest common subsequence (drawings are a few hundred lines).
    static func lineDiff(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count
        let m = new.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < n && j < m {
            if old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        while i < n {
            result.append(.removed(old[i]))
            i += 1
        }
        while j < m {
            result.append(.added(new[j]))
            j += 1
        }
        return result
    }
}
