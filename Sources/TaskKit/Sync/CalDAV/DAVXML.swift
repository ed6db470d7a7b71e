import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element of a WebDAV answer: namespace-qualified name, attributes, children, text.
struct DAVElement: Sendable {
    var namespace: String
    var name: String
    var attributes: [String: String]
    var children: [DAVElement]
    var text: String

    /// The first child called `name` in `namespace`.
    func child(_ name: String, _ namespace: String = DAVNamespace.dav) -> DAVElement? {
        children.first { $0.name == name && $0.namespace == namespace }
    }

    /// Every child called `name` in `namespace`.
    func children(_ name: String, _ namespace: String = DAVNamespace.dav) -> [DAVElement] {
        children.filter { $0.name == name && $0.namespace == namespace }
    }

    /// The trimmed text of the child called `name`.
    func childText(_ name: String, _ namespace: String = DAVNamespace.dav) -> String? {
        child(name, namespace).map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

enum DAVNamespace {
    static let dav = "DAV:"
    static let caldav = "urn:ietf:params:xml:ns:caldav"
    static let calendarServer = "http://calendarserver.org/ns/"
}

/// Parses a WebDAV answer into a tree of `DAVElement`s. External entities are never loaded; depth and
/// element count are limited, so a hostile answer costs bounded memory beyond its own bytes.
final class DAVXMLParser: NSObject, XMLParserDelegate {
    static let maxDepth = 64
    static let maxElements = 2_000_000

    private var stack: [DAVElement] = []
    private var root: DAVElement?
    private var elements = 0
    private var failure: String?

    /// The document's root element, or a one-line reason why the text is not XML we can read.
    static func parse(_ data: Data) -> Result<DAVElement, CalDAVError> {
        let delegate = DAVXMLParser()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let failure = delegate.failure { return .failure(.invalidResponse(failure)) }
        guard ok, let root = delegate.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no document"
            return .failure(.invalidResponse("the server's XML could not be read (\(reason))"))
        }
        return .success(root)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements += 1
        if stack.count >= Self.maxDepth || elements > Self.maxElements {
            failure = "the server's XML is nested too deep or has too many elements"
            parser.abortParsing()
            return
        }
        stack.append(
            DAVElement(
                namespace: namespaceURI ?? "", name: elementName, attributes: attributeDict, children: [], text: ""))
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

/// One `<response>` of a `<multistatus>` (RFC 4918 §14.24): an href with either a status of its own (a
/// member removed since a sync token) or properties grouped by status.
struct DAVResponse: Sendable {
    var href: String
    /// The response's own status, when it has one.
    var status: Int?
    /// The properties found (status 200), by name.
    var properties: [DAVElement]

    func property(_ name: String, _ namespace: String = DAVNamespace.dav) -> DAVElement? {
        properties.first { $0.name == name && $0.namespace == namespace }
    }
}

/// A `<multistatus>`: its responses and, for `sync-collection`, the new sync token.
struct DAVMultistatus: Sendable {
    var responses: [DAVResponse]
    var syncToken: String?

    init(_ root: DAVElement) throws(CalDAVError) {
        guard root.name == "multistatus", root.namespace == DAVNamespace.dav else {
            throw .invalidResponse("the server answered with <\(root.name)>, not a WebDAV multistatus")
        }
        syncToken = root.childText("sync-token")
        responses = root.children("response").compactMap { response in
            guard let href = response.childText("href"), !href.isEmpty else { return nil }
            var properties: [DAVElement] = []
            for propstat in response.children("propstat") {
                guard Self.status(propstat.childText("status")) == 200, let prop = propstat.child("prop") else {
                    continue
                }
                properties += prop.children
            }
            return DAVResponse(href: href, status: Self.status(response.childText("status")), properties: properties)
        }
    }

    /// `HTTP/1.1 404 Not Found` → 404.
    static func status(_ line: String?) -> Int? {
        guard let line else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        return Int(parts[1])
    }
}

/// Request bodies.
enum DAVBody {
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A PROPFIND for the named properties; each is `prefix:name` with `D` for DAV:, `C` for CalDAV and
    /// `CS` for calendarserver.org.
    static func propfind(_ properties: [String]) -> Data {
        Data(
            (header + "<D:propfind \(namespaces)><D:prop>" + properties.map { "<\($0)/>" }.joined()
                + "</D:prop></D:propfind>").utf8)
    }

    static func syncCollection(token: String?) -> Data {
        Data(
            (header + "<D:sync-collection \(namespaces)><D:sync-token>\(escape(token ?? ""))</D:sync-token>"
                + "<D:sync-level>1</D:sync-level><D:prop><D:getetag/></D:prop></D:sync-collection>").utf8)
    }

    /// Every VTODO's href and ETag (the fallback when a server has no sync-collection).
    static let todoETags = Data(
        (header + "<C:calendar-query \(namespaces)><D:prop><D:getetag/></D:prop><C:filter>"
            + "<C:comp-filter name=\"VCALENDAR\"><C:comp-filter name=\"VTODO\"/></C:comp-filter></C:filter>"
            + "</C:calendar-query>").utf8)

    static func multiget(_ hrefs: [String]) -> Data {
        Data(
            (header + "<C:calendar-multiget \(namespaces)><D:prop><D:getetag/><C:calendar-data/></D:prop>"
                + hrefs.map { "<D:href>\(escape($0))</D:href>" }.joined() + "</C:calendar-multiget>").utf8)
    }

    static func makeCalendar(displayName: String) -> Data {
        Data(
            (header + "<C:mkcalendar \(namespaces)><D:set><D:prop><D:displayname>\(escape(displayName))</D:displayname>"
                + "<C:supported-calendar-component-set><C:comp name=\"VTODO\"/></C:supported-calendar-component-set>"
                + "</D:prop></D:set></C:mkcalendar>").utf8)
    }

    private static let header = "<?xml version=\"1.0\" encoding=\"utf-8\"?>"
    private static let namespaces =
        "xmlns:D=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\" xmlns:CS=\"http://calendarserver.org/ns/\""
}
