import Foundation
import TaskKit
import Testing

@testable import TaskApp

@Suite struct TaskSearchTests {
    let tasks: [TaskItem] = {
        let titles = ["Café with Anna", "Buy milk", "Call ANNA back", "Ｔａｘｅｓ", "Anna's birthday"]
        return titles.enumerated().map { index, title in
            TaskItem(
                id: UUID(), title: title, isCompleted: index == 0, priority: .medium, position: index,
                createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        }
    }()

    @Test func matchesEveryWordIgnoringCaseAccentsAndWidth() {
        #expect(
            TaskSearch.tasks(matching: "anna", in: tasks).map(\.title) == [
                "Call ANNA back", "Anna's birthday", "Café with Anna",
            ])
        #expect(TaskSearch.tasks(matching: "cafe ANNA", in: tasks).map(\.title) == ["Café with Anna"])
        #expect(TaskSearch.tasks(matching: "taxes", in: tasks).map(\.title) == ["Ｔａｘｅｓ"])
        #expect(TaskSearch.tasks(matching: "anna milk", in: tasks).isEmpty)
        #expect(TaskSearch.tasks(matching: "  ", in: tasks).isEmpty)
    }

    @Test func suggestionsPutOpenTasksFirst() {
        #expect(TaskSearch.suggestions(from: tasks, limit: 2).map(\.title) == ["Buy milk", "Call ANNA back"])
        #expect(TaskSearch.suggestions(from: tasks).last?.title == "Café with Anna")
    }

    @Test func looksUpIDsInTheirOrderAndDropsDeletedOnes() {
        let ids = [tasks[3].id, UUID(), tasks[1].id]
        #expect(TaskSearch.tasks(withIDs: ids, in: tasks).map(\.title) == ["Ｔａｘｅｓ", "Buy milk"])
    }
}
