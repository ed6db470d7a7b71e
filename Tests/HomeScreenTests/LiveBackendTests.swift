import Foundation
import HomeScreen
import TaskKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real backend over a temporary store, through HTTP on loopback.
@Suite(.serialized, .usesSharedWidgetStore)
struct LiveBackendTests {
    static let markup = "<b>Buy & sell</b>"

    static func backend(path: String, checkingIntegrity: Bool = true) throws -> TaskHomeScreenBackend {
        try TaskHomeScreenBackend(path: path, checkingIntegrity: checkingIntegrity)
    }

    /// A test server's handler timeout. Its main actor is shared with every suite of the test process, which may
    /// keep it busy for minutes on a loaded machine: the server's 30 s limit would be a random 503 there, so a
    /// test's waits for the main actor end only when the test run does (a hang still fails, by CI's limit).
    static let handlerTimeout = Duration.seconds(3600)

    final class Fixture: Sendable {
        private let temporary = TemporaryDirectory(prefix: "live")
        let path: String
        let backend: TaskHomeScreenBackend
        let server: HomeScreenServer
        let base: URL

        /// `layoutFile`: the layout file of an earlier version beside the store; `layoutDocument`: a layout as
        /// stored.
        init(layoutFile: String? = nil, layoutDocument: String? = nil) throws {
            path = temporary.path("tasks.sqlite")
            do {  // closed before the backend opens its connection
                let store = try TaskStore(path: path)
                _ = try store.add(title: LiveBackendTests.markup, priority: .high)
                _ = try store.add(title: "Second task", priority: .low)
                if let layoutDocument { try store.updateDocument("homescreen.layout") { _ in layoutDocument } }
            }
            if let layoutFile {
                try Data(layoutFile.utf8).write(to: temporary.url.appendingPathComponent("homescreen-layout.json"))
            }
            backend = try LiveBackendTests.backend(path: path)
            server = try HomeScreenServer(backend: backend, handlerTimeout: LiveBackendTests.handlerTimeout)
            base = try server.start()
        }

        deinit {
            server.stop()
            backend.stop()
        }

        var directory: URL { temporary.url }

        /// `GET /` once its widgets are drawn: the first page of a server does not wait for them (see
        /// `theFirstPageDoesNotWaitForTheWidgets`); `/changes?settle=1` does.
        func drawnPage() async throws -> (status: Int, text: String) {
            let settled = try await request("GET", "/changes?since=0&settle=1")
            #expect(settled.status == 200)
            let page = try await request("GET", "/")
            return (page.status, page.text)
        }

        /// The layout as the store keeps it.
        func storedLayout() throws -> String {
            try backend.store.document("homescreen.layout")?.body ?? ""
        }

        /// A request from the page's origin (see ``HomeScreenServer/request(_:_:json:body:token:headers:)``).
        func request(
            _ method: String, _ path: String, json: Any? = nil, token: Bool = true
        ) async throws -> HomeScreenServer.TestReply {
            try await server.request(
                method, path, json: json, token: token, headers: ["Origin": "http://127.0.0.1:\(server.port)"])
        }

        func completed() throws -> [String: Bool] {
            Dictionary(uniqueKeysWithValues: try backend.store.allTasks().map { ($0.title, $0.isCompleted) })
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The unescaped `data-intent` archives of a page, with the instance of the slot each is in.
    static func intents(in page: String) -> [(instance: String, archive: String)] {
        var result: [(String, String)] = []
        var instance = ""
        var rest = page[...]
        while let range = rest.range(of: #"data-instance="[^"]+"|data-intent="[^"]+""#, options: .regularExpression) {
            let match = rest[range]
            let value = String(
                match[match.index(after: match.firstIndex(of: "\"")!)..<match.index(before: match.endIndex)])
            if match.hasPrefix("data-instance") { instance = value } else { result.append((instance, unescape(value))) }
            rest = rest[range.upperBound...]
        }
        return result
    }

    /// Only a new store gets the sample tasks, on the first server over it: not a store that has tasks (whose
    /// first server looks at one row, not all of them), nor one emptied after its first server.
    @Test func onlyANewEmptyStoreGetsTheSampleTasks() throws {
        let directory = TemporaryDirectory(prefix: "samples")
        func titlesAfterAServer(_ name: String, _ setUp: (TaskStore) throws -> Void) throws -> [String] {
            let path = directory.path(name)
            try setUp(try TaskStore(path: path))
            let backend = try Self.backend(path: path)
            backend.stop()
            return try TaskStore(path: path).allTasks().map(\.title)
        }
        let new = try titlesAfterAServer("new.sqlite") { _ in }
        #expect(new.count == 4 && new.allSatisfy { $0.hasSuffix(" (sample)") }, "\(new)")
        let imported = try titlesAfterAServer("imported.sqlite") { store in
            for index in 1...500 { _ = try store.add(title: "Imported \(index)") }
        }
        #expect(imported.count == 500 && !imported.contains { $0.hasSuffix(" (sample)") })
        // The new store's user deleted the samples: the next server leaves it empty.
        let emptied = try titlesAfterAServer("new.sqlite") { store in
            for task in try store.allTasks() { _ = try store.delete(id: task.id) }
        }
        #expect(emptied.isEmpty, "\(emptied)")
    }

    /// A server's first page of some settings is answered at once, without drawing (its start is measured
    /// by Tests/browser/bench_cold_start.py): empty slots named after their kinds; then `/changes` brings every
    /// widget drawn from its timeline, and the slots' names. A later page waits for the drawing.
    @Test func theFirstPageDoesNotWaitForTheWidgetsTheNextOneDoes() async throws {
        let fixture = try Fixture()
        let first = try await fixture.request("GET", "/?locale=de")
        #expect(first.status == 200)
        #expect(first.text.contains(#"data-instance="tasks-medium""#))
        #expect(first.text.contains("data-unnamed"))
        #expect(!first.text.contains("Second task"), "no widget drawn yet")
        let next = try await fixture.request("GET", "/?locale=de")
        #expect(next.text.contains("Second task"))
        #expect(!next.text.contains("data-unnamed"))
        #expect(!next.text.contains("widget-placeholder"))
        let version = try #require(first.text.firstMatch(of: /data-version="([0-9]+)"/).flatMap { Int($0.output.1) })
        let changes = try await fixture.request("GET", "/changes?since=\(version)&settle=1&locale=de")
        let body = try #require(try JSONSerialization.jsonObject(with: Data(changes.text.utf8)) as? [String: Any])
        let instances = try #require(body["instances"] as? [String: String])
        let medium = try #require(instances["tasks-medium"])
        #expect(medium.contains("Second task"))
        #expect(!medium.contains("widget-placeholder"))
        let layout = try #require(body["layout"] as? [[String: Any]])
        #expect(layout.allSatisfy { !($0["displayName"] as? String ?? "").isEmpty }, "\(layout)")
    }

    /// A fragment of new settings waits for its widget's first timeline (never its placeholder); once the
    /// settings have settled, a fragment is answered from the cache without waiting for the main actor: one is
    /// answered while the main actor is held.
    @Test func aSettledFragmentIsAnsweredWithoutTheMainActor() async throws {
        let fixture = try Fixture()
        let settings = PageSettings(query: ["locale": "de"])
        let first = try await fixture.backend.widgetHTML(instance: "tasks-medium", settings: settings)
        #expect(first.contains("Second task") && !first.contains("widget-placeholder"))
        let release = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        await withCheckedContinuation { (held: CheckedContinuation<Void, Never>) in
            Task { @MainActor in
                held.resume()
                // Blocks the main actor until the fragment has answered; a fragment that waited for the
                // main actor would wait for this hang guard, and fail below.
                _ = release.wait(timeout: .now() + .seconds(Int(hangGuard.components.seconds)))
                released.signal()
            }
        }
        let next = try await fixture.backend.widgetHTML(instance: "tasks-medium", settings: settings)
        let answeredWhileHeld = released.wait(timeout: .now()) == .timedOut
        release.signal()
        #expect(answeredWhileHeld, "the settled fragment waited for the main actor")
        #expect(next == first)
    }

    /// The first page's widgets are drawn once the page is sent, with no other request: not while it is written
    /// and sent (the drawing would take the processor from it), and not only when the page asks for them.
    @Test func aFirstPageHasItsWidgetsDrawnOnceItIsSent() async throws {
        let directory = TemporaryDirectory()
        defer { withExtendedLifetime(directory) {} }  // removed when released: after the test, not after its last use
        let path = directory.path("tasks.sqlite")
        do { _ = try TaskStore(path: path).add(title: "Second task", priority: .low) }
        let backend = try Self.backend(path: path)
        defer { backend.stop() }
        let (versions, version) = AsyncStream.makeStream(of: UInt64.self)
        backend.onVersionChange { version.yield($0) }
        let settings = PageSettings(query: ["locale": "de"])
        let first = try await backend.homeScreen(settings: settings)
        #expect(first.slots.allSatisfy { $0.html.isEmpty && $0.displayName.isEmpty })
        // Nothing is drawn until the page is sent (a host made meanwhile draws in milliseconds).
        try await Task.sleep(for: .milliseconds(300))
        version.finish()
        var early: [UInt64] = []
        for await change in versions { early.append(change) }
        #expect(early.isEmpty, "drawn before the page was sent: \(early)")
        let (drawn, drew) = AsyncStream.makeStream(of: Void.self)
        backend.onVersionChange { _ in drew.yield() }
        let whenSent = try #require(first.whenSent, "a first page starts drawing its widgets once sent")
        whenSent()
        let timeout = Task {
            try await Task.sleep(for: .seconds(3600))
            drew.finish()
        }
        var iterator = drawn.makeAsyncIterator()
        #expect(await iterator.next() != nil, "no widget drawn an hour after the page was sent")
        timeout.cancel()
        let next = try await backend.homeScreen(settings: settings)
        #expect(next.slots.contains { $0.html.contains("Second task") })
    }

    /// A server's first run stores the standard layout once the store is checked, not before (a first write waits
    /// for the check, which `tasks serve` runs while it answers); the next start is then no first run.
    @Test func aFirstRunStoresItsLayoutOnceTheStoreIsChecked() async throws {
        let directory = TemporaryDirectory()
        defer { withExtendedLifetime(directory) {} }  // removed when released: after the test, not after its last use
        let path = directory.path("tasks.sqlite")
        do { _ = try TaskStore(path: path).add(title: "Imported", priority: .low) }
        do {
            let backend = try Self.backend(path: path, checkingIntegrity: false)
            defer { backend.stop() }
            #expect(try backend.store.document("homescreen.layout") == nil)
            let state = try await backend.homeScreen(settings: PageSettings(query: [:]))
            #expect(state.slots.map(\.instance).contains("tasks-medium"), "the standard layout, shown as if stored")
            try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
                backend.checkStoreInBackground { error in
                    if let error { done.resume(throwing: error) } else { done.resume() }
                }
            }
            #expect(try backend.store.document("homescreen.layout") != nil)
        }
        let next = try Self.backend(path: path, checkingIntegrity: false)
        defer { next.stop() }
        #expect(try next.store.document("homescreen.layout") != nil)
        #expect(try next.store.allTasks().map(\.title) == ["Imported"], "no samples in a store that had tasks")
    }

    @Test func pageShowsTitlesEscaped() async throws {
        let fixture = try Fixture()
        let page = try await fixture.drawnPage()
        #expect(page.status == 200)
        #expect(page.text.contains("&lt;b&gt;Buy &amp; sell&lt;/b&gt;"))
        #expect(!page.text.contains(Self.markup))
    }

    @Test func tappingARowTogglesExactlyThatTask() async throws {
        let fixture = try Fixture()
        let page = try await fixture.drawnPage()
        let task = try #require(try fixture.backend.store.allTasks().first { $0.title == "Second task" })
        let tap = try #require(
            Self.intents(in: page.text).first {
                $0.archive.localizedCaseInsensitiveContains(task.id.uuidString) && $0.instance == "tasks-medium"
            })
        let before = try fixture.completed()
        let reply = try await fixture.request(
            "POST", "/intents", json: ["archive": tap.archive, "instance": tap.instance])
        #expect(reply.status == 200)
        var expected = before
        expected["Second task"] = true
        #expect(try fixture.completed() == expected)
        // The answer is the redrawn widget itself, as its fragment is served from now on.
        #expect(reply.contentType.hasPrefix("text/html"))
        let fragment = try await fixture.request("GET", "/widgets/\(tap.instance)")
        #expect(reply.text == fragment.text)
        #expect(reply.text.hasPrefix("<div class=\"") && !reply.text.contains("pending"))
    }

    /// A tap answers once its own widget is redrawn; the other widgets reload after it. `settle=1` waits for
    /// those reloads, so one poll after the tap brings every widget's new state and nothing is left to come.
    @Test func aSettledPollAfterATapBringsEveryWidgetsNewState() async throws {
        let fixture = try Fixture()
        let page = try await fixture.drawnPage()
        let start = try await fixture.request("GET", "/changes?since=0")
        let version = try #require(Self.version(of: start.text))
        let tap = try #require(Self.intents(in: page.text).first { $0.instance == "tasks-medium" })
        let reply = try await fixture.request(
            "POST", "/intents", json: ["archive": tap.archive, "instance": tap.instance])
        #expect(reply.status == 200)
        let settled = try await fixture.request("GET", "/changes?since=\(version)&settle=1")
        #expect(settled.status == 200)
        // The Lock Screen's widgets count the open tasks: one of two is left.
        for instance in ["lock-inline", "lock-rectangular"] {
            #expect(settled.text.contains("\"\(instance)\":"), "\(instance) was redrawn by the settled poll")
        }
        let after = try #require(Self.version(of: settled.text))
        let next = try await fixture.request("GET", "/changes?since=\(after)")
        #expect(next.text.contains(#""instances":{}"#), "nothing was still to come: \(next.text.prefix(200))")
    }

    /// The `version` of a `/changes` answer.
    static func version(of changes: String) -> UInt64? {
        (changes.firstMatch(of: /"version":(\d+)/)?.output.1).flatMap { UInt64($0) }
    }

    @Test func postWithoutTokenIsRefusedAndChangesNothing() async throws {
        let fixture = try Fixture()
        let page = try await fixture.drawnPage()
        let tap = try #require(Self.intents(in: page.text).first)
        let before = try fixture.completed()
        let reply = try await fixture.request(
            "POST", "/intents", json: ["archive": tap.archive, "instance": tap.instance], token: false)
        #expect(reply.status == 403)
        #expect(try fixture.completed() == before)
    }

    @Test func badIntentsAre4xxAndChangeNothing() async throws {
        let fixture = try Fixture()
        let before = try fixture.completed()
        let unknownType = try await fixture.request(
            "POST", "/intents",
            json: ["archive": #"{"parameters":{},"type":"NoSuchIntent"}"#, "instance": "tasks-medium"])
        #expect(unknownType.status == 403, "no widget draws it")
        let unknownInstance = try await fixture.request(
            "POST", "/intents", json: ["archive": #"{"parameters":{},"type":"ToggleTaskIntent"}"#, "instance": "nope"])
        #expect(unknownInstance.status == 404)
        #expect(try fixture.completed() == before)
    }

    /// As on iOS, a widget performs only the intents its drawing holds.
    @Test func onlyAnIntentTheWidgetDrawsIsPerformed() async throws {
        let fixture = try Fixture()
        let page = try await fixture.drawnPage()
        let drawn = Self.intents(in: page.text)
        #expect(!drawn.isEmpty)
        let before = try fixture.completed()
        // The configuration intent: no widget draws it, so no tap can send it.
        let configuration =
            #"{"parameters":{"maxTasks":8,"priorityFilter":"all","showCompleted":false},"#
            + #""type":"TaskWidgetConfigurationIntent"}"#
        let refused = try await fixture.request(
            "POST", "/intents", json: ["archive": configuration, "instance": "configurable-large"])
        #expect(refused.status == 403)
        #expect(refused.text == "the widget does not show this intent\n")
        // A row's intent sent to a widget that does not draw that row.
        let row = try #require(drawn.first { $0.instance == "tasks-medium" })
        let elsewhere = try await fixture.request(
            "POST", "/intents", json: ["archive": row.archive, "instance": "lock-inline"])
        #expect(elsewhere.status == 403)
        // A toggle of a task the widget does not show.
        let hidden = #"{"parameters":{"taskID":"\#(UUID().uuidString)"},"type":"ToggleTaskIntent"}"#
        #expect(
            try await fixture.request("POST", "/intents", json: ["archive": hidden, "instance": "tasks-medium"]).status
                == 403)
        #expect(try fixture.completed() == before)
        // What the widget draws is performed.
        #expect(
            try await fixture.request("POST", "/intents", json: ["archive": row.archive, "instance": row.instance])
                .status == 200)
    }

    @Test func appPanelAddShowsInTheWidgetsAndChanges() async throws {
        let fixture = try Fixture()
        let start = try await fixture.request("GET", "/changes?since=0")
        let version = try #require(
            (try JSONSerialization.jsonObject(with: Data(start.text.utf8)) as? [String: Any])?["version"] as? Int)
        let added = try await fixture.request(
            "POST", "/app/tasks", json: ["title": "From the panel", "priority": "high"])
        #expect(added.status == 201)
        #expect(try fixture.backend.store.allTasks().contains { $0.title == "From the panel" && $0.priority == .high })
        let changes = try await fixture.request("GET", "/changes?since=\(version)")
        #expect(changes.text.contains("From the panel"))
        #expect(changes.text.contains(#""tasksChanged":true"#))
    }

    @Test func appPanelFollowsTheAppsModel() async throws {
        let fixture = try Fixture()
        // The store's title rule.
        let long = try await fixture.request(
            "POST", "/app/tasks", json: ["title": String(repeating: "x", count: TaskStore.titleLimit + 1)])
        #expect(long.status == 400 && long.text.hasPrefix("the title has \(TaskStore.titleLimit + 1) characters"))
        let empty = try await fixture.request("POST", "/app/tasks", json: ["title": "  \n "])
        #expect(empty.status == 400 && empty.text == "the title is empty\n")
        // Three open tasks; moving the last to the top of the open section (TaskListModel.move).
        let third = try await fixture.request("POST", "/app/tasks", json: ["title": "Third", "priority": "low"])
        let id = try #require(
            (try JSONSerialization.jsonObject(with: Data(third.text.utf8)) as? [String: Any])?["id"] as? String)
        let open = try fixture.backend.store.allTasks().filter { !$0.isCompleted }
        #expect(open.count == 3)
        let moved = try await fixture.request("POST", "/app/tasks/\(id)/move", json: ["index": 0])
        #expect(moved.status == 204)
        #expect(try fixture.backend.store.allTasks().filter { !$0.isCompleted }.first?.title == "Third")
        // Checking off, then deleting; an unknown task is a 404.
        let done = try await fixture.request("PATCH", "/app/tasks/\(id)", json: ["isCompleted": true])
        #expect(done.status == 200 && done.text.contains(#""isCompleted":true"#))
        #expect(try await fixture.request("DELETE", "/app/tasks/\(id)").status == 204)
        #expect(try await fixture.request("DELETE", "/app/tasks/\(id)").status == 404)
        #expect(try fixture.backend.store.allTasks().count == 2)
    }

    @Test func configurationFormAndSave() async throws {
        let fixture = try Fixture()
        let form = try await fixture.request("GET", "/widgets/configurable-large/configuration")
        #expect(form.status == 200)
        #expect(form.text.contains(#""type":"enum""#))
        let saved = try await fixture.request(
            "POST", "/widgets/configurable-large/configuration", json: ["values": ["priorityFilter": "high"]])
        #expect(saved.status == 200)
        #expect(try fixture.storedLayout().contains("priorityFilter"))
        let bad = try await fixture.request(
            "POST", "/widgets/configurable-large/configuration", json: ["values": ["priorityFilter": "urgent"]])
        #expect(bad.status == 400)
    }

    @Test func galleryAndLayoutChangesPersist() async throws {
        let fixture = try Fixture()
        let gallery = try await fixture.request("GET", "/gallery")
        #expect(gallery.status == 200)
        for kind in ["TaskWidget", "AnimatedTaskWidget", "ConfigurableTaskWidget", "TaskLockScreenWidget"] {
            #expect(gallery.text.contains(#""kind":"\#(kind)""#))
        }
        let added = try await fixture.request(
            "POST", "/layout", json: ["action": "add", "kind": "TaskWidget", "family": "systemSmall"])
        #expect(added.status == 200)
        let document = try JSONSerialization.jsonObject(with: Data(fixture.storedLayout().utf8)) as? [String: Any]
        let slots = document?["slots"] as? [[String: Any]] ?? []
        #expect(slots.filter { $0["kind"] as? String == "TaskWidget" }.count == 2)
        let removed = try await fixture.request(
            "POST", "/layout", json: ["action": "remove", "instance": "tasks-medium"])
        #expect(removed.status == 200)
        #expect(!(try fixture.storedLayout()).contains("tasks-medium"))
        let gone = try await fixture.request("GET", "/widgets/tasks-medium")
        #expect(gone.status == 404)
        let unsupported = try await fixture.request(
            "POST", "/layout", json: ["action": "add", "kind": "TaskLockScreenWidget", "family": "systemLarge"])
        #expect(unsupported.status == 400)
    }

    @Test func aTaskAddedByAnotherProcessReachesTheWidgetsThroughWidgetCenter() async throws {
        let fixture = try Fixture()
        _ = try await fixture.request("GET", "/")
        let start = try await fixture.request("GET", "/changes?since=0")
        let version = try #require(
            (try JSONSerialization.jsonObject(with: Data(start.text.utf8)) as? [String: Any])?["version"] as? Int)
        // The real `tasks` command in its own process: it writes the store and asks WidgetCenter to reload,
        // which reaches the server's hosts through the store's directory (`widget-reloads`).
        let added = try runProcess(
            try builtExecutable(named: "tasks"),
            ["add", "Added elsewhere", "--priority", "high", "--store", fixture.path])
        #expect(added.status == 0, "\(added.stderr)")
        let requests = try String(
            contentsOf: fixture.directory.appendingPathComponent("widget-reloads"), encoding: .utf8)
        #expect(requests.contains("kind:TaskWidget"))
        var changes = ""
        // A hang guard, not a time target: the hosts read the requests four times a second.
        for _ in 0..<100 where !changes.contains("Added elsewhere") {
            try await Task.sleep(for: .milliseconds(100))
            changes = try await fixture.request("GET", "/changes?since=\(version)").text
        }
        #expect(changes.contains("Added elsewhere"))
        #expect(changes.contains(#""tasksChanged":true"#))
    }
}
