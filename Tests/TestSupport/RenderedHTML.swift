import Foundation

/// The archives of every `data-intent` attribute in `html`, unescaped, in document order.
public func intentArchives(in html: String) -> [String] {
    var archives: [String] = []
    var rest = html[...]
    while let start = rest.range(of: "data-intent=\"") {
        guard let end = rest[start.upperBound...].firstIndex(of: "\"") else { break }
        archives.append(
            String(rest[start.upperBound..<end])
                .replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&"))
        rest = rest[end...]
    }
    return archives
}

/// The text of rendered HTML with its tags removed, as a reader sees it: a count drawn as several runs
/// (`<span>2</span><span>/</span><span>7</span>`) reads "2/7". Entities are left as they are.
public func textContent(of html: String) -> String {
    html.replacing(#/<[^>]*>/#, with: "")
}
