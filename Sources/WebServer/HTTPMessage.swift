import Foundation

/// One HTTP request as the server's handler sees it: the body is complete, the header names are lowercased
/// and the query is percent-decoded.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without the query, percent-decoded by libmicrohttpd (for example `/widgets/abc`).
    public var path: String
    /// Query arguments, percent-decoded (`+` is a space). A repeated key keeps its last value.
    public var query: [String: String]
    /// Header fields with lowercased names. A repeated header keeps its values joined by ", ".
    public var headers: [String: String]
    public var body: Data
    /// The peer as "address:port", or "" when unknown.
    public var remoteAddress: String {
        get { peer?.description ?? describedPeer }
        set {
            describedPeer = newValue
            peer = nil
        }
    }
    private var describedPeer = ""
    /// The socket's peer, described only when asked: formatting it took ~2,800 instructions a request, and no
    /// route reads it.
    private var peer: PeerAddress?

    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data = Data(), remoteAddress: String = ""
    ) {
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.init(
            method: method, path: path, query: query, loweredHeaders: lowered, body: body, remoteAddress: remoteAddress)
    }

    /// For the server, whose header names are lowercased already.
    init(
        method: String, path: String, query: [String: String], loweredHeaders: [String: String], body: Data,
        remoteAddress: String
    ) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = loweredHeaders
        self.body = body
        self.describedPeer = remoteAddress
    }

    /// For the server: the peer as its socket gave it.
    init(
        method: String, path: String, query: [String: String], loweredHeaders: [String: String], body: Data,
        peer: PeerAddress?
    ) {
        self.init(
            method: method, path: path, query: query, loweredHeaders: loweredHeaders, body: body, remoteAddress: "")
        self.peer = peer
    }

    /// The value of a header field (the name in any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// True for the methods that change state (POST, PUT, PATCH, DELETE).
    public var isStateChanging: Bool { ["POST", "PUT", "PATCH", "DELETE"].contains(method) }
}

/// One HTTP response. Every response leaves the server with ``HTTPResponse/securityHeaders`` added, replacing
/// any a handler set: only ``HTTPResponse/contentSecurityPolicy`` may change the policy, on purpose.
public struct HTTPResponse: Sendable {
    // A change to what is sent makes a prepared response an ordinary one again (``prepared()``).
    public var status: Int { didSet { preparedForm = nil } }
    /// Header fields in order. Names are written as given.
    public var headers: [(name: String, value: String)] { didSet { preparedForm = nil } }
    public var body: Data { didSet { preparedForm = nil } }
    /// An event stream: `body` is sent first, then what ``HTTPServer/sendEvent(_:)`` sends, until the client
    /// leaves or the server stops.
    var isEventStream = false
    /// Called on a server thread once the response is written to the connection, or the request ended without
    /// it (the client left): work that would compete with sending it starts then.
    public var onSent: (@Sendable () -> Void)?
    /// A page's own `Content-Security-Policy` in place of the server's (nil: the server's), for a page that
    /// needs another, e.g. inline scripts allowed by a nonce. The other security headers are always the server's.
    public var contentSecurityPolicy: String? { didSet { preparedForm = nil } }
    /// Set by ``prepared()``: where the server keeps this response's libmicrohttpd form once made.
    var preparedForm: PreparedForm?

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the first header with this name (any case).
    public func header(_ name: String) -> String? {
        headers.first { Self.sameName($0.name, name) }?.value
    }

    /// Sets a header, replacing any earlier field with the same name.
    public mutating func setHeader(_ name: String, _ value: String) {
        headers.removeAll { Self.sameName($0.name, name) }
        headers.append((name, value))
    }

    /// Header names are ASCII; comparing bytes is much cheaper than Foundation's `caseInsensitiveCompare`,
    /// which every response paid for each security header.
    private static func sameName(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count
            && zip(a.utf8, b.utf8).allSatisfy { x, y in x == y || (x | 0x20 == y | 0x20 && (x | 0x20) &- 0x61 < 26) }
    }

    /// A dynamic response: `Cache-Control: no-store`.
    public static func dynamic(status: Int = 200, contentType: String, body: Data) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", contentType), ("Cache-Control", "no-store")], body: body)
    }

    public static func html(_ html: String, status: Int = 200) -> HTTPResponse {
        .dynamic(status: status, contentType: "text/html; charset=utf-8", body: utf8Data(html))
    }

    public static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        .dynamic(status: status, contentType: "text/plain; charset=utf-8", body: utf8Data(text))
    }

    /// The text's bytes, copied at once from its contiguous storage (`Data(text.utf8)` goes through the
    /// generic sequence path: ~3,600 instructions for a 7 kB widget).
    private static func utf8Data(_ text: String) -> Data {
        var text = text
        return text.withUTF8 { Data($0) }
    }

    /// A JSON response from already encoded bytes.
    public static func json(_ data: Data, status: Int = 200) -> HTTPResponse {
        .dynamic(status: status, contentType: "application/json", body: data)
    }

    /// A JSON response from an `Encodable` value (keys sorted, slashes not escaped).
    public static func json<T: Encodable>(_ value: T, status: Int = 200) -> HTTPResponse {
        do {
            return .json(try JSONCoding.encoder.encode(value), status: status)
        } catch {
            return .error(500, "internal error")
        }
    }

    /// An error: a short plain-text message and a final newline, e.g. `403 missing token`.
    public static func error(_ status: Int, _ message: String) -> HTTPResponse {
        .text(message + "\n", status: status)
    }

    /// A Server-Sent Events stream (`text/event-stream`) that sends `first`, then every event the server sends.
    package static func eventStream(first: String) -> HTTPResponse {
        var response = HTTPResponse(
            status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
            body: Data(first.utf8))
        response.isEventStream = true
        return response
    }

    /// No content (204).
    public static var noContent: HTTPResponse { HTTPResponse(status: 204, headers: [("Cache-Control", "no-store")]) }

    /// The headers every response carries.
    public static let securityHeaders: [(name: String, value: String)] = [
        (
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    /// This response with the security headers added (replacing any with the same names), and its own
    /// ``contentSecurityPolicy`` if it has one.
    public func withSecurityHeaders() -> HTTPResponse {
        var copy = self
        copy.headers = []
        forEachHeaderAsSent { copy.headers.append(($0, $1)) }
        return copy
    }

    /// This response, made to be sent many times as it is: the server builds its libmicrohttpd form (status,
    /// headers, a copy of the body) the first time and sends that same form to every later request, which
    /// costs a reference count instead of a copy of the body and a header list per request. Keep the
    /// prepared response and return it for as long as it is right. A copy whose status, headers, body or policy
    /// is changed is an ordinary response again. Not for event streams (they are sent as usual).
    public func prepared() -> HTTPResponse {
        var copy = self
        copy.preparedForm = isEventStream ? nil : PreparedForm()
        return copy
    }

    /// Each header field as the server sends it, in order: the handler's own but those the security headers
    /// replace, the security headers (the page's own policy last, if it has one), and `Cache-Control: no-store`
    /// unless the handler set a `Cache-Control`. The server adds them as they come: building a new array of
    /// them for every response cost more than the rest of answering a cached widget.
    func forEachHeaderAsSent(_ body: (_ name: String, _ value: String) -> Void) {
        var hasCacheControl = false
        for header in headers where !Self.securityHeaders.contains(where: { Self.sameName($0.name, header.name) }) {
            if !hasCacheControl && Self.sameName(header.name, "Cache-Control") { hasCacheControl = true }
            body(header.name, header.value)
        }
        for header in Self.securityHeaders where contentSecurityPolicy == nil || header.name != Self.policyName {
            body(header.name, header.value)
        }
        if let contentSecurityPolicy { body(Self.policyName, contentSecurityPolicy) }
        if !hasCacheControl { body("Cache-Control", "no-store") }
    }

    private static let policyName = "Content-Security-Policy"
}

/// The JSON coders the server uses.
enum JSONCoding {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
