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

/// A prepared response (`HTTPResponse.prepared()`) is built into libmicrohttpd's form once and that form is
/// sent to every request that gets it; widget fragments are served that way while their HTML stays the same.
@Suite("Prepared responses")
struct PreparedResponseTests {
    /// Many clients at once get the same bytes and headers as an ordinary response would send, and the form is
    /// made once.
    @Test func oneFormIsSentToManyClientsAtOnce() async throws {
        var ordinary = HTTPResponse.html(String(repeating: "<p>é</p>", count: 2_000))
        ordinary.setHeader("X-Frame-Options", "SAMEORIGIN")
        let prepared = ordinary.prepared()
        let server = HTTPServer { [ordinary] request in request.path == "/ordinary" ? ordinary : prepared }
        try server.start()
        defer { server.stop() }
        func get(_ path: String) async throws -> (Data, [String: String]) {
            let (data, response) = try await URLSession.shared.data(
                from: URL(string: "http://127.0.0.1:\(server.port)\(path)")!)
            let fields = (response as! HTTPURLResponse).allHeaderFields
            var headers: [String: String] = [:]
            for (name, value) in fields where "\(name)".lowercased() != "date" {
                headers["\(name)".lowercased()] = "\(value)"
            }
            return (data, headers)
        }
        let expected = try await get("/ordinary")
        #expect(expected.0 == ordinary.body)
        #expect(expected.1["x-frame-options"] == "DENY")
        let answers = try await withThrowingTaskGroup(of: [(Data, [String: String])].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var answers: [(Data, [String: String])] = []
                    for _ in 0..<10 { answers.append(try await get("/prepared")) }
                    return answers
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(answers.count == 80)
        for answer in answers {
            #expect(answer.0 == expected.0)
            #expect(answer.1 == expected.1)
        }
        let form = try #require(prepared.preparedForm)
        #expect(form.made({ nil }) != nil, "the server made the form when it first sent it")
    }

    /// A copy whose status, headers, body or policy changes is sent as it is now, not as it was prepared.
    @Test func aChangedCopyIsAnOrdinaryResponse() async throws {
        let prepared = HTTPResponse.text("first").prepared()
        var status = prepared
        status.status = 201
        var body = prepared
        body.body = Data("second".utf8)
        var header = prepared
        header.setHeader("X-Test", "yes")
        var policy = prepared
        policy.contentSecurityPolicy = "default-src 'none'"
        for changed in [status, body, header, policy] { #expect(changed.preparedForm == nil) }
        #expect(prepared.preparedForm != nil)
        #expect(HTTPResponse.eventStream(first: "retry: 1\n\n").prepared().preparedForm == nil)

        let server = HTTPServer { [body, status] request in
            switch request.path {
            case "/body": body
            case "/status": status
            default: prepared
            }
        }
        try server.start()
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        let (first, _) = try await URLSession.shared.data(from: URL(string: base + "/")!)
        let (second, _) = try await URLSession.shared.data(from: URL(string: base + "/body")!)
        let (_, created) = try await URLSession.shared.data(from: URL(string: base + "/status")!)
        #expect(String(decoding: first, as: UTF8.self) == "first")
        #expect(String(decoding: second, as: UTF8.self) == "second")
        #expect((created as! HTTPURLResponse).statusCode == 201)
    }

    /// The home screen keeps each widget's fragment response while its HTML stays the same, per instance and
    /// page settings, and makes a new one when the HTML changes.
    @Test func fragmentsAreKeptWhileTheirHTMLStaysTheSame() throws {
        let fragments = FragmentResponses()
        let settings = PageSettings(query: [:])
        let other = PageSettings(query: ["appearance": "dark"])
        #expect(settings != other)
        let html = "<div>" + String(repeating: "x", count: 100) + "</div>"
        let first = fragments.response(html, instance: "a", settings: settings)
        let again = fragments.response(String(html), instance: "a", settings: settings)
        let form = try #require(first.preparedForm)
        #expect(form === again.preparedForm)
        #expect(fragments.response(html, instance: "b", settings: settings).preparedForm !== first.preparedForm)
        #expect(fragments.response(html, instance: "a", settings: other).preparedForm !== first.preparedForm)
        let changed = fragments.response("<div>y</div>", instance: "a", settings: settings)
        #expect(changed.preparedForm !== first.preparedForm)
        #expect(String(decoding: changed.body, as: UTF8.self) == "<div>y</div>")
        #expect(changed.header("Content-Type") == "text/html; charset=utf-8")
    }
}
