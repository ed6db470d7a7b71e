import Foundation
import TaskKit
import TaskWidgets
import Testing

@testable import TaskApp

@Suite @MainActor struct DeepLinkTests {
    @Test func addOpensTheAddForm() throws {
        let fixture = try ModelFixture()
        #expect(fixture.model.open(TaskLinks.add))
        #expect(fixture.model.editor == .new)
        #expect(fixture.model.editor?.draft == TaskDraft())
    }

    @Test func aTaskLinkScrollsToTheTaskAndEditsIt() throws {
        let fixture = try ModelFixture(tasks: ["Milk"])
        // Added by a widget or `tasks add` after the app last read the list.
        let added = try fixture.store.add(title: "Call Anna", priority: .high)

        #expect(fixture.model.open(TaskLinks.task(added.id)))
        #expect(fixture.model.scrollTarget == added.id)
        #expect(fixture.model.editor == .edit(added))
        #expect(fixture.model.editor?.draft == TaskDraft(title: "Call Anna", priority: .high))
    }

    @Test func aLinkToADeletedTaskSaysSo() throws {
        let fixture = try ModelFixture(tasks: ["Milk"])
        #expect(fixture.model.open(TaskLinks.task(UUID())))
        #expect(fixture.model.problem == .taskNotFound)
        #expect(fixture.model.editor == nil)
        #expect(fixture.model.scrollTarget == nil)
    }

    @Test(arguments: [
        "https://example.com/add", "taskwidgets://", "taskwidgets://task/not-a-uuid", "taskwidgets://delete/all",
        "TASKWIDGETS-other://add",
    ])
    func otherURLsAreIgnored(_ link: String) throws {
        let fixture = try ModelFixture(tasks: ["Milk"])
        let url = try #require(URL(string: link))
        #expect(!fixture.model.open(url))
        #expect(fixture.model.editor == nil)
        #expect(fixture.model.problem == nil)
        #expect(try fixture.stored() == ["Milk"])
    }
}
