import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// Short pauses, so that retries show in tests without slowing them.
extension RetryPolicy {
    static let fast = RetryPolicy(attempts: 3, initialDelay: 0.05, maxDelay: 0.2)
}

func makeClient(
    _ server: CalDAVTestServer, password: String? = nil, retry: RetryPolicy = .fast, timeout: TimeInterval = 30,
    maxResponseBytes: Int = 64 << 20
) -> CalDAVClient {
    CalDAVClient(
        transport: DefaultHTTPTransport(timeout: timeout, maxResponseBytes: maxResponseBytes),
        credentials: server.password.isEmpty && password == nil
            ? nil : CalDAVCredentials(username: server.user, password: password ?? server.password),
        retry: retry)
}

/// A new task list of the user's, made through discovery's calendar home.
func makeTaskList(
    _ client: CalDAVClient, on server: CalDAVTestServer, name: String = "Tasks"
) async throws
    -> CalDAVCollection
{
    let discovery = try await client.discover(server.url)
    let home = try #require(discovery.home)
    return try await client.makeTaskList(in: home, displayName: name)
}

@Suite("CalDAV client against real servers")
struct CalDAVClientTests {
    @Test(
        "Discovery finds the principal, the calendar home and the lists; MKCALENDAR makes a task list",
        arguments: CalDAVTestServer.Kind.allCases)
    func discovery(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer.shared(kind)
        let client = makeClient(server)
        let list = try await makeTaskList(client, on: server, name: "Groceries & more")
        let discovery = try await client.discover(server.url)
        #expect(discovery.principal?.absoluteString.hasSuffix("/\(server.user)/") == true)
        let found = try #require(discovery.collections.first { $0.url.path == list.url.path })
        #expect(found.displayName == "Groceries & more")
        #expect(found.isTaskList)
        // A calendar's own URL is taken as it is.
        let direct = try await client.discover(list.url)
        #expect(direct.collections.map(\.url.path) == [list.url.path])
        #expect(direct.home == nil)
    }

    @Test("A wrong password is a clear 401 error, not retried")
    func wrongPassword() async throws {
        let server = try CalDAVTestServer.shared(.radicale)
        let client = makeClient(server, password: "wrong")
        let error = await #expect(throws: CalDAVError.self) { try await client.discover(server.url) }
        #expect(error == .unauthorized(url: server.url.absoluteString))
        #expect(
            error?.description
                == "the server at http://127.0.0.1:\(server.url.port!) refused the user name or password (HTTP 401)")
        #expect(client.requestCount == 1)
    }

    @Test(
        "Create, conditional replace, sync-collection, ETag listing, multiget, delete",
        arguments: CalDAVTestServer.Kind.allCases)
    func objects(kind: CalDAVTestServer.Kind) async throws {
        let server = try CalDAVTestServer.shared(kind)
        let client = makeClient(server)
        let list = try await makeTaskList(client, on: server).url

        guard case .changes(let empty) = try await client.syncCollection(list, token: nil) else {
            Issue.record("sync-collection is unsupported on \(kind)")
            return
        }
        #expect(empty.changed.isEmpty && empty.removed.isEmpty)
        let firstToken = try #require(empty.token)

        let etag = try await client.put(
            "a.ics", in: list, data: Data(todoText(uid: "a", summary: "A").utf8), precondition: .absent)
        #expect(etag != nil)
        // Creating it again fails: it exists.
        await #expect(throws: CalDAVError.preconditionFailed(url: list.appendingPathComponent("a.ics").absoluteString))
        {
            _ = try await client.put(
                "a.ics", in: list, data: Data(todoText(uid: "a", summary: "A2").utf8), precondition: .absent)
        }
        let etag2 = try await client.put(
            "a.ics", in: list, data: Data(todoText(uid: "a", summary: "A3").utf8), precondition: .matches(etag!))
        // The first ETag is stale now.
        await #expect(throws: CalDAVError.self) {
            _ = try await client.put(
                "a.ics", in: list, data: Data(todoText(uid: "a", summary: "A4").utf8), precondition: .matches(etag!))
        }
        _ = try await client.put(
            "b c@x.ics", in: list, data: Data(todoText(uid: "b", summary: "B").utf8), precondition: .absent)

        guard case .changes(let changes) = try await client.syncCollection(list, token: firstToken) else {
            Issue.record("no changes")
            return
        }
        #expect(Set(changes.changed.keys) == ["a.ics", "b c@x.ics"])
        #expect(changes.changed["a.ics"] == .some(etag2))
        let etags = try await client.taskETags(list)
        #expect(Set(etags.keys) == ["a.ics", "b c@x.ics"])
        let fetched = try await client.fetch(["a.ics", "b c@x.ics", "missing.ics"], from: list)
        #expect(fetched.map(\.href).sorted() == ["a.ics", "b c@x.ics"])
        let a = try #require(fetched.first { $0.href == "a.ics" })
        #expect(try TaskResource(parsing: a.data).fields(in: .gmt).title == "A3")

        try await client.delete("b c@x.ics", in: list, etag: nil)
        try await client.delete("b c@x.ics", in: list, etag: nil)  // already gone: fine
        guard case .changes(let later) = try await client.syncCollection(list, token: changes.token) else {
            Issue.record("no changes")
            return
        }
        #expect(later.removed == ["b c@x.ics"])
        #expect(later.changed.isEmpty)

        let outcome = try await client.syncCollection(list, token: "http://example.org/not-a-token")
        guard case .invalidToken = outcome else {
            Issue.record("an unknown token was not refused: \(outcome)")
            return
        }
    }
}

@Suite("CalDAV client: faults", .serialized)
struct CalDAVFaultTests {
    let server: CalDAVTestServer
    let list: URL

    init() async throws {
        server = try CalDAVTestServer(.radicale)
        list = try await makeTaskList(makeClient(server), on: server).url
    }

    @Test("A 503 is tried again with backoff and then succeeds")
    func retriesServerErrors() async throws {
        let client = makeClient(server)
        try server.fault(["fault": "status", "status": 503, "times": 2])
        let result = try await client.taskETags(list)
        #expect(result.isEmpty)
        #expect(client.requestCount == 3)
    }

    @Test("Retry-After is honoured")
    func retryAfter() async throws {
        let client = makeClient(server, retry: RetryPolicy(attempts: 2, initialDelay: 0.01, maxDelay: 0.5))
        try server.fault(["fault": "status", "status": 503, "times": 1, "retry_after": 0])
        _ = try await client.taskETags(list)
        #expect(client.requestCount == 2)
    }

    @Test("A server error that lasts ends in one clear error after the last try")
    func lastingServerError() async throws {
        let client = makeClient(server)
        try server.fault(["fault": "status", "status": 500])
        defer { try? server.fault(["fault": "none"]) }
        let error = await #expect(throws: CalDAVError.self) { try await client.taskETags(list) }
        #expect(error == .status(500, method: "REPORT", url: list.absoluteString))
        #expect(client.requestCount == 3)
    }

    @Test("A dropped connection and a refused one are transient transport errors")
    func droppedConnections() async throws {
        for fault in ["drop", "refuse"] {
            let client = makeClient(server, retry: .none)
            try server.fault(["fault": fault, "times": 1])
            let error = await #expect(throws: CalDAVError.self) { try await client.taskETags(list) }
            #expect(error?.isTransient == true, "\(fault): \(String(describing: error))")
            // And the next try works.
            _ = try await makeClient(server, retry: .none).taskETags(list)
        }
    }

    @Test("A slow server times out")
    func slowServer() async throws {
        let client = makeClient(server, retry: .none, timeout: 0.5)
        try server.fault(["fault": "delay", "seconds": 2, "times": 1])
        let error = await #expect(throws: CalDAVError.self) { try await client.taskETags(list) }
        #expect(error == .transport("the server did not answer in time", url: list.absoluteString))
    }

    @Test("A server that is down")
    func serverDown() async throws {
        let port = try #require(server.url.port)
        // Nothing listens on the port one below the proxy's… most likely; find one that is closed for sure.
        let closed = URL(string: "http://127.0.0.1:\(port == 1 ? 2 : 1)/")!
        let client = CalDAVClient(transport: DefaultHTTPTransport(), credentials: nil, retry: .fast)
        let error = await #expect(throws: CalDAVError.self) { try await client.discover(closed) }
        #expect(error == .transport("connection refused", url: closed.absoluteString))
        #expect(client.requestCount == 3)
    }

    @Test("A huge answer is cut off at the limit; a malformed one is refused")
    func hostileAnswers() async throws {
        let huge =
            "<d:multistatus xmlns:d=\"DAV:\">"
            + String(repeating: "<d:response><d:href>/x</d:href></d:response>", count: 50_000) + "</d:multistatus>"
        try server.fault(["fault": "body", "status": 207, "body": huge, "times": 1])
        let small = makeClient(server, retry: .none, maxResponseBytes: 1 << 20)
        let tooLarge = await #expect(throws: CalDAVError.self) { try await small.taskETags(list) }
        #expect(tooLarge == .responseTooLarge(limit: 1 << 20, url: list.absoluteString))

        try server.fault([
            "fault": "body", "status": 207, "body": "<d:multistatus xmlns:d=\"DAV:\"><d:response>", "times": 1,
        ])
        let malformed = await #expect(throws: CalDAVError.self) {
            try await makeClient(server, retry: .none).taskETags(list)
        }
        #expect(malformed?.description.hasPrefix("the server's XML could not be read") == true)

        try server.fault(["fault": "body", "status": 207, "body": "<html>hello</html>", "times": 1])
        let notDAV = await #expect(throws: CalDAVError.self) {
            try await makeClient(server, retry: .none).taskETags(list)
        }
        #expect(notDAV == .invalidResponse("the server answered with <html>, not a WebDAV multistatus"))

        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        try server.fault(["fault": "body", "status": 207, "body": deep, "times": 1])
        let tooDeep = await #expect(throws: CalDAVError.self) {
            try await makeClient(server, retry: .none).taskETags(list)
        }
        #expect(
            tooDeep == .invalidResponse("the server's XML could not be read (line 1: elements nested deeper than 64)"))
    }

    @Test("A server without sync-collection is reported as such")
    func noSyncCollection() async throws {
        try server.fault(["fault": "no-sync-collection", "status": 501, "times": 1])
        let outcome = try await makeClient(server, retry: .none).syncCollection(list, token: nil)
        guard case .unsupported = outcome else {
            Issue.record("expected .unsupported, got \(outcome)")
            return
        }
    }
}
