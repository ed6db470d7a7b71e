import Foundation
import Synchronization
import TestSupport
import Testing
import WidgetRuntime

@testable import HomeScreen
@testable import WebServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("HTTP server, router and guard")
struct HTTPServerTests {
    @Test func ephemeralPortsAndEcho() async throws {
        let echo: HTTPServer.Handler = { request in
            .text("\(request.method) \(request.path) q=\(request.query["q"] ?? "-") body=\(request.body.count)")
        }
        let first = HTTPServer(handler: echo)
        let second = HTTPServer(handler: echo)
        try first.start()
        try second.start()
        defer {
            first.stop()
            second.stop()
        }
        #expect(first.port != 0 && second.port != 0 && first.port != second.port)
        let url = URL(string: "http://127.0.0.1:\(first.port)/a/b?q=h%C3%A9llo+world")!
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as! HTTPURLResponse).statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == "GET /a/b q=héllo world body=0")
        let headers = (response as! HTTPURLResponse).allHeaderFields
        #expect(headers["X-Content-Type-Options"] as? String == "nosniff")
        #expect((headers["Content-Security-Policy"] as? String)?.contains("script-src 'self'") == true)
    }

    /// A page that asks for its own policy gets it (the preview canvas allows its inline scripts by a nonce); a
    /// policy set as a plain header is replaced like every other security header, and the others stay.
    @Test func onlyContentSecurityPolicyReplacesTheServersPolicy() {
        var own = HTTPResponse.html("<p>page</p>")
        own.contentSecurityPolicy = "script-src 'nonce-abc'"
        own.setHeader("X-Frame-Options", "SAMEORIGIN")
        let sent = own.withSecurityHeaders()
        #expect(sent.headers.filter { $0.name == "Content-Security-Policy" }.map(\.value) == ["script-src 'nonce-abc'"])
        #expect(sent.header("X-Frame-Options") == "DENY")
        var header = HTTPResponse.html("<p>page</p>")
        header.setHeader("Content-Security-Policy", "script-src *")
        #expect(header.withSecurityHeaders().header("content-security-policy")?.contains("script-src 'self';") == true)
    }

    /// A response's `onSent` runs once it is out: once per request, after the client has the answer, and also
    /// for a client that left before reading a large one.
    @Test func onSentRunsOnceTheAnswerIsOut() async throws {
        let events = Mutex<[String]>([])
        let server = HTTPServer { request in
            var response = HTTPResponse.text(request.path == "/large" ? String(repeating: "x", count: 8 << 20) : "ok")
            response.onSent = { events.withLock { $0.append("sent \(request.path)") } }
            events.withLock { $0.append("answered \(request.path)") }
            return response
        }
        try server.start()
        defer { server.stop() }
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(server.port)/small")!)
        #expect(String(decoding: data, as: UTF8.self) == "ok")
        // A client that asks for 8 MB, reads nothing and closes.
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = server.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #expect(connected == 0)
        let request = Array("GET /large HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        #expect(write(socket, request, request.count) == request.count)
        while !events.withLock({ $0.contains("answered /large") }) { try await Task.sleep(for: .milliseconds(5)) }
        close(socket)
        let deadline = ContinuousClock.now + hangGuard
        while events.withLock({ $0.count }) < 4 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let log = events.withLock { $0 }
        #expect(log.count == 4, "\(log)")
        for path in ["/small", "/large"] {
            let answered = try #require(log.firstIndex(of: "answered \(path)"))
            let sent = try #require(log.firstIndex(of: "sent \(path)"), "\(log)")
            #expect(answered < sent, "\(log)")
        }
    }

    /// libmicrohttpd is found at run time (MicroHTTPD): a file that is missing, or that is not libmicrohttpd, is
    /// a one-line reason, and leaves the library already loaded working.
    @Test func aMissingOrWrongLibraryIsOneLineAndChangesNothing() async throws {
        guard case .failure(let missing) = MicroHTTPD.load("libmicrohttpd-not-here.so.12") else {
            Issue.record("a missing library loaded")
            return
        }
        #expect(missing.description == "libmicrohttpd-not-here.so.12 not found: install libmicrohttpd12")
        guard case .failure(let wrong) = MicroHTTPD.load("libz.so.1") else {
            Issue.record("libz loaded as libmicrohttpd")
            return
        }
        #expect(wrong.description == "libz.so.1 has no MHD_start_daemon: not a libmicrohttpd (install libmicrohttpd12)")
        #expect(!wrong.description.contains("\n"))
        let server = HTTPServer { _ in .text("still here") }
        try server.start()
        defer { server.stop() }
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(server.port)/")!)
        #expect(String(decoding: data, as: UTF8.self) == "still here")
    }

    @Test func headersPeerAndSecurityHeadersIgnoreCase() async throws {
        var response = HTTPResponse.text("x")
        response.headers.append(("x-frame-options", "SAMEORIGIN"))
        let secured = response.withSecurityHeaders()
        #expect(secured.headers.filter { $0.name.lowercased() == "x-frame-options" }.map(\.value) == ["DENY"])
        #expect(secured.header("CONTENT-type") == "text/plain; charset=utf-8")
        #expect(secured.header("Content-Typ") == nil)
        #expect(secured.header("Content-Typf") == nil)
        let strings = HTTPResponse.jsonStrings(["b": "x\"<\n", "a": "é/"])
        #expect(String(decoding: strings.body, as: UTF8.self) == #"{"a":"é/","b":"x\"<\n"}"#)
        #expect(strings.header("content-type") == "application/json")

        let server = HTTPServer { request in
            .text("\(request.remoteAddress) \(request.header("X-Test") ?? "-") \(request.headers["x-test"] ?? "-")")
        }
        try server.start()
        defer { server.stop() }
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/")!)
        request.setValue("yes", forHTTPHeaderField: "X-Test")
        let (data, _) = try await URLSession.shared.data(for: request)
        let parts = String(decoding: data, as: UTF8.self).split(separator: " ")
        #expect(parts.count == 3 && parts[1] == "yes" && parts[2] == "yes")
        let peer = parts.first.map(String.init) ?? ""
        #expect(peer.hasPrefix("127.0.0.1:") && (UInt16(peer.dropFirst(10)) ?? 0) > 0)
    }

    @Test func stopIsCleanAndIdempotent() throws {
        let server = HTTPServer { _ in .text("ok") }
        try server.start()
        #expect(server.isRunning)
        #expect(throws: HTTPServer.StartError.alreadyRunning) { try server.start() }
        server.stop()
        server.stop()
        #expect(!server.isRunning)
    }

    @Test func badAddressAndBusyPort() throws {
        #expect(throws: HTTPServer.StartError.self) {
            try HTTPServer(configuration: .init(host: "example.com")) { _ in .text("") }.start()
        }
        let server = HTTPServer { _ in .text("") }
        try server.start()
        defer { server.stop() }
        #expect(throws: HTTPServer.StartError.self) {
            try HTTPServer(configuration: .init(port: server.port)) { _ in .text("") }.start()
        }
    }

    @Test func routerMatchesParametersAnd404And405() async {
        struct Unmapped: Error {}
        struct Mapped: Error {}
        var router = Router(mappingErrors: { $0 is Mapped ? HTTPError(409, "mapped") : nil })
        router.add("GET", "/widgets/{instance}") { _, p in .text("w " + (p["instance"] ?? "")) }
        router.add("POST", "/widgets/{instance}/configuration") { _, p in .text("c " + (p["instance"] ?? "")) }
        router.add("GET", "/assets/{rest...}") { _, p in .text("a " + (p["rest"] ?? "")) }
        router.add("GET", "/fail") { _, _ in throw HTTPError.badRequest("nope") }
        router.add("GET", "/mapped") { _, _ in throw Mapped() }
        router.add("GET", "/unmapped") { _, _ in throw Unmapped() }
        func get(_ path: String) async -> HTTPResponse { await router.handle(HTTPRequest(method: "GET", path: path)) }
        #expect(String(decoding: await get("/widgets/abc").body, as: UTF8.self) == "w abc")
        #expect(String(decoding: await get("/assets/x/y.css").body, as: UTF8.self) == "a x/y.css")
        #expect(await get("/widgets").status == 404)
        #expect(await get("/widgets/a/b").status == 404)
        #expect(await get("/fail").status == 400)
        #expect(String(decoding: await get("/fail").body, as: UTF8.self) == "nope\n")
        #expect(String(decoding: await get("/mapped").body, as: UTF8.self) == "mapped\n")
        #expect(await get("/mapped").status == 409)
        #expect(await get("/unmapped").status == 500)
        let wrong = await router.handle(HTTPRequest(method: "DELETE", path: "/widgets/abc"))
        #expect(wrong.status == 405)
        #expect(wrong.header("Allow") == "GET, HEAD")
        #expect(await router.handle(HTTPRequest(method: "HEAD", path: "/widgets/abc")).status == 200)
        // Paths are split at "/" bytes, empty segments dropped, and segments compared as bytes.
        #expect(String(decoding: await get("//widgets//é").body, as: UTF8.self) == "w é")
        #expect(String(decoding: await get("/widgets/e\u{301}").body, as: UTF8.self) == "w e\u{301}")
        #expect(String(decoding: await get("/assets/ü/ß/").body, as: UTF8.self) == "a ü/ß")
        #expect(await get("/Widgets/abc").status == 404)
        #expect(await get("/widgets/abc/configuration/x").status == 404)
        #expect(await get("/assets").status == 404)
        #expect(String(decoding: await get("/assets//a//b").body, as: UTF8.self) == "a a/b")
    }

    @Test func routeParametersByName() async {
        var router = Router()
        router.add("GET", "/a/{first}/b/{second}") { _, parameters in
            .text("\(parameters.values.sorted { $0.key < $1.key })|\((try? parameters.require("third")) ?? "none")")
        }
        let answer = await router.handle(HTTPRequest(method: "GET", path: "/a/1/b/2"))
        let expected = #"[(key: "first", value: "1"), (key: "second", value: "2")]|none"#
        #expect(String(decoding: answer.body, as: UTF8.self) == expected)
    }

    @Test func guardChecksHostTokenAndOrigin() {
        let check = RequestGuard(boundHost: "127.0.0.1", port: 8080, token: "0123456789abcdef0123456789abcdef")
        func request(_ method: String, _ headers: [String: String]) -> HTTPRequest {
            HTTPRequest(method: method, path: "/x", headers: headers)
        }
        let token = ["X-TaskWidgets-Token": check.token]
        #expect(check.check(request("GET", ["Host": "127.0.0.1:8080"])) == nil)
        #expect(check.check(request("GET", ["Host": "localhost:8080"])) == nil)
        #expect(check.check(request("GET", ["Host": "LocalHost:8080"])) == nil)
        #expect(check.check(request("GET", ["Host": "127.0.0.2:8080"])) == nil)
        #expect(check.check(request("GET", ["Host": "127.0.0.1:80800"]))?.status == 403)
        #expect(check.check(request("GET", ["Host": "127.0.0.1:8080 "]))?.status == 403)
        #expect(check.check(request("GET", ["Host": "evil.example:8080"]))?.status == 403)
        #expect(check.check(request("GET", ["Host": "127.0.0.1:9999"]))?.status == 403)
        #expect(check.check(request("GET", [:]))?.status == 403)
        #expect(check.check(request("POST", ["Host": "127.0.0.1:8080"]))?.status == 403)
        #expect(check.check(request("POST", ["Host": "127.0.0.1:8080"].merging(token) { $1 })) == nil)
        #expect(
            check.check(
                request("POST", ["Host": "127.0.0.1:8080", "X-TaskWidgets-Token": String(repeating: "0", count: 32)]))?
                .status == 403)
        let withOrigin = ["Host": "127.0.0.1:8080", "Origin": "http://127.0.0.1:8080"].merging(token) { $1 }
        #expect(check.check(request("DELETE", withOrigin)) == nil)
        let badOrigin = ["Host": "127.0.0.1:8080", "Origin": "http://evil.example"].merging(token) { $1 }
        #expect(check.check(request("PATCH", badOrigin))?.status == 403)
        let wildcard = RequestGuard(boundHost: "0.0.0.0", port: 80)
        #expect(wildcard.isAllowedHost("192.168.1.5:80"))
        #expect(!wildcard.isAllowedHost("rebind.example:80"))
        #expect(RequestGuard(boundHost: "::1", port: 80).isAllowedHost("[::1]:80"))
    }

    @Test func tokensAre32HexCharactersAndDiffer() {
        let a = RequestGuard.makeToken()
        let b = RequestGuard.makeToken()
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit))
        #expect(a != b)
    }

    @Test func htmlEscaping() {
        #expect(
            HTMLWriter.escape("<img src=x onerror=\"a('1')\">&")
                == "&lt;img src=x onerror=&quot;a(&#39;1&#39;)&quot;&gt;&amp;")
    }
}
