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
