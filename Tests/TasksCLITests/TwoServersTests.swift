import Foundation
import TaskKit
import TestSupport
import Testing

/// Two `tasks serve` processes on one store: each applies its layout changes to the layout as stored, so
/// neither loses a widget the other added (each used to rewrite the whole layout from its own memory: 55 of
/// 55 adds acknowledged by one were lost), and each comes to show the other's.
@Suite(.serialized) struct TwoServersTests {
    let dir = TemporaryDirectory()
    var store: String { dir.path("tasks.sqlite") }

    @Test func noAcknowledgedWidgetAddIsLost() throws {
        try TaskStore(path: store).add(title: "A task")
        let first = try ServeProcess(store: store)
        let second = try ServeProcess(store: store)
        defer {
            first.stop()
            second.stop()
        }
        let add = #"{"action":"add","kind":"TaskWidget","family":"systemSmall"}"#
        let acknowledged = Counter()
        let group = DispatchGroup()
        for server in [first, second] {
            for _ in 0..<3 {
                DispatchQueue.global().async(group: group) {
                    for _ in 0..<10 where (try? server.request("POST", "/layout", json: add))?.status == 200 {
                        acknowledged.increment()
                    }
                }
            }
        }
        group.wait()
        #expect(acknowledged.value == 60)
        let stored = try #require(try TaskStore(path: store).document("homescreen.layout"))
        let slots =
            (try JSONSerialization.jsonObject(with: Data(stored.body.utf8)) as? [String: Any])?["slots"]
            as? [[String: Any]] ?? []
        let added = slots.filter { $0["kind"] as? String == "TaskWidget" && $0["family"] as? String == "systemSmall" }
        #expect(added.count == acknowledged.value, "every acknowledged add is stored")
        #expect(Set(slots.compactMap { $0["instance"] as? String }).count == slots.count, "instance ids are unique")
        // Each server comes to show the other's widgets (it watches the stored layout).
        for server in [first, second] {
            var shown = 0
            for _ in 0..<50 where shown != slots.count {
                let changes = try server.request("GET", "/changes?since=0")
                let layout =
                    (try JSONSerialization.jsonObject(with: Data(changes.body)) as? [String: Any])?["layout"]
                    as? [[String: Any]]
                shown = layout?.count ?? 0
                if shown != slots.count { Thread.sleep(forTimeInterval: 0.1) }
            }
            #expect(shown == slots.count)
        }
    }

    /// A change made through one server reaches the widgets of another on the same store, as a change made by
    /// the `tasks` command does: through WidgetCenter's reload requests in the store's directory (a tap's intent
    /// and the app panel's changes used to reload only the server's own hosts).
    @Test func aChangeMadeThroughOneServerRedrawsTheOthersWidgets() throws {
        let id = try TaskStore(path: store).add(title: "Water the ferns").id
        let first = try ServeProcess(store: store)
        let second = try ServeProcess(store: store)
        defer {
            first.stop()
            second.stop()
        }
        func secondShowsTheTask() throws -> Bool {
            // The task widget lists open tasks only (the animated and configurable ones keep done tasks).
            try second.request("GET", "/widgets/tasks-medium").text.contains("Water the ferns")
        }
        #expect(try secondShowsTheTask(), "the task widget lists the open task")
        let patch = try first.request("PATCH", "/app/tasks/\(id.uuidString)", json: #"{"isCompleted":true}"#)
        #expect(patch.status == 200)
        // The second server's hosts hear the request within a poll of the reload file (250 ms); 10 s is generous.
        var shown = true
        for _ in 0..<100 where shown {
            shown = try secondShowsTheTask()
            if shown { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(!shown, "the checked task left the second server's task widget")
    }
}

/// A thread-safe count.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
