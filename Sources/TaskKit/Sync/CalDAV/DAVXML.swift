import Foundation

/// An XML element of a WebDAV answer (read by `DAVXMLReader`): namespace-qualified name, attributes, children,
/// and its text: all its character data, between its children too, line ends normalized to LF.
package struct DAVElement: Sendable, Equatable {
    package var namespace: String
    package var name: String
    /// By name as written (`name`, `prefix:name`); namespace declarations are not attributes.
    package var attributes: [String: String]
    package var children: [DAVElement]
    package var text: String

    package init(
        namespace: String, name: String, attributes: [String: String] = [:], children: [DAVElement] = [],
        text: String = ""
    ) {
        self.namespace = namespace
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

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
        responses = root.children("response").compactMap(Self.response)
    }

    /// Reads a multistatus answer one `<response>` at a time: each is reduced to its href, status and properties
    /// as soon as it is read, so that a listing of many members is never held as one XML tree.
    init(reading data: Data) throws(CalDAVError) {
        var responses: [DAVResponse] = []
        var token: String?
        let result = DAVXMLReader.parse(data) { child in
            guard child.namespace == DAVNamespace.dav else { return }
            if child.name == "response", let response = Self.response(child) {
                responses.append(response)
            } else if child.name == "sync-token" {
                token = child.text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        let root: DAVElement
        switch result {
        case .success(let element): root = element
        case .failure(let error): throw error
        }
        guard root.name == "multistatus", root.namespace == DAVNamespace.dav else {
            throw .invalidResponse("the server answered with <\(root.name)>, not a WebDAV multistatus")
        }
        self.responses = responses
        syncToken = token
    }

    private static func response(_ response: DAVElement) -> DAVResponse? {
        guard let href = response.childText("href"), !href.isEmpty else { return nil }
        var properties: [DAVElement] = []
        for propstat in response.children("propstat") {
            guard status(propstat.childText("status")) == 200, let prop = propstat.child("prop") else {
                continue
            }
            properties += prop.children
        }
        return DAVResponse(href: href, status: status(response.childText("status")), properties: properties)
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
