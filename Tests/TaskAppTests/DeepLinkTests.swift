import Foundation
import TaskKit
import TaskWidgets
import Testing

@testable import TaskApp

@Suite @MainActor struct DeepLinkTests {
    @Test func addOpensTheAddForm() async throws {
        let fixture = try await ModelFixture()
        #expect(await fixture.model.open(TaskLinks.add))
        #expect(fixture.model.editor?.route == .new)
        #expect(fixture.model.editor?.draft == TaskDraft())
    }

    @Test func aTaskLinkScrollsToTheTaskAndEditsIt() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        // Added by a widget or `tasks add` after the app last read the list.
        let added = try fixture.store.add(title: "Call Anna", priority: .high)

        #expect(await fixture.model.open(TaskLinks.task(added.id)))
        #expect(fixture.model.scrollTarget == added.id)
        #expect(fixture.model.editor?.route == .edit(added))
        #expect(fixture.model.editor?.draft == TaskDraft(title: "Call Anna", priority: .high))
    }

    @Test func aLinkToADeletedTaskSaysSo() async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        #expect(await fixture.model.open(TaskLinks.task(UUID())))
        #expect(fixture.model.problem == .taskNotFound)
        #expect(fixture.model.editor == nil)
        #expect(fixture.model.scrollTarget == nil)
    }

    @Test(arguments: [
        "https://example.com/add", "taskwidgets://", "taskwidgets://task/not-a-uuid", "taskwidgets://delete/all",
        "TASKWIDGETS-other://add",
    ])
    func otherURLsAreIgnored(_ link: String) async throws {
        let fixture = try await ModelFixture(tasks: ["Milk"])
        let url = try #require(URL(string: link))
        #expect(await !fixture.model.open(url))
        #expect(fixture.model.editor == nil)
        #expect(fixture.model.problem == nil)
        #expect(try fixture.stored() == ["Milk"])
    }
}
