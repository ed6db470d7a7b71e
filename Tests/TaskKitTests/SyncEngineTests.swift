import Foundation
import Synchronization
import TestSupport
import Testing

@testable import TaskKit

/// A store with an account on a new task list of a real server, and the `caldav` library as a second device
/// on the same list.
final class SyncHarness: Sendable {
    let server: CalDAVTestServer
    let directory = TemporaryDirectory()
    let store: TaskStore
    let account: SyncAccount
    let client: CalDAVClient
    let device: OtherDevice
    let list: CalDAVCollection

    init(
        _ kind: CalDAVTestServer.Kind, server: CalDAVTestServer? = nil, transport: (any HTTPTransport)? = nil,
        timeout: TimeInterval = 30
    ) async throws {
        let server = try server ?? CalDAVTestServer.shared(kind)
        self.server = server
        client = CalDAVClient(
            transport: transport ?? DefaultHTTPTransport(timeout: timeout),
            credentials: server.password.isEmpty
                ? nil : CalDAVCredentials(username: server.user, password: server.password),
            retry: .fast)
        list = try await makeTaskList(client, on: server)
        store = try TaskStore(path: directory.path("tasks.sqlite"))
        account = try store.addSyncAccount(name: "test", serverURL: server.url, username: server.user, collection: list)
        device = try OtherDevice(server: server, collection: list.url)
    }

    @discardableResult
    func sync(_ configure: (inout SyncEngine.Options) -> Void = { _ in }) async throws -> SyncReport {
        var options = SyncEngine.Options()
        options.timeZone = TimeZone(identifier: "UTC")!
        configure(&options)
        return try await SyncEngine(store: store, account: account, client: client, options: options).sync()
    }

    /// The other device's tasks by summary.
    func remote() throws -> [String: OtherDevice.Todo] {
        Dictionary(try device.list().map { ($0.summary, $0) }, uniquingKeysWith: { a, _ in a })
    }

    func titles() throws -> [String] { try store.allTasks().map(\.title) }
}

/// A transport that runs `hook` before each request goes out (to act as another device at that moment).
final class HookedTransport: HTTPTransport {
    let inner = DefaultHTTPTransport()
    let hook: @Sendable (HTTPRequest) throws -> Void

    init(_ hook: @escaping @Sendable (HTTPRequest) throws -> Void) { self.hook = hook }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try hook(request)
        return try await inner.send(request)
    }
}

@Suite("Sync with real CalDAV servers, the caldav library as a second device")
struct SyncEngineTests {
    @Test(
        "Create, edit, complete, reorder and delete on each side; each side sees the other's",
        arguments: CalDAVTestServer.Kind.allCases)
    func bothWays(kind: CalDAVTestServer.Kind) async throws {
        let h = try await SyncHarness(kind)
        // Here → server.
        let milk = try h.store.add(title: "Buy milk, eggs", priority: .high, dueDate: TaskDay("2026-12-24"))
        let call = try h.store.add(title: "Call mom")
        let rent = try h.store.add(title: "Pay rent", priority: .low)
        var report = try await h.sync()
        #expect(report.sent == .init(created: 3) && report.received == .init())
        var remote = try h.remote()
        #expect(remote.count == 3)
        let milkThere = try #require(remote["Buy milk, eggs"])
        #expect(milkThere.uid == milk.id.uuidString && milkThere.priority == 1 && milkThere.due == "20261224")
        #expect(remote["Pay rent"]?.priority == 9 && remote["Call mom"]?.priority == 5)
        #expect(
            milkThere.order! < remote["Call mom"]!.order! && remote["Call mom"]!.order! < remote["Pay rent"]!.order!)

        // Server → here: a new task at the top, a rename, a completion, a deletion.
        try h.device.put(
            todoText(uid: "other-device-1@example.org", summary: "Water plants", extra: ["X-APPLE-SORT-ORDER:-5000000"])
        )
        try h.device.edit(uid: call.id.uuidString, set: ["summary": "Call mum"])
        try h.device.edit(uid: rent.id.uuidString, set: ["status": "COMPLETED", "completed": "20261201T100000Z"])
        try h.device.delete(uid: milk.id.uuidString)
        report = try await h.sync()
        #expect(report.received == .init(created: 1, updated: 2, deleted: 1))
        #expect(report.sent == .init())
        #expect(report.changedHere)
        #expect(try h.titles() == ["Water plants", "Call mum", "Pay rent"])
        #expect(try h.store.task(id: rent.id)?.isCompleted == true)
        #expect(try h.store.task(id: rent.id)?.completedAt == Date(timeIntervalSince1970: 1_796_119_200))
        let plants = try #require(try h.store.allTasks().first)

        // Here → server again: a rename, a reopening, a reorder, a deletion.
        try h.store.update(id: plants.id, title: "Water the plants", dueDate: .set(TaskDay("2027-01-05")!))
        try h.store.toggle(id: rent.id)
        try h.store.move(id: rent.id, toIndex: 0)
        try h.store.delete(id: call.id)
        report = try await h.sync()
        #expect(report.sent == .init(created: 0, updated: 2, deleted: 1))
        #expect(report.received == .init())
        remote = try h.remote()
        #expect(Set(remote.keys) == ["Water the plants", "Pay rent"])
        #expect(remote["Pay rent"]?.status == "NEEDS-ACTION")
        #expect(remote["Pay rent"]!.order! < remote["Water the plants"]!.order!)
        #expect(remote["Water the plants"]?.due == "20270105")
        #expect(remote["Water the plants"]?.uid == "other-device-1@example.org")

        // A reorder there: the other device puts "Water the plants" above "Pay rent".
        let top = try #require(remote["Pay rent"]?.order)
        try h.device.edit(uid: "other-device-1@example.org", set: ["x-apple-sort-order": String(top - 1000)])
        report = try await h.sync()
        #expect(report.received == .init(updated: 1) && report.sent == .init())
        #expect(try h.titles() == ["Water the plants", "Pay rent"])

        // And then nothing is left to do, in one request.
        report = try await h.sync()
        #expect(report.sent == .init() && report.received == .init() && report.conflicts.isEmpty)
        #expect(report.requests == 1 && report.usedSyncCollection)
    }

    @Test(
        "Concurrent edits: other fields merge; the same field goes to the newer edit, reported",
        arguments: CalDAVTestServer.Kind.allCases)
    func concurrentEdits(kind: CalDAVTestServer.Kind) async throws {
        let h = try await SyncHarness(kind)
        let a = try h.store.add(title: "Alpha")
        let b = try h.store.add(title: "Beta")
        try await h.sync()
        // Alpha: title here, priority there. Beta: title on both sides; the server's edit is older.
        try h.store.update(id: a.id, title: "Alpha renamed here")
        try h.device.edit(uid: a.id.uuidString, set: ["priority": 2, "last-modified": "20000101T000000Z"])
        try h.store.update(id: b.id, title: "Beta here")
        try h.device.edit(uid: b.id.uuidString, set: ["summary": "Beta there", "last-modified": "20000101T000000Z"])
        var report = try await h.sync()
        let alpha = try #require(try h.store.task(id: a.id))
        #expect(alpha.title == "Alpha renamed here" && alpha.priority == .high)
        #expect(try h.store.task(id: b.id)?.title == "Beta here")
        #expect(report.conflicts.map(\.field) == ["title"])
        #expect(report.conflicts.first?.winner == .here && report.conflicts.first?.replaced == "\"Beta there\"")
        #expect(
            report.conflicts.first?.description
                == "\"Beta here\": title changed on both sides; kept \"Beta here\" (newer, here), replaced \"Beta there\""
        )
        var remote = try h.remote()
        #expect(remote["Alpha renamed here"]?.priority == 2, "the server's own PRIORITY value stays")
        #expect(remote["Beta here"] != nil)

        // Now the server's edit is the newer one.
        try h.store.update(id: b.id, priority: .low)
        try h.device.edit(uid: b.id.uuidString, set: ["priority": 1, "last-modified": "21000101T000000Z"])
        report = try await h.sync()
        #expect(try h.store.task(id: b.id)?.priority == .high)
        #expect(report.conflicts.map(\.winner) == [.server])
        remote = try h.remote()
        #expect(remote["Beta here"]?.priority == 1)
    }

    @Test("A deletion meets an edit: the edit wins, on either side", arguments: CalDAVTestServer.Kind.allCases)
    func deletionMeetsEdit(kind: CalDAVTestServer.Kind) async throws {
        let h = try await SyncHarness(kind)
        let here = try h.store.add(title: "Deleted here, edited there")
        let there = try h.store.add(title: "Deleted there, edited here")
        let plain = try h.store.add(title: "Deleted there only")
        try await h.sync()
        try h.store.delete(id: here.id)
        try h.device.edit(uid: here.id.uuidString, set: ["summary": "Edited there"])
        try h.device.delete(uid: there.id.uuidString)
        try h.store.update(id: there.id, title: "Edited here")
        try h.device.delete(uid: plain.id.uuidString)
        let report = try await h.sync()
        #expect(Set(try h.titles()) == ["Edited there", "Edited here"])
        #expect(Set(try h.remote().keys) == ["Edited there", "Edited here"])
        #expect(
            report.conflicts.filter { $0.field == "deletion" }.map(\.winner).sorted { $0.rawValue < $1.rawValue } == [
                .here, .server,
            ])
        #expect(report.received.deleted == 1)
        let again = try await h.sync()
        #expect(again.sent == .init() && again.received == .init())
    }

    @Test(
        "A VTODO with properties we do not model comes back with them unchanged",
        arguments: CalDAVTestServer.Kind.allCases)
    func unmodelledPropertiesSurvive(kind: CalDAVTestServer.Kind) async throws {
        let h = try await SyncHarness(kind)
        try h.device.put(ICalendarFixtures.reminders)
        try await h.sync()
        let task = try #require(try h.store.allTasks().first)
        #expect(task.title == "Müll rausbringen, Papier; danach Gläser" && task.priority == .high)
        let before = try h.device.data(uid: task.id.uuidString)
        try h.store.update(id: task.id, title: "Altglas", priority: .low)
        try await h.sync()
        let after = try h.device.data(uid: task.id.uuidString)
        let changed: Set<String> = ["SUMMARY", "PRIORITY", "DTSTAMP", "LAST-MODIFIED"]
        // Every property and component, other than the ones the edit changed, is what it was.
        #expect(try unmodelled(after, except: changed) == unmodelled(before, except: changed))
        #expect(try unmodelled(after, except: changed).count >= 30)
        let todo = try #require(try ICalendarParser.parse(after).components.first { $0.name == "VTODO" })
        #expect(todo.property("SUMMARY")?.text == "Altglas" && todo.property("SUMMARY")?.parameter("LANGUAGE") == "de")
        #expect(todo.property("PRIORITY")?.value == "9")
    }

    /// Every property of every component, as `COMPONENT/NAME;PARAMS:VALUE` lines, without the named ones.
    func unmodelled(_ text: String, except: Set<String>) throws -> [String] {
        var lines: [String] = []
        func walk(_ component: ICalendarComponent, _ path: String) {
            for item in component.items {
                switch item {
                case .property(let p) where !except.contains(p.name) || path != "VCALENDAR/VTODO":
                    let parameters = p.parameters.map { "\($0.name)=\($0.values.joined(separator: ","))" }.sorted()
                    lines.append("\(path)/\(p.name);\(parameters.joined(separator: ";")):\(p.value)")
                case .property: break
                case .component(let c): walk(c, path + "/" + c.name)
                }
            }
        }
        walk(try ICalendarParser.parse(text), "VCALENDAR")
        return lines.filter { !$0.hasPrefix("VCALENDAR/PRODID") }.sorted()
    }

    @Test(
        "Without sync-collection (or with a token the server forgot), changes are found by ETag",
        arguments: CalDAVTestServer.Kind.allCases)
    func etagFallback(kind: CalDAVTestServer.Kind) async throws {
        let h = try await SyncHarness(kind)
        let a = try h.store.add(title: "A")
        var report = try await h.sync { $0.useSyncCollection = false }
        #expect(!report.usedSyncCollection && report.sent.created == 1)
        try h.device.put(todoText(uid: "b-uid", summary: "B"))
        try h.device.edit(uid: a.id.uuidString, set: ["summary": "A2"])
        report = try await h.sync { $0.useSyncCollection = false }
        #expect(report.received == .init(created: 1, updated: 1))
        #expect(Set(try h.titles()) == ["A2", "B"])
        // Nothing changed: the ETags are compared and nothing is fetched.
        report = try await h.sync { $0.useSyncCollection = false }
        #expect(report.requests == 1 && report.received == .init())
        // A deletion there is an object missing from the listing.
        try h.device.delete(uid: "b-uid")
        report = try await h.sync { $0.useSyncCollection = false }
        #expect(try report.received == .init(deleted: 1) && h.titles() == ["A2"])
        try h.device.put(todoText(uid: "c-uid", summary: "C"))
        // A forgotten token: everything is listed again; only the new task comes, and nothing doubles.
        try h.store.saveSyncToken(account: h.account.id, "http://example.org/forgotten-token")
        report = try await h.sync()
        #expect(report.usedSyncCollection && report.received == .init(created: 1) && report.sent == .init())
        #expect(try h.store.allTasks().count == 2 && h.device.list().count == 2)
    }

    @Test("A 412 on upload is answered by fetching, merging and trying again")
    func preconditionFailed() async throws {
        let server = try CalDAVTestServer.shared(.radicale)
        let edits = EditOnce()
        let h = try await SyncHarness(
            .radicale, server: server,
            transport: HookedTransport { request in
                if request.method == "PUT" { try edits.run() }
            })
        let task = try h.store.add(title: "Shared")
        try await h.sync()
        // Between our reading and our PUT, the other device changes the priority.
        try h.store.update(id: task.id, title: "Shared, renamed here")
        edits.set { try h.device.edit(uid: task.id.uuidString, set: ["priority": 9]) }
        let report = try await h.sync()
        #expect(report.sent.updated == 1 && report.conflicts.isEmpty)
        #expect(try h.store.task(id: task.id)?.priority == .low)
        let remote = try h.remote()
        #expect(remote["Shared, renamed here"]?.priority == 9)
        #expect(try server.requests().methods["PUT", default: 0] >= 2)
    }

    @Test("Objects the server holds that we refuse are skipped and named; the rest syncs")
    func hostileObjects() async throws {
        let h = try await SyncHarness(.xandikos)
        try h.device.put(todoText(uid: "good", summary: "Good"))
        try h.device.put(todoText(uid: "huge", summary: String(repeating: "x", count: 20_000)))
        let deep = (1...9).map { "BEGIN:X\($0)" } + (1...9).reversed().map { "END:X\($0)" }
        try h.device.put(todoText(uid: "deep", summary: "Deep", extra: deep))
        let report = try await h.sync {
            $0.limits = ICalendarLimits(
                maxBytes: 64 << 10, maxLineBytes: 16 << 10, maxDepth: 8, maxProperties: 100, maxComponents: 20)
        }
        #expect(try h.titles() == ["Good"])
        // (Xandikos reorders the properties it stores, so the line numbers are its own.)
        let skipped = report.skipped.sorted { $0.href < $1.href }
        #expect(skipped.map(\.href) == ["deep.ics", "huge.ics"])
        #expect(skipped.first?.reason.hasSuffix(": components nested more than 8 deep") == true)
        #expect(skipped.last?.reason.hasSuffix(": a content line longer than 16384 bytes") == true)
        #expect(try h.device.list().count == 3, "nothing on the server was touched")
    }

    @Test("Wrong credentials: one clear error, recorded on the account; nothing changes")
    func wrongCredentials() async throws {
        let server = try CalDAVTestServer.shared(.radicale)
        let h = try await SyncHarness(.radicale, server: server)
        try h.store.add(title: "Stays here")
        let wrong = CalDAVClient(
            transport: DefaultHTTPTransport(), credentials: CalDAVCredentials(username: server.user, password: "nope"),
            retry: .fast)
        let error = await #expect(throws: CalDAVError.self) {
            try await SyncEngine(store: h.store, account: h.account, client: wrong).sync()
        }
        #expect(error.map { if case .unauthorized = $0 { true } else { false } } == true)
        #expect(try h.store.syncAccount(named: "test").lastError == error?.description)
        #expect(try h.titles() == ["Stays here"] && h.device.list().isEmpty)
        try await h.sync()
        #expect(try h.store.syncAccount(named: "test").lastError == nil)
        #expect(try h.device.list().count == 1)
    }
}

@Suite("Sync when the server fails mid-sync", .serialized)
struct SyncFaultTests {
    @Test(
        "Refused, 5xx, slow mid-sync: one clear error; the next sync loses and doubles nothing",
        arguments: [
            // Four uploads at a time, three tries each: twelve failures in a row exhaust the first four.
            ["fault": "refuse", "method": "PUT", "times": 12],
            ["fault": "status", "status": 503, "method": "PUT", "times": 20],
            ["fault": "delay", "seconds": 2, "method": "PUT", "times": 12],
        ] as [[String: any Sendable]])
    func failsAndRecovers(fault: [String: any Sendable]) async throws {
        let server = try CalDAVTestServer(.radicale)
        let h = try await SyncHarness(.radicale, server: server, timeout: 1)
        for index in 0..<12 { try h.store.add(title: "Task \(index)") }
        try server.fault(fault)
        let error = await #expect(throws: CalDAVError.self) { try await h.sync() }
        #expect(error?.isTransient == true, "\(String(describing: error))")
        #expect(try h.store.syncAccount(named: "test").lastError == error?.description)
        try server.fault(["fault": "none"])
        // Whatever got through before the failure is kept; the rest goes now, each task once.
        try await h.sync()
        let remote = try h.device.list()
        #expect(remote.count == 12 && Set(remote.map(\.uid)).count == 12)
        #expect(Set(remote.map(\.summary)) == Set((0..<12).map { "Task \($0)" }))
        #expect(try h.store.allTasks().count == 12)
        let again = try await h.sync()
        #expect(again.sent == .init() && again.received == .init())
    }
}

/// Syncs cut short around an upload, as `kill -9` cuts them: the state each leaves in the store is what a kill
/// at that moment leaves (the upload noted, nothing recorded after it).
@Suite("Sync interrupted around uploads")
struct SyncInterruptionTests {
    @Test(
        "Killed after sending an upload, then after noting the next: the change made here in between is kept",
        arguments: CalDAVTestServer.Kind.allCases)
    func killedTwiceAroundUploads(kind: CalDAVTestServer.Kind) async throws {
        let transport = InterruptingTransport()
        let h = try await SyncHarness(kind, transport: transport)
        let task = try h.store.add(title: "Water the plants")
        try await h.sync()
        // Done here; a sync sends it and is killed before it hears the answer.
        try h.store.toggle(id: task.id)
        transport.puts = .sendThenFail
        await #expect(throws: InterruptingTransport.Interrupted.self) { try await h.sync() }
        #expect(try h.remote()["Water the plants"]?.status == "COMPLETED")
        // Reopened here; the next sync notes its upload and is killed before sending it.
        try h.store.toggle(id: task.id)
        transport.puts = .fail
        await #expect(throws: InterruptingTransport.Interrupted.self) { try await h.sync() }
        // The server still holds the first upload: ours, not another device's edit, so the reopening wins.
        transport.puts = .send
        try await h.sync()
        #expect(try h.store.allTasks().map(\.isCompleted) == [false])
        #expect(try h.remote()["Water the plants"].map { $0.status != "COMPLETED" } == true)
    }
}

/// A transport whose PUTs can be cut short as a kill would cut them: sent with the answer lost, or not sent.
final class InterruptingTransport: HTTPTransport {
    enum Puts: Sendable {
        case send, sendThenFail, fail
    }

    struct Interrupted: Error {}

    private let inner = DefaultHTTPTransport()
    private let mode = Mutex(Puts.send)

    var puts: Puts {
        get { mode.withLock { $0 } }
        set { mode.withLock { $0 = newValue } }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == "PUT" else { return try await inner.send(request) }
        switch puts {
        case .send: return try await inner.send(request)
        case .sendThenFail:
            _ = try await inner.send(request)
            throw Interrupted()
        case .fail: throw Interrupted()
        }
    }
}

/// Runs a closure once, at the next `run()`.
final class EditOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var body: (() throws -> Void)?

    func set(_ body: @escaping () throws -> Void) { lock.withLock { self.body = body } }

    func run() throws {
        let body = lock.withLock {
            defer { self.body = nil }
            return self.body
        }
        try body?()
    }
}
