import Foundation
import HomeScreen
import HomeScreenDemo
import TestSupport
import Testing
import WebServer
import WidgetRuntime

@Suite("Home screen over loopback (fake backend)")
struct HomeScreenServerTests {
    @Test func pageCarriesTokenWidgetsAndEscapedTitles() async throws {
        let server = try TestServer()
        server.backend.externalAdd(title: "<img src=x onerror=alert(1)>")
        let page = try await server.request("GET", "/?device=iphone-15-pro-max&scheme=dark&locale=ja", token: false)
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["cache-control"] == "no-store")
        #expect(page.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
        #expect(page.text.contains("<meta name=\"taskwidgets-token\" content=\"\(server.server.token)\">"))
        #expect(page.text.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!page.text.contains("<img src=x onerror"))
        #expect(page.text.contains("class=\"device-iphone-15-pro-max scheme-dark appearance-dark\""))
        #expect(page.text.contains("lang=\"ja\""))
        #expect(!page.text.contains("<script>"))
        for instance in server.backend.instances { #expect(page.text.contains("data-instance=\"\(instance)\"")) }
        let css = try await server.request("GET", "/assets/home.css", token: false)
        #expect(css.status == 200 && css.headers["content-type"] == "text/css; charset=utf-8")
        let js = try await server.request("GET", "/assets/connection.mjs", token: false)
        #expect(js.status == 200 && js.text.contains("X-TaskWidgets-Token"))
        let etag = try #require(js.headers["etag"])
        let cached = try await server.request(
            "GET", "/assets/connection.mjs", token: false, headers: ["If-None-Match": etag])
        #expect(cached.status == 304)
    }

    /// A request that reaches the server while it starts is answered as usual: it used to get 503 "starting"
    /// between listening and setting its request guard.
    @Test func aRequestDuringTheStartIsAnsweredNotRefused() throws {
        for _ in 0..<30 {
            // A free port: one a server just bound and let go.
            let probe = HTTPServer { _ in .error(404, "none") }
            try probe.start()
            let port = probe.port
            probe.stop()
            let server = try HomeScreenServer(backend: DemoHomeScreenBackend(), port: port)
            let answered = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var status = 0
            // Knocks until the port listens, so the request lands as early as it can.
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(10)
                while Date() < deadline {
                    if let reply = try? LoopbackHTTP.request(port: port, "GET", "/assets/icon.svg") {
                        status = reply.status
                        break
                    }
                }
                answered.signal()
            }
            try server.start()
            answered.wait()
            server.stop()
            #expect(status == 200)
        }
    }

    @Test func fragmentAndTap() async throws {
        let server = try TestServer()
        let counter = try #require(server.backend.instance(kind: "counter", family: .systemSmall))
        let fragment = try await server.request("GET", "/widgets/\(counter)", token: false)
        #expect(fragment.status == 200)
        #expect(fragment.text.contains("data-intent=\"{&quot;type&quot;:&quot;Increment&quot;}\""))
        #expect(fragment.text.contains(">3</div>"))
        let tap = try await server.request(
            "POST", "/intents", json: ["archive": "{\"type\":\"Increment\"}", "instance": counter.rawValue],
            headers: ["Origin": server.origin])
        #expect(tap.status == 200)
        // The answer is the redrawn widget's fragment, as GET /widgets/{instance} now serves it.
        #expect(tap.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(tap.text.contains(">4</div>"))
        #expect(server.backend.counterValue == 4)
        #expect(try await server.request("GET", "/widgets/\(counter)", token: false).text == tap.text)
        let missing = try await server.request("GET", "/widgets/nope", token: false)
        #expect(missing.status == 404 && missing.text == "unknown widget\n")
    }

    @Test func theSessionGivesTheTokenToThePagesOwnOriginOnly() async throws {
        let server = try TestServer()
        let session = try await server.request("GET", "/session", token: false).json()
        #expect(session["token"] as? String == server.server.token)
        let same = try await server.request(
            "GET", "/session", token: false, headers: ["Sec-Fetch-Site": "same-origin"])
        #expect(same.status == 200)
        for site in ["cross-site", "same-site"] {
            let refused = try await server.request("GET", "/session", token: false, headers: ["Sec-Fetch-Site": site])
            #expect(refused.status == 403 && !refused.text.contains(server.server.token))
        }
        // No CORS: no other origin's script may read it.
        #expect(same.headers["access-control-allow-origin"] == nil)
        #expect(same.headers["cross-origin-resource-policy"] == "same-origin")
    }

    @Test func everySettingThePageOffersHashesApart() {
        var settings: [PageSettings] = []
        for (_, device) in PageSettings.devices {
            for locale in PageLocale.allCases {
                for appearance in HomeAppearance.allCases where appearance != .tinted {
                    settings.append(PageSettings(device: device, locale: locale, appearance: appearance))
                }
                for tint in WidgetAppearance.tintNames {
                    settings.append(PageSettings(device: device, locale: locale, appearance: .tinted, tint: tint.name))
                }
            }
        }
        #expect(Set(settings).count == settings.count)
        #expect(Set(settings.map(\.hashValue)).count == settings.count)
        #expect(PageSettings(query: ["tint": "red"]).hashValue == PageSettings().hashValue)
    }

    @Test func theAppearanceIsASettingOfThePage() throws {
        let tinted = PageSettings(query: ["appearance": "tinted", "tint": "Orange"])
        #expect(tinted.appearance == .tinted && tinted.tint == "orange" && tinted.scheme == .dark)
        #expect(tinted.queryString.hasSuffix("&appearance=tinted&tint=orange"))
        // The old scheme still works; a tint is kept only for a tinted Home Screen, one of the offered ones.
        #expect(PageSettings(query: ["scheme": "dark"]).appearance == .dark)
        #expect(PageSettings(query: ["appearance": "clear", "tint": "orange"]).tint == HomeAppearance.defaultTint)
        #expect(PageSettings(query: ["appearance": "tinted", "tint": "#123456"]).tint == HomeAppearance.defaultTint)
        #expect(PageSettings(query: ["appearance": "sepia"]) == PageSettings())
        #expect(PageSettings(query: ["appearance": "default", "scheme": "dark"]).scheme == .light)
        // A language the page does not offer is the default one.
        #expect(PageSettings(query: ["locale": "ja"]).locale == .ja)
        #expect(PageSettings(query: ["locale": "xx"]).locale == .en)
    }

    @Test func tapTogglesATaskAndChangesReportIt() async throws {
        let server = try TestServer()
        let widget = try #require(server.backend.instance(kind: "tasks", family: .systemMedium))
        let state = try await server.request("GET", "/changes?since=999999", token: false).json()
        let version = try #require(state["version"] as? Int)
        let task = server.backend.allTasks[0]
        #expect(!task.isCompleted)
        let archive = "{\"type\":\"ToggleTask\",\"task\":\"\(task.id.uuidString)\"}"
        let tap = try await server.request("POST", "/intents", json: ["archive": archive, "instance": widget.rawValue])
        #expect(tap.status == 200)
        #expect(server.backend.allTasks[0].isCompleted)
        let changes = try await server.request("GET", "/changes?since=\(version)", token: false).json()
        let instances = try #require(changes["instances"] as? [String: String])
        #expect(instances[widget.rawValue] != nil)
        #expect(changes["tasksChanged"] as? Bool == true)
        let none = try await server.request("GET", "/changes?since=\(changes["version"] as! Int)", token: false).json()
        #expect((none["instances"] as? [String: String])?.isEmpty == true)
    }

    @Test func configurationSchemaAndSave() async throws {
        let server = try TestServer()
        let widget = try #require(server.backend.instance(kind: "priority", family: .systemLarge))
        let form = try await server.request("GET", "/widgets/\(widget)/configuration", token: false).json()
        let parameters = try #require(form["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["type"] as? String } == ["enum", "bool", "int", "enum", "choices", "unsupported"])
        // An Intents handler's options keep their sections; a parameter without a handler says why.
        #expect((parameters[3]["cases"] as? [[String: String]])?.map { $0["section"] } == ["iCloud", "iCloud", "Work"])
        #expect(parameters[5]["unavailable"] as? String == "noIntentsHandler")
        #expect(
            (parameters[0]["cases"] as? [[String: String]])?.map { $0["title"] } == ["All", "High", "Medium", "Low"])
        #expect(parameters[2]["minimum"] as? Int == 1 && parameters[2]["maximum"] as? Int == 8)
        let saved = try await server.request(
            "POST", "/widgets/\(widget)/configuration",
            json: ["values": ["priority": "low", "showCompleted": true, "limit": 3]])
        #expect(saved.status == 200)
        #expect((try saved.json()["html"] as? String)?.contains("Low Priority") == true)
        let listed = try await server.request(
            "POST", "/widgets/\(widget)/configuration", json: ["values": ["list": "team"]])
        #expect((try listed.json()["html"] as? String)?.contains("Team · Low Priority") == true)
        // A list's choices arrive as an array, in order.
        let labeled = try await server.request(
            "POST", "/widgets/\(widget)/configuration", json: ["values": ["labels": ["work", "errands"]]])
        #expect((try labeled.json()["html"] as? String)?.contains("Low Priority · work, errands") == true)
        let badList = try await server.request(
            "POST", "/widgets/\(widget)/configuration", json: ["values": ["labels": ["work", 3]]])
        #expect(badList.status == 400)
        let bad = try await server.request(
            "POST", "/widgets/\(widget)/configuration", json: ["values": ["limit": 99]])
        #expect(bad.status == 400 && bad.text == "bad value for 'limit'\n")
    }

    @Test func appPanelRoutes() async throws {
        let server = try TestServer()
        let list = try await server.request("GET", "/app/tasks", token: false).json()
        #expect((list["tasks"] as? [Any])?.count == 5)
        #expect((list["priorities"] as? [[String: String]])?.map { $0["value"] } == ["low", "medium", "high"])
        let added = try await server.request(
            "POST", "/app/tasks", json: ["title": "  Write tests  ", "priority": "high", "dueDate": "2026-12-24"])
        #expect(added.status == 201)
        let id = try #require(try added.json()["id"] as? String)
        #expect(server.backend.allTasks.first?.title == "Write tests")
        let patched = try await server.request(
            "PATCH", "/app/tasks/\(id)", json: ["title": "Write more tests", "dueDate": NSNull(), "isCompleted": true])
        #expect(patched.status == 200)
        let task = try #require(server.backend.allTasks.first)
        #expect(task.title == "Write more tests" && task.dueDate == nil && task.isCompleted && task.priority == "high")
        // Done now, it moves among the done tasks (the index is clamped to their last), and the open
        // tasks keep their places.
        let openBefore = server.backend.allTasks.filter { !$0.isCompleted }.map(\.id)
        #expect(server.backend.allTasks.filter(\.isCompleted).first?.id.uuidString == id)
        let moved = try await server.request("POST", "/app/tasks/\(id)/move", json: ["index": 5])
        #expect(moved.status == 204)
        #expect(server.backend.allTasks.filter(\.isCompleted).last?.id.uuidString == id)
        #expect(server.backend.allTasks.filter { !$0.isCompleted }.map(\.id) == openBefore)
        let deleted = try await server.request("DELETE", "/app/tasks/\(id)")
        #expect(deleted.status == 204)
        #expect(server.backend.allTasks.count == 5)
        let gone = try await server.request("DELETE", "/app/tasks/\(id)")
        #expect(gone.status == 404)
    }

    @Test func galleryAndLayout() async throws {
        let server = try TestServer()
        let gallery = try await server.request("GET", "/gallery", token: false).json()
        let kinds = try #require(gallery["kinds"] as? [[String: Any]])
        #expect(kinds.count == 4)
        #expect((kinds[0]["previews"] as? [[String: Any]])?.count == 4)
        let before = server.backend.instances
        let added = try await server.request(
            "POST", "/layout", json: ["action": "add", "kind": "tasks", "family": "systemSmall"])
        #expect(added.status == 200)
        let slots = try #require(try added.json()["slots"] as? [[String: Any]])
        #expect(slots.count == before.count + 1)
        let new = try #require(server.backend.instances.last)
        let moved = try await server.request(
            "POST", "/layout", json: ["action": "move", "instance": new.rawValue, "index": 0])
        #expect(moved.status == 200)
        #expect(server.backend.instances.first == new)
        let removed = try await server.request("POST", "/layout", json: ["action": "remove", "instance": new.rawValue])
        #expect(removed.status == 200)
        #expect(server.backend.instances == before)
        let unsupported = try await server.request(
            "POST", "/layout", json: ["action": "add", "kind": "counter", "family": "systemLarge"])
        #expect(unsupported.status == 400)
    }

    /// Every bad request: the right 4xx, a short message, and the fake store unchanged.
    @Test func badRequestsAreRefusedAndChangeNothing() async throws {
        let server = try TestServer()
        let widget = try #require(server.backend.instance(kind: "tasks", family: .systemMedium))
        let counter = try #require(server.backend.instance(kind: "counter", family: .systemSmall))
        let task = server.backend.allTasks[0]
        let toggle = "{\"type\":\"ToggleTask\",\"task\":\"\(task.id.uuidString)\"}"
        let tasksBefore = server.backend.allTasks
        let layoutBefore = server.backend.instances

        func expectRefused(_ reply: TestServer.Reply, _ status: Int, _ message: String) {
            #expect(reply.status == status, "\(message)")
            #expect(reply.text == message + "\n")
        }
        expectRefused(
            try await server.request("POST", "/intents", body: Data("{\"archive\":".utf8)), 400, "malformed JSON")
        expectRefused(
            try await server.request("POST", "/intents", body: Data("[1,2]".utf8)), 400, "expected a JSON object")
        expectRefused(
            try await server.request("POST", "/intents", json: ["archive": toggle]), 400, "missing field 'instance'")
        expectRefused(
            try await server.request("POST", "/intents", json: ["archive": 5, "instance": widget.rawValue]), 400,
            "field 'archive' must be a string")
        expectRefused(
            try await server.request(
                "POST", "/intents", json: ["archive": "{\"type\":\"Format\"}", "instance": widget.rawValue]),
            400, "unknown intent type")
        expectRefused(
            try await server.request("POST", "/intents", json: ["archive": "{nope", "instance": widget.rawValue]), 400,
            "malformed intent archive")
        expectRefused(
            try await server.request(
                "POST", "/intents",
                json: ["archive": "{\"type\":\"ToggleTask\",\"task\":\"not-a-uuid\"}", "instance": widget.rawValue]),
            400, "bad task id")
        expectRefused(
            try await server.request("POST", "/intents", json: ["archive": toggle, "instance": "../etc"]), 400,
            "bad instance id")
        expectRefused(
            try await server.request(
                "POST", "/intents", json: ["archive": toggle, "instance": widget.rawValue], token: false),
            403,
            "missing token")
        expectRefused(
            try await server.request(
                "POST", "/intents", json: ["archive": toggle, "instance": widget.rawValue], token: false,
                headers: ["X-TaskWidgets-Token": "00000000000000000000000000000000"]), 403, "bad token")
        expectRefused(
            try await server.request(
                "POST", "/intents", json: ["archive": toggle, "instance": widget.rawValue],
                headers: ["Origin": "http://evil.example"]),
            403, "bad origin")
        expectRefused(
            try await server.request(
                "POST", "/intents",
                json: ["archive": String(repeating: "x", count: 70_000), "instance": widget.rawValue]),
            413, "request body too large")
        expectRefused(
            try await server.request("PATCH", "/app/tasks/not-a-uuid", json: ["title": "x"]), 400, "bad task id")
        expectRefused(
            try await server.request("POST", "/app/tasks", json: ["title": "   "]), 400, "the title is empty")
        // The store's title rule, each refusal naming it: control characters (an escape sequence, a tab)…
        expectRefused(
            try await server.request("POST", "/app/tasks", json: ["title": "Buy\u{1B}[2Jmilk"]), 400,
            "the title contains the control character U+001B at character 4;"
                + " a title is one line of text without control characters")
        expectRefused(
            try await server.request("PATCH", "/app/tasks/\(task.id)", json: ["title": "a\tb"]), 400,
            "the title contains the control character U+0009 at character 2;"
                + " a title is one line of text without control characters")
        // …and bytes as well as characters: one "character" of 60 KB (a letter and 30,000 combining marks).
        expectRefused(
            try await server.request(
                "POST", "/app/tasks", json: ["title": "a" + String(repeating: "\u{301}", count: 30_000)]),
            400, "the title takes 60001 bytes in UTF-8; at most 4096 are allowed")
        expectRefused(
            try await server.request("POST", "/app/tasks", json: ["title": String(repeating: "x", count: 501)]), 400,
            "the title has 501 characters; at most 500 are allowed")
        expectRefused(
            try await server.request("POST", "/app/tasks", json: ["title": "a", "dueDate": "2026-02-30"]), 400,
            "bad date (expected yyyy-MM-dd)")
        expectRefused(
            try await server.request("POST", "/app/tasks", json: ["title": "a", "priority": "urgent"]), 400,
            "unknown priority")
        expectRefused(
            try await server.request(
                "POST", "/app/tasks", body: Data("title=a".utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"]),
            415, "expected application/json")
        expectRefused(try await server.request("DELETE", "/app/tasks"), 405, "method not allowed")
        expectRefused(try await server.request("GET", "/nowhere", token: false), 404, "not found")
        expectRefused(try await server.request("GET", "/changes?since=abc", token: false), 400, "bad 'since'")

        // A foreign Host header (DNS rebinding) is refused even for reads; sent raw since URLSession sets Host itself.
        let rebinding = try server.raw(
            "GET /app/tasks HTTP/1.1\r\nHost: rebind.example:\(server.port)\r\nConnection: close\r\n\r\n")
        #expect(rebinding.status == 403 && rebinding.text.hasSuffix("bad host\n"))
        // An announced oversized body gets 413 before it is sent.
        let huge = try server.raw(
            "POST /intents HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-TaskWidgets-Token: \(server.server.token)\r\n"
                + "Content-Type: application/json\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n{")
        #expect(huge.status == 413)
        // A chunked body that grows past the limit is dropped, not buffered.
        let chunk = String(repeating: "a", count: 40_000)
        let chunked = try server.raw(
            "POST /intents HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-TaskWidgets-Token: \(server.server.token)\r\n"
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                + "9c40\r\n\(chunk)\r\n9c40\r\n\(chunk)\r\n0\r\n\r\n")
        #expect(chunked.status == 413)

        #expect(server.backend.allTasks == tasksBefore)
        #expect(server.backend.instances == layoutBefore)
        #expect(server.backend.counterValue == 3)
        #expect(server.backend.intentCount == 0)
        // And it still answers.
        let still = try await server.request("GET", "/widgets/\(counter)", token: false)
        #expect(still.status == 200)
    }
}
