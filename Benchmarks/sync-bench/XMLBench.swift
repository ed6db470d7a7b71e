import Foundation
import TaskKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `sync-bench --xml [--objects N] [--xml-repeats R]`: reads a calendar-multiget answer of N objects (as Radicale
/// sends it, CR LF raw in the text, and as iCloud sends it, in CDATA) with TaskKit's `DAVXMLReader` and, as the
/// baseline in the same run, with Foundation's `XMLParser` building the same tree (the reader TaskKit had
/// before). No server is needed. Runs alternate between the two; both trees are checked to be equal first.
func runXMLBench(objects: Int, repeats: Int) {
    let todo = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TaskWidgets//TaskKit//EN", "BEGIN:VTODO", "UID:%@",
        "DTSTAMP:20261102T090000Z", "CREATED:20261101T080000Z", "LAST-MODIFIED:20261102T090000Z",
        "SUMMARY:Task %@ – buy milk & bread for Müller's <party>", "STATUS:NEEDS-ACTION", "PRIORITY:5",
        "DUE;VALUE=DATE:20261110", "X-APPLE-SORT-ORDER:%@", "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    func answer(cdata: Bool) -> Data {
        var text =
            "<?xml version='1.0' encoding='utf-8'?>\n<multistatus xmlns=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\">"
        for index in 0..<objects {
            let uid = UUID().uuidString
            let object = String(format: todo, uid, String(index), String(index * 65_536))
            let data =
                cdata
                ? "<![CDATA[" + object + "]]>"
                : object.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;")
            text +=
                "<response><href>/user/tasks/\(uid).ics</href><propstat><prop><getetag>\"\(index)-1\"</getetag>"
                + "<C:calendar-data>\(data)</C:calendar-data></prop><status>HTTP/1.1 200 OK</status></propstat></response>"
        }
        return Data((text + "</multistatus>\n").utf8)
    }
    emit("sync-bench --xml: a calendar-multiget answer of \(objects) objects; median / p99 over \(repeats) runs each")
    emit("| answer | reader | MB | median | p99 | vs baseline (median) |")
    emit("|---|---|---:|---:|---:|---:|")
    for (name, body) in [("text (Radicale)", answer(cdata: false)), ("CDATA (iCloud)", answer(cdata: true))] {
        guard case .success(let ours) = DAVXMLReader.parse(body), let theirs = XMLParserTree.parse(body), ours == theirs
        else {
            emit("sync-bench --xml: the two readers disagree on the \(name) answer", to: .standardError)
            exit(1)
        }
        var reader: [Double] = []
        var parser: [Double] = []
        for run in 0..<repeats {
            // Alternating which goes first, so neither always runs on a warm cache.
            if run % 2 == 0 {
                reader.append(seconds { _ = DAVXMLReader.parse(body) })
                parser.append(seconds { _ = XMLParserTree.parse(body) })
            } else {
                parser.append(seconds { _ = XMLParserTree.parse(body) })
                reader.append(seconds { _ = DAVXMLReader.parse(body) })
            }
        }
        let megabytes = String(format: "%.1f", Double(body.count) / 1_048_576)
        let readerRow = Row(name: "", samples: reader.map { Sample(seconds: $0, requests: 0) })
        let parserRow = Row(name: "", samples: parser.map { Sample(seconds: $0, requests: 0) })
        emit(
            "| \(name) | XMLParser (baseline) | \(megabytes) | \(ms(parserRow.median.seconds)) | \(ms(parserRow.p99.seconds)) | |"
        )
        emit(
            "| \(name) | DAVXMLReader | \(megabytes) | \(ms(readerRow.median.seconds)) | \(ms(readerRow.p99.seconds)) | "
                + String(format: "%.2f×", readerRow.median.seconds / parserRow.median.seconds) + " |")
    }
}

private func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The tree `DAVXMLReader` builds, built with Foundation's `XMLParser`: the baseline.
private final class XMLParserTree: NSObject, XMLParserDelegate {
    private var stack: [DAVElement] = []
    private var root: DAVElement?

    static func parse(_ data: Data) -> DAVElement? {
        let delegate = XMLParserTree()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        return delegate.root
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        stack.append(DAVElement(namespace: namespaceURI ?? "", name: elementName, attributes: attributeDict))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
    }
}
