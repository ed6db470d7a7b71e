import Foundation
import TestSupport
import Testing

@testable import HomeScreen

/// The list versions behind `GET /app/tasks?since=V`, over random lists: every delta, applied to the list of
/// the version it starts from, gives the list it was made from.
struct TaskListVersionsTests {
    static let priorities = [Choice(value: "low", title: "Low")]

    /// The answer as a page reads it.
    static func wire(_ answer: AppTaskListUpdate) throws -> LiveBackendTests.ListAnswer {
        try JSONDecoder().decode(LiveBackendTests.ListAnswer.self, from: JSONEncoder().encode(answer))
    }

    static func rows(_ tasks: [AppTask]) throws -> [LiveBackendTests.Row] {
        try JSONDecoder().decode([LiveBackendTests.Row].self, from: JSONEncoder().encode(tasks))
    }

    /// One random change: an add, an edit, a toggle, a delete or a move.
    static func change(_ tasks: inout [AppTask], _ random: inout SplitMix64) {
        switch tasks.isEmpty ? 0 : Int.random(in: 0..<5, using: &random) {
        case 0:
            let task = AppTask(id: UUID(), title: "Task \(Int.random(in: 0..<1000, using: &random))", priority: "low")
            tasks.insert(task, at: Int.random(in: 0...tasks.count, using: &random))
        case 1: tasks[Int.random(in: tasks.indices, using: &random)].title += "!"
        case 2: tasks[Int.random(in: tasks.indices, using: &random)].isCompleted.toggle()
        case 3: tasks.remove(at: Int.random(in: tasks.indices, using: &random))
        default:
            let task = tasks.remove(at: Int.random(in: tasks.indices, using: &random))
            tasks.insert(task, at: Int.random(in: 0...tasks.count, using: &random))
        }
    }

    @Test(arguments: [1, 2, 3])
    func deltasRebuildTheListFromAnyRememberedVersion(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let versions = TaskListVersions(capacity: 8)
        var tasks = (0..<20).map { AppTask(id: UUID(), title: "Task \($0)", priority: "low") }
        // Pages that read at different paces: each holds a version and its list.
        var pages: [(version: String?, rows: [LiveBackendTests.Row])] = Array(repeating: (nil, []), count: 4)
        var deltas = 0
        for _ in 0..<300 {
            for _ in 0..<Int.random(in: 0...3, using: &random) { Self.change(&tasks, &random) }
            for index in pages.indices where Int.random(in: 0...index, using: &random) == 0 {
                let answer = try Self.wire(
                    versions.answer(AppTaskList(tasks: tasks, priorities: Self.priorities), since: pages[index].version)
                )
                if let full = answer.tasks {
                    pages[index].rows = full
                } else {
                    pages[index].rows = try LiveBackendTests.PageCopy.apply(answer, to: pages[index].rows)
                    deltas += 1
                }
                pages[index].version = answer.version
                #expect(pages[index].rows == (try Self.rows(tasks)))
            }
        }
        #expect(deltas > 300, "most answers are deltas")
    }

    @Test func aForgottenVersionGetsTheWholeList() throws {
        let versions = TaskListVersions(capacity: 2)
        var tasks = [AppTask(id: UUID(), title: "One", priority: "low")]
        let first = versions.answer(AppTaskList(tasks: tasks, priorities: Self.priorities), since: nil)
        #expect(first.tasks == tasks && first.priorities == Self.priorities && first.count == 1)
        #expect(versions.answer(AppTaskList(tasks: tasks, priorities: []), since: first.version).changed == [])
        for title in ["Two", "Three"] {
            tasks.append(AppTask(id: UUID(), title: title, priority: "low"))
            _ = versions.answer(AppTaskList(tasks: tasks, priorities: []), since: nil)
        }
        let late = versions.answer(AppTaskList(tasks: tasks, priorities: []), since: first.version)
        #expect(late.tasks == tasks && late.since == nil)
    }

    @Test func aCheckOffSendsOneTaskAndNoOrder() throws {
        let versions = TaskListVersions()
        var tasks = (0..<1000).map { AppTask(id: UUID(), title: "Task \($0)", priority: "low") }
        let first = versions.answer(AppTaskList(tasks: tasks, priorities: []), since: nil)
        tasks[500].isCompleted = true
        let delta = versions.answer(AppTaskList(tasks: tasks, priorities: []), since: first.version)
        #expect(delta.changed == [tasks[500]] && delta.removed == [] && delta.order == nil && delta.count == 1000)
        // A move: three runs, no task sent.
        tasks.insert(tasks.remove(at: 900), at: 10)
        let moved = versions.answer(AppTaskList(tasks: tasks, priorities: []), since: delta.version)
        #expect(moved.changed == [] && moved.order == [[0, 10], [900, 1], [10, 890], [901, 99]])
    }

    @Test func versionsAreCheckedForShape() {
        #expect(TaskListVersions.isWellFormed("k3f9.12"))
        #expect(!TaskListVersions.isWellFormed(""))
        #expect(!TaskListVersions.isWellFormed("../x"))
        #expect(!TaskListVersions.isWellFormed(String(repeating: "1", count: 41)))
    }
}
