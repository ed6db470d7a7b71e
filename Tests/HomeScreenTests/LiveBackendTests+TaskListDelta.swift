import Foundation
import HomeScreen
import TaskKit
import Testing

/// `GET /app/tasks?since=V`: a page's copy of the list, kept only by deltas, stays the store's list whatever
/// changes it, through the API or through another connection to the store (another process).
extension LiveBackendTests {
    /// A task as the page keeps it.
    struct Row: Codable, Equatable {
        var id: String
        var title: String
        var priority: String
        var dueDate: String?
        var isCompleted: Bool
        var isSample: Bool
    }

    /// The answer of `GET /app/tasks`, full or a delta.
    struct ListAnswer: Decodable {
        var version: String
        var count: Int
        var tasks: [Row]?
        var since: String?
        var changed: [Row]?
        var removed: [String]?
        var order: [[Int]]?
    }

    /// The page's side, as `applyDelta` of tasklist.mjs: a copy of the list and its version.
    struct PageCopy {
        var version: String?
        var rows: [Row] = []
        /// How many bytes the last answer had, and whether it was a delta.
        var lastBytes = 0
        var lastWasDelta = false

        mutating func follow(_ fixture: Fixture) async throws {
            let path = version.map { "/app/tasks?since=\($0)" } ?? "/app/tasks"
            let reply = try await fixture.request("GET", path)
            #expect(reply.status == 200)
            lastBytes = reply.text.utf8.count
            let answer = try JSONDecoder().decode(ListAnswer.self, from: Data(reply.text.utf8))
            if let tasks = answer.tasks {
                rows = tasks
                lastWasDelta = false
            } else {
                #expect(answer.since == version)
                rows = try Self.apply(answer, to: rows)
                lastWasDelta = true
            }
            #expect(rows.count == answer.count)
            version = answer.version
        }

        struct Misfit: Error {}

        static func apply(_ delta: ListAnswer, to base: [Row]) throws -> [Row] {
            let changed = delta.changed ?? []
            var result = base
            if let order = delta.order {
                let sources = base + changed
                result = try order.flatMap { run in
                    guard run.count == 2, run[0] >= 0, run[1] >= 1, run[0] + run[1] <= sources.count else {
                        throw Misfit()
                    }
                    return sources[run[0]..<run[0] + run[1]]
                }
            }
            let updates = Dictionary(uniqueKeysWithValues: changed.map { ($0.id.lowercased(), $0) })
            let removed = Set((delta.removed ?? []).map { $0.lowercased() })
            result = result.map { updates[$0.id.lowercased()] ?? $0 }
            let ids = result.map { $0.id.lowercased() }
            guard Set(ids).count == ids.count, removed.isDisjoint(with: ids) else { throw Misfit() }
            return result
        }
    }

    /// Follows the list by deltas and checks the copy against a full read and the store itself.
    private func expectInStep(
        _ page: inout PageCopy, _ fixture: Fixture, delta: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await page.follow(fixture)
        #expect(page.lastWasDelta == delta, sourceLocation: sourceLocation)
        let full = try await fixture.request("GET", "/app/tasks")
        let rows = try JSONDecoder().decode(ListAnswer.self, from: Data(full.text.utf8)).tasks
        #expect(page.rows == rows, sourceLocation: sourceLocation)
        let stored = try fixture.backend.store.allTasks()
        #expect(page.rows.map { UUID(uuidString: $0.id) } == stored.map(\.id), sourceLocation: sourceLocation)
        #expect(page.rows.map(\.isCompleted) == stored.map(\.isCompleted), sourceLocation: sourceLocation)
        #expect(page.rows.map(\.title) == stored.map(\.title), sourceLocation: sourceLocation)
    }

    @Test func appTaskDeltasKeepThePageInStepWithTheStore() async throws {
        let fixture = try Fixture()
        var page = PageCopy()
        try await expectInStep(&page, fixture, delta: false)
        // Nothing changed: an empty delta, the same version.
        let first = page.version
        try await expectInStep(&page, fixture)
        #expect(page.version == first)

        // Through the API (the page's own changes).
        var ids: [String] = []
        for title in ["Third", "Fourth", "Fifth"] {
            let added = try await fixture.request("POST", "/app/tasks", json: ["title": title, "priority": "low"])
            ids.append(try JSONDecoder().decode(Row.self, from: Data(added.text.utf8)).id)
        }
        try await expectInStep(&page, fixture)
        #expect(page.version != first)
        let checked = try await fixture.request("PATCH", "/app/tasks/\(ids[0])", json: ["isCompleted": true])
        try await expectInStep(&page, fixture)
        // The change's answer is the task as the list has it now.
        let answered = try JSONDecoder().decode(Row.self, from: Data(checked.text.utf8))
        #expect(answered.isCompleted && page.rows.contains(answered))
        #expect(page.lastBytes < 600, "a check-off sends one task, not the list")
        let edited = try await fixture.request(
            "PATCH", "/app/tasks/\(ids[1])", json: ["title": "Fourth, edited", "dueDate": "2026-12-24"])
        #expect(edited.text.contains(#""title":"Fourth, edited""#) && edited.text.contains(#""dueDate":"2026-12-24""#))
        _ = try await fixture.request("POST", "/app/tasks/\(ids[2])/move", json: ["index": 0])
        try await expectInStep(&page, fixture)
        _ = try await fixture.request("DELETE", "/app/tasks/\(ids[1])")
        try await expectInStep(&page, fixture)

        // Through a second connection to the store, as the `tasks` command or another server would.
        let other = try TaskStore(path: fixture.path)
        let added = try other.add(title: "From elsewhere", priority: .high)
        try await expectInStep(&page, fixture)
        _ = try other.toggle(id: added.id)
        _ = try other.move(id: added.id, toIndex: 0)
        try await expectInStep(&page, fixture)
        let all = try other.allTasks()
        _ = try other.update(id: all[1].id, title: "Renamed elsewhere")
        _ = try other.delete(id: all[2].id)
        _ = try other.add(title: "Also from elsewhere")
        _ = try other.move(id: all.last!.id, toIndex: 1)
        try await expectInStep(&page, fixture)
        // A toggle undone before the page reads: no change to send.
        let before = page.version
        _ = try other.toggle(id: added.id)
        _ = try other.toggle(id: added.id)
        try await expectInStep(&page, fixture)
        #expect(page.version == before)
        // Everything deleted, then a new task.
        for task in try other.allTasks() { _ = try other.delete(id: task.id) }
        try await expectInStep(&page, fixture)
        #expect(page.rows.isEmpty)
        _ = try other.add(title: "Fresh start")
        try await expectInStep(&page, fixture)
    }

    @Test func appTaskListVersionsOfAnotherServerGetTheWholeList() async throws {
        let fixture = try Fixture()
        // A version this server never gave (a restarted server's page): the whole list.
        var page = PageCopy(version: "abc123.7")
        try await expectInStep(&page, fixture, delta: false)
        #expect(page.version != "abc123.7")
        let bad = try await fixture.request("GET", "/app/tasks?since=../x")
        #expect(bad.status == 400 && bad.text == "bad 'since'\n")
    }
}
