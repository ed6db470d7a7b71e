#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    @testable import TaskKit

    /// The plain HTTP server of `caldav_helper.py serve http` (echo, redirect, large, slow answers), and over
    /// TLS with a self-signed certificate.
    final class HTTPTestServer: Sendable {
        let url: URL
        let https: URL?
        private let helper: HelperProcess

        init() throws {
            helper = try HelperProcess(["serve", "http"])
            let info = try #require(try helper.readJSON() as? [String: String])
            url = try #require(info["url"].flatMap(URL.init(string:)))
            https = info["https"].flatMap(URL.init(string:))
        }

        static let shared = Result { try HTTPTestServer() }

        func url(_ path: String) -> URL { URL(string: path, relativeTo: url)!.absoluteURL }
    }

    /// What the echo endpoint saw.
    struct Echo: Decodable {
        var method: String
        var path: String
        var headers: [[String]]
        var clientPort: Int
        var body: String

        var bodyData: Data? { Data(base64Encoded: body) }
        func header(_ name: String) -> [String] {
            headers.filter { $0[0].lowercased() == name.lowercased() }.map { $0[1] }
        }
    }

    @Suite("CurlTransport: HTTP over libcurl loaded on first use")
    struct CurlTransportTests {
        let server: HTTPTestServer

        init() throws { server = try HTTPTestServer.shared.get() }

        func echo(_ transport: CurlTransport, _ request: HTTPRequest) async throws -> (HTTPResponse, Echo) {
            let response = try await transport.send(request)
            #expect(response.status == 200)
            return (response, try JSONDecoder().decode(Echo.self, from: response.body))
        }

        @Test("A request's method, headers and body arrive as given; answer header names are lowercased")
        func requestArrivesExactly() async throws {
            let transport = CurlTransport()
            let body = Data((0...255).map { UInt8($0) }) + Data("<d:propfind xmlns:d=\"DAV:\">é</d:propfind>".utf8)
            let headers = [
                "Depth": "1", "Content-Type": "application/xml; charset=utf-8", "If-Match": "\"e 1\"", "X-Empty": "",
                "Authorization": "Basic YWxpY2U6c2VjcmV0",
            ]
            let (response, seen) = try await echo(
                transport,
                HTTPRequest(method: "PROPFIND", url: server.url("echo/a%20b?x=1"), headers: headers, body: body))
            #expect(seen.method == "PROPFIND")
            #expect(seen.path == "/echo/a%20b?x=1")
            #expect(seen.bodyData == body)
            for (name, value) in headers { #expect(seen.header(name) == [value], "\(name)") }
            #expect(seen.header("Content-Length") == ["\(body.count)"])
            #expect(seen.header("Expect").isEmpty)  // no 100-continue round trip
            #expect(response.headers["content-type"] == "application/json")
            #expect(response.headers["Content-Type"] == nil)

            // No body: none sent, and no form Content-Type made up for it; an empty body is sent as one.
            let (_, delete) = try await echo(transport, HTTPRequest(method: "DELETE", url: server.url("echo/x")))
            #expect(delete.method == "DELETE" && delete.bodyData == Data())
            #expect(delete.header("Content-Type").isEmpty && delete.header("Content-Length").isEmpty)
            let (_, put) = try await echo(
                transport, HTTPRequest(method: "PUT", url: server.url("echo/y"), body: Data()))
            #expect(put.method == "PUT" && put.header("Content-Length") == ["0"] && put.header("Content-Type").isEmpty)
        }

        @Test("Requests to one server reuse its connection; at most 6 transfers run at once")
        func connectionsAreKept() async throws {
            let transport = CurlTransport()
            var ports: Set<Int> = []
            for _ in 0..<5 {
                ports.insert(
                    try await echo(transport, HTTPRequest(method: "GET", url: server.url("echo"))).1.clientPort)
            }
            #expect(ports.count == 1)
            let concurrent = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<30 {
                    group.addTask {
                        try await echo(transport, HTTPRequest(method: "GET", url: server.url("echo"))).1.clientPort
                    }
                }
                return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
            }
            #expect(concurrent.count <= 6)
        }

        @Test("A redirect is handed back, not followed")
        func redirectIsNotFollowed() async throws {
            let response = try await CurlTransport().send(
                HTTPRequest(method: "PROPFIND", url: server.url("redirect"), body: Data("<x/>".utf8)))
            #expect(response.status == 302)
            #expect(response.headers["location"] == "/echo")
            #expect(response.body == Data("moved".utf8))
        }

        @Test("A 401 is an answer; CalDAVClient makes it .unauthorized")
        func unauthorizedIsAnAnswer() async throws {
            let url = server.url("status/401")
            #expect(try await CurlTransport().send(HTTPRequest(method: "GET", url: url)).status == 401)
            let client = CalDAVClient(
                transport: CurlTransport(), credentials: CalDAVCredentials(username: "a", password: "b"), retry: .fast)
            await #expect(throws: CalDAVError.unauthorized(url: url.absoluteString)) {
                _ = try await client.send("GET", url, headers: [:], body: nil)
            }
        }

        @Test(
            "An answer past the limit is cut off, announced or not",
            arguments: ["bytes/10000000", "sized/200000"])
        func tooLargeIsRefused(path: String) async throws {
            let transport = CurlTransport(timeout: 30, maxResponseBytes: 100_000)
            let url = server.url(path)
            await #expect(throws: CalDAVError.responseTooLarge(limit: 100_000, url: url.absoluteString)) {
                _ = try await transport.send(HTTPRequest(method: "GET", url: url))
            }
            // The handle serves the next request.
            #expect(
                try await transport.send(HTTPRequest(method: "GET", url: server.url("sized/100000"))).body.count
                    == 100_000)
        }

        @Test("A server that says nothing for `timeout` times out")
        func silentServerTimesOut() async throws {
            let url = server.url("slow/10")
            await #expect(throws: CalDAVError.transport("the server did not answer in time", url: url.absoluteString)) {
                _ = try await CurlTransport(timeout: 0.5).send(HTTPRequest(method: "GET", url: url))
            }
        }

        @Test("Nothing listening: connection refused")
        func connectionRefused() async throws {
            let url = URL(string: "http://127.0.0.1:\(try closedPort())/x")!
            let error = await #expect(throws: CalDAVError.self) {
                _ = try await CurlTransport().send(HTTPRequest(method: "GET", url: url))
            }
            #expect(error == .transport("connection refused", url: url.absoluteString))
            #expect(error?.description == "cannot reach \(CalDAVError.origin(url.absoluteString)): connection refused")
        }

        @Test("A certificate nobody vouches for is refused")
        func untrustedCertificate() async throws {
            let https = try #require(server.https, "no openssl to make a certificate")
            let url = URL(string: "echo", relativeTo: https)!.absoluteURL
            await #expect(
                throws: CalDAVError.transport("the secure connection failed (certificate)", url: url.absoluteString)
            ) {
                _ = try await CurlTransport().send(HTTPRequest(method: "GET", url: url))
            }
        }

        @Test("Cancelling the task aborts the transfer")
        func cancellation() async throws {
            let transport = CurlTransport()
            let url = server.url("slow/30")
            let task = Task { try await transport.send(HTTPRequest(method: "GET", url: url)) }
            try await Task.sleep(nanoseconds: 300_000_000)
            task.cancel()
            // Without the abort this would be the server's answer, 30 seconds later.
            await #expect(throws: CalDAVError.transport("cancelled", url: url.absoluteString)) {
                _ = try await task.value
            }

            let early = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await transport.send(HTTPRequest(method: "GET", url: url))
            }
            await #expect(throws: CalDAVError.transport("cancelled", url: url.absoluteString)) {
                _ = try await early.value
            }
        }

        @Test("Without libcurl, one line says what to install")
        func missingLibrary() async throws {
            let transport = CurlTransport(timeout: 5, maxResponseBytes: 1 << 20, library: "libcurl-missing.so.4")
            let url = server.url("echo")
            let error = await #expect(throws: CalDAVError.self) {
                _ = try await transport.send(HTTPRequest(method: "GET", url: url))
            }
            #expect(error == .transport("libcurl-missing.so.4 not found: install libcurl4", url: url.absoluteString))
            #expect(
                error?.description
                    == "cannot reach http://127.0.0.1:\(url.port!): libcurl-missing.so.4 not found: install libcurl4")
        }

        @Test("Only http and https")
        func otherSchemes() async throws {
            let url = URL(fileURLWithPath: "/etc/passwd")
            await #expect(throws: CalDAVError.transport("unsupported URL scheme", url: url.absoluteString)) {
                _ = try await CurlTransport().send(HTTPRequest(method: "GET", url: url))
            }
        }

        /// A loopback port nothing listens on: bound, then closed.
        func closedPort() throws -> Int {
            let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
                }
            }
            try #require(bound)
            return Int(UInt16(bigEndian: address.sin_port))
        }
    }
#endif
