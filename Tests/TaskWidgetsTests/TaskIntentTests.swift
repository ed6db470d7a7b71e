import Foundation
import TaskKit
import TaskWidgets
import TestSupport
import Testing
import WidgetRuntime

extension AllTaskWidgetTests {
    /// Taps on the widgets, performed by the host as iOS performs them: the archived intent is rebuilt,
    /// writes through the store, and every task widget redraws.
    @MainActor
    @Suite
    struct TaskIntentTests {
        @Test func tappingARowTogglesExactlyThatTaskAndEveryWidgetRedraws() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let medium = try await fixture.add(.tasks, .systemMedium)
            let animated = try await fixture.add(.animated, .systemSmall)
            let lock = try await fixture.add(.lockScreen, .accessoryRectangular)
            let before = try fixture.store.allTasks()
            #expect(fixture.html(medium).contains(">5</span>"))
            #expect(textContent(of: fixture.html(animated)).contains("2/7"))

            // The second row of the medium widget is "Call the plumber" (task 2).
            let archives = intentArchives(in: fixture.html(medium))
            #expect(archives.count == 3)
            let plumber = try #require(archives.first { $0.contains(TaskWidgetFixture.id(2).uuidString) })
            _ = try await fixture.host.perform(archive: plumber, in: medium)
            await fixture.host.waitUntilIdle()

            let after = try fixture.store.allTasks()
            for (old, new) in zip(before, after) {
                #expect(new.isCompleted == (old.id == TaskWidgetFixture.id(2) ? !old.isCompleted : old.isCompleted))
            }
            // The checked task leaves the list widget (as in Reminders) and the next open one moves up.
            let html = fixture.html(medium)
            #expect(!html.contains(TaskWidgetFixture.id(2).uuidString))
            #expect(!html.contains("line-through"))
            #expect(intentArchives(in: html).count == 3)
            #expect(html.contains(">Book flights<"))
            #expect(html.contains(">4</span>"))
            #expect(textContent(of: fixture.html(animated)).contains("3/7"))
            #expect(fixture.html(lock).contains("4 tasks left"))

            // The animated widget keeps done tasks after the open ones: a second tap there undoes it.
            let large = try await fixture.add(.animated, .systemLarge)
            #expect(occurrences(of: "data-symbol=\"checkmark.circle.fill\"", in: fixture.html(large)) == 2)
            #expect(fixture.html(large).contains("line-through"))
            let again = try #require(
                intentArchives(in: fixture.html(large)).first { $0.contains(TaskWidgetFixture.id(2).uuidString) })
            _ = try await fixture.host.perform(archive: again, in: large)
            await fixture.host.waitUntilIdle()
            #expect(try fixture.store.task(id: TaskWidgetFixture.id(2))?.isCompleted == false)
            #expect(textContent(of: fixture.html(animated)).contains("2/7"))
            #expect(fixture.html(medium).contains(TaskWidgetFixture.id(2).uuidString))
        }

        @Test func setTaskCompletionSetsRatherThanToggles() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let large = try await fixture.add(
                .configurable, .systemLarge, configuration: TaskWidgetFixture.configuration(maxTasks: 8))
            let id = TaskWidgetFixture.id(1).uuidString
            let archive = #"{"parameters":{"isCompleted":true,"taskID":"\#(id)"},"type":"SetTaskCompletionIntent"}"#
            _ = try await fixture.host.perform(archive: archive, in: large)
            _ = try await fixture.host.perform(archive: archive, in: large)
            #expect(try fixture.store.task(id: TaskWidgetFixture.id(1))?.isCompleted == true)

            // The toggle rows carry the opposite of each task's state.
            let rows = intentArchives(in: fixture.html(large))
            let first = try #require(rows.first { $0.contains(id) })
            #expect(first.contains(#""isCompleted":false"#))
            #expect(first.contains("SetTaskCompletionIntent"))
        }

        // Task 2's id with spaces or tabs around it (arguments are built outside the main actor: spelled out).
        @Test(arguments: [" 00000000-0000-0000-0000-000000000002\\t", "\\t 00000000-0000-0000-0000-000000000002  "])
        func anIDWithSpacesAroundIsTheTask(taskID: String) async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let medium = try await fixture.add(.tasks, .systemMedium)
            let archive = #"{"parameters":{"taskID":"\#(taskID)"},"type":"ToggleTaskIntent"}"#
            _ = try await fixture.host.perform(archive: archive, in: medium)
            #expect(try fixture.store.task(id: TaskWidgetFixture.id(2))?.isCompleted == true)
        }

        @Test(arguments: [
            "not-a-uuid", "", "00000000-0000-0000-0000-000000000099", "00000000-0000-0000-0000-000000000002\\n",
            " ", "\u{00A0}x\u{00A0}",
        ])
        func aBadOrUnknownIDChangesNothing(taskID: String) async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let medium = try await fixture.add(.tasks, .systemMedium)
            let before = try fixture.store.allTasks()
            let archive = #"{"parameters":{"taskID":"\#(taskID)"},"type":"ToggleTaskIntent"}"#
            await #expect(throws: TaskIntentError.self) {
                _ = try await fixture.host.perform(archive: archive, in: medium)
            }
            #expect(try fixture.store.allTasks() == before)
        }

        @Test func theFeedbackIntentReportsWhetherItToggled() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let good = try await ToggleTaskWithFeedbackIntent(taskID: TaskWidgetFixture.id(4)).perform()
            #expect((good as? any AnyValueResult)?.anyValue as? Bool == true)
            #expect(try fixture.store.task(id: TaskWidgetFixture.id(4))?.isCompleted == true)

            let before = try fixture.store.allTasks()
            let unknown = try await ToggleTaskWithFeedbackIntent(taskID: TaskWidgetFixture.id(42)).perform()
            #expect((unknown as? any AnyValueResult)?.anyValue as? Bool == false)
            let malformed = ToggleTaskWithFeedbackIntent()
            malformed.taskID = "nope"
            let bad = try await malformed.perform()
            #expect((bad as? any AnyValueResult)?.anyValue as? Bool == false)
            #expect(try fixture.store.allTasks() == before)
        }
    }
}
