import Foundation

/// A user name and password for HTTP Basic authentication.
public struct CalDAVCredentials: Sendable, Equatable {
    public var username: String
    public var password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// How often and how patiently a request that got no answer or a server error is tried again.
public struct RetryPolicy: Sendable, Equatable {
    /// Tries in all, the first included.
    public var attempts: Int
    /// The pause after the first failure; it doubles after each further one, up to `maxDelay`.
    public var initialDelay: TimeInterval
    public var maxDelay: TimeInterval

    public init(attempts: Int, initialDelay: TimeInterval, maxDelay: TimeInterval) {
        self.attempts = max(1, attempts)
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
    }

    /// 4 tries, pausing 1, 2 and 4 seconds (a `Retry-After` of up to 30 s is honoured instead).
    public static let standard = RetryPolicy(attempts: 4, initialDelay: 1, maxDelay: 30)
    /// One try.
    public static let none = RetryPolicy(attempts: 1, initialDelay: 0, maxDelay: 0)

    /// The pause before try `attempt + 1` (attempt counts from 1), with ±20 % jitter so that devices
    /// that failed together do not come back together.
    func delay(after attempt: Int, retryAfter: TimeInterval?) -> TimeInterval {
        if let retryAfter { return min(max(retryAfter, 0), maxDelay) }
        let base = min(initialDelay * pow(2, Double(attempt - 1)), maxDelay)
        return base * Double.random(in: 0.8...1.2)
    }
}

/// A calendar collection on the server.
public struct CalDAVCollection: Sendable, Equatable {
    public var url: URL
    public var displayName: String
    /// The component types it accepts (`VTODO`, `VEVENT`…); nil when the server does not say, which
    /// RFC 4791 reads as "all".
    public var components: [String]?

    public init(url: URL, displayName: String, components: [String]?) {
        self.url = url
        self.displayName = displayName
        self.components = components
    }

    public var holdsTasks: Bool { components?.contains("VTODO") ?? true }
    /// Holds tasks and nothing else: a task list as Reminders makes them.
    public var isTaskList: Bool { components == ["VTODO"] }
}

/// What discovery found: the user's principal, calendar home and calendars.
public struct CalDAVDiscovery: Sendable, Equatable {
    public var principal: URL?
    public var home: URL?
    public var collections: [CalDAVCollection]
}

/// The members of a collection that changed since a sync token (RFC 6578).
struct CollectionChanges: Sendable {
    var token: String?
    /// Changed or new members: href → ETag (nil when the server did not say).
    var changed: [String: String?]
    var removed: Set<String>
}

/// A calendar object read from the server.
package struct FetchedObject: Sendable {
    package var href: String
    package var etag: String?
    package var data: Data
}

/// Talks CalDAV (RFC 4791), WebDAV sync (RFC 6578) and HTTP to one server: authentication, redirects,
/// retries with backoff, and the requests the sync engine needs. Every request is counted.
public final class CalDAVClient: Sendable {
    let transport: any HTTPTransport
    let credentials: CalDAVCredentials?
    let retry: RetryPolicy
    private let counter = RequestCounter()

    public init(transport: any HTTPTransport, credentials: CalDAVCredentials?, retry: RetryPolicy = .standard) {
        self.transport = transport
        self.credentials = credentials
        self.retry = retry
    }

    /// Requests sent so far (each try and each redirect counts).
    public var requestCount: Int { counter.value }

    // MARK: Discovery

    /// Finds the user's task lists from a server URL (RFC 6764 §6, RFC 4791 §6.2): the URL itself, else
    /// `/.well-known/caldav`; its `current-user-principal`; that principal's `calendar-home-set`; the home's
    /// calendars. A URL that is itself a calendar yields just that calendar.
    public func discover(_ url: URL) async throws -> CalDAVDiscovery {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw CalDAVError.invalidURL(url.absoluteString)
        }
        // The URL may not answer PROPFIND at all (a web page, a host root): then well-known decides. No
        // answer, or a wrong password, ends discovery at once.
        let first: DAVMultistatus?
        do {
            first = try await propfind(
                url, depth: 0,
                properties: [
                    "D:current-user-principal", "D:resourcetype", "D:displayname", "C:calendar-home-set",
                    "C:supported-calendar-component-set",
                ])
        } catch let error as CalDAVError {
            switch error {
            case .unauthorized, .transport, .responseTooLarge, .tooManyRedirects: throw error
            default: first = nil
            }
        }
        if let response = first?.responses.first, let collection = Self.calendar(response, base: url) {
            return CalDAVDiscovery(principal: nil, home: nil, collections: [collection])
        }
        var principal = first?.responses.first.flatMap {
            Self.href(in: $0.property("current-user-principal"), base: url)
        }
        var home = first?.responses.first.flatMap {
            Self.href(in: $0.property("calendar-home-set", DAVNamespace.caldav), base: url)
        }
        if principal == nil && home == nil {
            let wellKnown = URL(string: "/.well-known/caldav", relativeTo: url)!.absoluteURL
            let status = try await propfind(wellKnown, depth: 0, properties: ["D:current-user-principal"])
            principal = status.responses.first.flatMap {
                Self.href(in: $0.property("current-user-principal"), base: wellKnown)
            }
        }
        if home == nil, let principal {
            let status = try await propfind(principal, depth: 0, properties: ["C:calendar-home-set"])
            home = status.responses.first.flatMap {
                Self.href(in: $0.property("calendar-home-set", DAVNamespace.caldav), base: principal)
            }
        }
        guard let home else {
            throw CalDAVError.noTaskList(
                "\(url.absoluteString) is not a CalDAV server or calendar (no principal or calendar home found)")
        }
        let listing = try await propfind(
            home, depth: 1, properties: ["D:resourcetype", "D:displayname", "C:supported-calendar-component-set"])
        let collections = listing.responses.compactMap { Self.calendar($0, base: home) }
        return CalDAVDiscovery(principal: principal, home: home, collections: collections)
    }

    /// Makes a task list (a calendar for VTODOs only) in the calendar home (RFC 4791 §5.3.1).
    public func makeTaskList(in home: URL, displayName: String) async throws -> CalDAVCollection {
        let url = home.appendingPathComponent(UUID().canonicalString.lowercased(), isDirectory: true)
        let response = try await send(
            "MKCALENDAR", url, headers: ["Content-Type": "application/xml; charset=utf-8"],
            body: DAVBody.makeCalendar(displayName: displayName))
        guard response.status == 201 else { throw Self.failure(response, method: "MKCALENDAR", url: url) }
        return CalDAVCollection(url: url, displayName: displayName, components: ["VTODO"])
    }

    // MARK: Reading a collection

    enum SyncCollectionOutcome {
        case changes(CollectionChanges)
        /// The server no longer knows the token: start again without one.
        case invalidToken
        /// The server has no sync-collection report.
        case unsupported
    }

    /// The members changed since `token` (all members for nil), following truncated answers (507).
    func syncCollection(_ collection: URL, token: String?) async throws -> SyncCollectionOutcome {
        var changes = CollectionChanges(token: token, changed: [:], removed: [])
        var token = token
        for _ in 0..<1_000 {
            let response = try await send(
                "REPORT", collection, headers: ["Depth": "1", "Content-Type": "application/xml; charset=utf-8"],
                body: DAVBody.syncCollection(token: token))
            if response.status != 207 {
                let text = String(decoding: response.body.prefix(4096), as: UTF8.self)
                if token != nil && text.contains("valid-sync-token") { return .invalidToken }
                if [400, 403, 404, 405, 409, 415, 501].contains(response.status) { return .unsupported }
                throw Self.failure(response, method: "REPORT", url: collection)
            }
            let status = try Self.multistatus(response.body)
            var truncated = false
            for member in status.responses {
                guard let key = Self.memberHref(member.href, collection: collection) else {
                    if member.status == 507 { truncated = true }
                    continue
                }
                if member.status == 404 {
                    changes.removed.insert(key)
                    changes.changed[key] = nil
                } else if member.status == nil || member.status == 200 {
                    changes.changed[key] = .some(member.property("getetag")?.text.trimmingCharacters(in: .whitespaces))
                    changes.removed.remove(key)
                }
            }
            changes.token = status.syncToken ?? changes.token
            guard truncated, let next = status.syncToken, next != token else { return .changes(changes) }
            token = next
        }
        return .changes(changes)
    }

    /// Every VTODO in the collection with its ETag: the fallback for servers without sync-collection.
    package func taskETags(_ collection: URL) async throws -> [String: String?] {
        let response = try await send(
            "REPORT", collection, headers: ["Depth": "1", "Content-Type": "application/xml; charset=utf-8"],
            body: DAVBody.todoETags)
        guard response.status == 207 else { throw Self.failure(response, method: "REPORT", url: collection) }
        var result: [String: String?] = [:]
        for member in try Self.multistatus(response.body).responses {
            guard let key = Self.memberHref(member.href, collection: collection),
                member.status == nil || member.status == 200
            else { continue }
            result[key] = .some(member.property("getetag")?.text.trimmingCharacters(in: .whitespaces))
        }
        return result
    }

    /// The objects at `hrefs` (RFC 4791 §7.9 calendar-multiget). Missing ones are left out.
    package func fetch(_ hrefs: [String], from collection: URL) async throws -> [FetchedObject] {
        guard !hrefs.isEmpty else { return [] }
        let response = try await send(
            "REPORT", collection, headers: ["Depth": "1", "Content-Type": "application/xml; charset=utf-8"],
            body: DAVBody.multiget(try hrefs.map { try Self.path(of: Self.url($0, collection: collection)) }))
        guard response.status == 207 else { throw Self.failure(response, method: "REPORT", url: collection) }
        return try Self.multistatus(response.body).responses.compactMap { member in
            guard let key = Self.memberHref(member.href, collection: collection),
                member.status == nil || member.status == 200,
                let data = member.property("calendar-data", DAVNamespace.caldav)?.text
            else { return nil }
            return FetchedObject(
                href: key, etag: member.property("getetag")?.text.trimmingCharacters(in: .whitespaces),
                data: Data(data.utf8))
        }
    }

    // MARK: Writing

    package enum Precondition {
        /// Create only: `If-None-Match: *`.
        case absent
        /// Replace only this version: `If-Match: "etag"`.
        case matches(String)
    }

    /// Stores an object; returns its new ETag when the server says it. Throws `.preconditionFailed` when
    /// the object changed or exists.
    package func put(_ href: String, in collection: URL, data: Data, precondition: Precondition) async throws -> String?
    {
        let url = try Self.url(href, collection: collection)
        var headers = ["Content-Type": "text/calendar; charset=utf-8"]
        switch precondition {
        case .absent: headers["If-None-Match"] = "*"
        case .matches(let etag): headers["If-Match"] = etag
        }
        let response = try await send("PUT", url, headers: headers, body: data)
        switch response.status {
        case 200, 201, 204: return response.headers["etag"]
        case 412: throw CalDAVError.preconditionFailed(url: url.absoluteString)
        default: throw Self.objectFailure(response, method: "PUT", url: url)
        }
    }

    /// Deletes an object; one that is already gone counts as deleted.
    func delete(_ href: String, in collection: URL, etag: String?) async throws {
        let url = try Self.url(href, collection: collection)
        let response = try await send("DELETE", url, headers: etag.map { ["If-Match": $0] } ?? [:], body: nil)
        switch response.status {
        case 200, 202, 204, 404, 410: return
        case 412: throw CalDAVError.preconditionFailed(url: url.absoluteString)
        default: throw Self.objectFailure(response, method: "DELETE", url: url)
        }
    }

    // MARK: HTTP

    private func propfind(_ url: URL, depth: Int, properties: [String]) async throws -> DAVMultistatus {
        let response = try await send(
            "PROPFIND", url, headers: ["Depth": String(depth), "Content-Type": "application/xml; charset=utf-8"],
            body: DAVBody.propfind(properties))
        guard response.status == 207 else { throw Self.failure(response, method: "PROPFIND", url: url) }
        return try Self.multistatus(response.body)
    }

    /// Sends with credentials, follows redirects (the same method and body), and tries again with
    /// backoff while the failure is transient.
    func send(_ method: String, _ url: URL, headers: [String: String], body: Data?) async throws -> HTTPResponse {
        var attempt = 1
        while true {
            do {
                let response = try await sendFollowingRedirects(method, url, headers: headers, body: body)
                if CalDAVError.status(response.status, method: method, url: "").isTransient, attempt < retry.attempts {
                    try await pause(
                        after: attempt, retryAfter: response.headers["retry-after"].flatMap(TimeInterval.init))
                    attempt += 1
                    continue
                }
                return response
            } catch let error as CalDAVError where error.isTransient && attempt < retry.attempts {
                try await pause(after: attempt, retryAfter: nil)
                attempt += 1
            }
        }
    }

    private func pause(after attempt: Int, retryAfter: TimeInterval?) async throws {
        let seconds = retry.delay(after: attempt, retryAfter: retryAfter)
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }

    private func sendFollowingRedirects(
        _ method: String, _ url: URL, headers: [String: String], body: Data?
    ) async throws -> HTTPResponse {
        var url = url
        let first = url
        for _ in 0..<6 {
            var request = HTTPRequest(method: method, url: url, headers: headers, body: body)
            request.headers["User-Agent"] = "TaskWidgets-TaskKit/1"
            // Credentials go only to the origin named (scheme, host and port), as curl does since CVE-2022-27774:
            // a redirect to another one must not take the password along.
            let sameOrigin = Self.sameOrigin(url, first)
            if let credentials, sameOrigin {
                let token = Data("\(credentials.username):\(credentials.password)".utf8).base64EncodedString()
                request.headers["Authorization"] = "Basic \(token)"
            }
            counter.increment()
            let response = try await transport.send(request)
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["location"],
                let next = URL(string: location, relativeTo: url)?.absoluteURL
            else {
                if response.status == 401 {
                    if credentials != nil && !sameOrigin {
                        throw CalDAVError.credentialsWithheld(from: first.absoluteString, to: url.absoluteString)
                    }
                    throw CalDAVError.unauthorized(url: url.absoluteString)
                }
                return response
            }
            url = next
        }
        throw CalDAVError.tooManyRedirects(url: url.absoluteString)
    }

    // MARK: Helpers

    static func multistatus(_ data: Data) throws -> DAVMultistatus {
        try DAVMultistatus(reading: data)
    }

    static func failure(_ response: HTTPResponse, method: String, url: URL) -> CalDAVError {
        switch response.status {
        case 401: return .unauthorized(url: url.absoluteString)
        case 403: return .forbidden(method: method, url: url.absoluteString)
        case 404: return .notFound(url: url.absoluteString)
        case 412: return .preconditionFailed(url: url.absoluteString)
        default: return .status(response.status, method: method, url: url.absoluteString)
        }
    }

    /// Whether two URLs have the same origin: scheme, host and port (the scheme's default when not written).
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int) {
            let scheme = url.scheme?.lowercased() ?? ""
            return (scheme, url.host?.lowercased() ?? "", url.port ?? (scheme == "https" ? 443 : 80))
        }
        return origin(a) == origin(b)
    }

    /// The failure of one object's PUT or DELETE: a lasting refusal (a 4xx that trying again cannot change)
    /// carries the server's reason; anything else is as for other requests.
    static func objectFailure(_ response: HTTPResponse, method: String, url: URL) -> CalDAVError {
        switch response.status {
        case 401, 404, 408, 412, 423, 429: return failure(response, method: method, url: url)
        case 400..<500:
            return .refused(
                status: response.status, method: method, url: url.absoluteString, reason: serverReason(response.body))
        default: return failure(response, method: method, url: url)
        }
    }

    /// The server's own words in an error answer, in one short line: SabreDAV's `<s:message>`, else the name of
    /// the precondition a WebDAV `<error>` names (`valid-calendar-data`), else the first line of a text answer.
    static func serverReason(_ body: Data) -> String? {
        let head = body.prefix(16 << 10)
        var reason: String?
        if case .success(let root) = DAVXMLReader.parse(head) {
            if let message = root.children.first(where: { $0.name == "message" })?.text, !message.isEmpty {
                reason = message
            } else if root.name == "error", let condition = root.children.first {
                reason = condition.name
            }
        } else {
            let text = String(decoding: head, as: UTF8.self)
            if !text.hasPrefix("<") {
                reason = text.split(whereSeparator: \.isNewline).first.map(String.init)
            }
        }
        guard var line = reason else { return nil }
        line = String(line.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
            .trimmingCharacters(in: .whitespaces)
        if line.count > 200 { line = String(line.prefix(200)) + "…" }
        return line.isEmpty ? nil : line
    }

    /// The absolute URL of an `<href>` in `element`.
    static func href(in element: DAVElement?, base: URL) -> URL? {
        guard let text = element?.childText("href"), !text.isEmpty else { return nil }
        return URL(string: text, relativeTo: base)?.absoluteURL
    }

    /// The collection a response describes, if it is a calendar.
    static func calendar(_ response: DAVResponse, base: URL) -> CalDAVCollection? {
        guard let type = response.property("resourcetype"), type.child("calendar", DAVNamespace.caldav) != nil,
            let url = URL(string: response.href, relativeTo: base)?.absoluteURL
        else { return nil }
        let components = response.property("supported-calendar-component-set", DAVNamespace.caldav).map {
            $0.children("comp", DAVNamespace.caldav).compactMap { $0.attributes["name"]?.uppercased() }
        }
        let name = response.property("displayname")?.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return CalDAVCollection(
            url: url, displayName: name.flatMap { $0.isEmpty ? nil : $0 } ?? url.lastPathComponent,
            components: components)
    }

    /// A member's href as the engine keys it: its path, percent-decoded, relative to nothing; nil for the
    /// collection itself or anything outside it.
    static func memberHref(_ href: String, collection: URL) -> String? {
        guard let url = URL(string: href, relativeTo: collection)?.absoluteURL else { return nil }
        let path = url.path
        let base = collection.path.hasSuffix("/") ? collection.path : collection.path + "/"
        guard path.hasPrefix(base), path.count > base.count else { return nil }
        return String(path.dropFirst(base.count))
    }

    /// The percent-encoded path of `url`, as an `<href>` names it.
    static func path(of url: URL) throws -> String {
        guard let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath else {
            throw CalDAVError.invalidURL(url.absoluteString)
        }
        return path
    }

    /// The URL of a member named by `memberHref`.
    static func url(_ href: String, collection: URL) throws -> URL {
        var base = collection.absoluteString
        if !base.hasSuffix("/") { base += "/" }
        let encoded =
            href.addingPercentEncoding(
                withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? href
        guard let url = URL(string: encoded, relativeTo: URL(string: base))?.absoluteURL else {
            throw CalDAVError.invalidURL(href)
        }
        return url
    }
}

/// A counter that many tasks may bump.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
