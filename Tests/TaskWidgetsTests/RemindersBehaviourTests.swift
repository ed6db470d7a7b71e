import Foundation
import TaskKit
import TestSupport
import Testing
import WidgetRuntime

@testable import TaskWidgets

extension AllTaskWidgetTests {
    /// The widgets behave as Reminders users expect: the open tasks are reachable, a checked item leaves the
    /// list widget, counts and empty states follow the widget's filter, a tap on the background opens the list,
    /// and the widget gallery shows sample tasks.
    @MainActor
    @Suite
    struct RemindersBehaviourTests {
        /// The titles of the standard tasks in the order the widget draws them.
        static func rowTitles(_ html: String) -> [String] {
            TaskWidgetFixture.standardTasks.map(\.title)
                .compactMap { title in html.range(of: ">\(title)<").map { (title, $0.lowerBound) } }
                .sorted { $0.1 < $1.1 }.map(\.0)
        }

        /// Taps the first row of the widget: what a finger does to reach the next task.
        func tapFirstRow(_ fixture: TaskWidgetFixture, _ id: WidgetInstanceID) async throws {
            let first = try #require(intentArchives(in: fixture.html(id)).first)
            _ = try await fixture.host.perform(archive: first, in: id)
            await fixture.host.waitUntilIdle()
        }

        @Test func completingTheFirstThreeRowsOfTheMediumWidgetShowsTheOpenTasks() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let medium = try await fixture.add(.tasks, .systemMedium)
            #expect(Self.rowTitles(fixture.html(medium)) == ["Buy milk", "Call the plumber", "Write the report"])
            for _ in 0..<3 { try await tapFirstRow(fixture, medium) }

            let html = fixture.html(medium)
            #expect(
                try fixture.store.allTasks().filter { !$0.isCompleted }.map(\.title) == ["Book flights", "Pay rent"])
            // A checked item leaves the list widget, as in Reminders: the two open tasks are the rows.
            #expect(Self.rowTitles(html) == ["Book flights", "Pay rent"])
            #expect(intentArchives(in: html).count == 2)
            #expect(!html.contains("line-through"))
            #expect(html.contains(">2</span>"))
            assertSnapshot(html, named: "TaskWidget-systemMedium-after-three-done")
        }

        /// As in Reminders: checking a repeating task keeps its row, now on its next due day; the completed
        /// occurrence is a task of its own (done, so not a row of the list widget).
        @Test func checkingARepeatingTaskShowsItsNextOccurrence() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let milk = try #require(try fixture.store.allTasks().first { $0.title == "Buy milk" })
            try fixture.store.update(id: milk.id, recurrence: .set(TaskRecurrence(rule: "FREQ=WEEKLY")))
            let medium = try await fixture.add(.tasks, .systemMedium)
            #expect(textContent(of: fixture.html(medium)).contains("Jan 1"))
            try await tapFirstRow(fixture, medium)

            let html = fixture.html(medium)
            #expect(Self.rowTitles(html) == ["Buy milk", "Call the plumber", "Write the report"])
            #expect(textContent(of: html).contains("Jan 8") && !textContent(of: html).contains("Jan 1"))
            #expect(html.contains(">5</span>"), "still five open tasks")
            let copies = try fixture.store.allTasks().filter { $0.title == "Buy milk" }
            #expect(copies.map(\.isCompleted) == [false, true])
        }

        @Test func theTaskWidgetListsOnlyOpenTasksAndCountsAllOfThem() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
                let id = try await fixture.add(.tasks, family)
                let open = ["Buy milk", "Call the plumber", "Write the report", "Book flights", "Pay rent"]
                let fits = TaskEntryLoader.rowCapacity(of: family)
                #expect(Self.rowTitles(fixture.html(id)) == Array(open.prefix(fits)), "\(family)")
                #expect(fixture.html(id).contains(">5</span>"), "\(family)")
            }
        }

        /// The animated widget shows progress (done/total) and animates a checked row: its done tasks stay, after
        /// the open ones, so that a check made by mistake can be undone where it was made.
        @Test func theAnimatedWidgetListsTheOpenTasksFirstThenTheDoneOnes() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let large = try await fixture.add(.animated, .systemLarge)
            #expect(
                Self.rowTitles(fixture.html(large)) == [
                    "Buy milk", "Call the plumber", "Write the report", "Book flights", "Pay rent", "Water the plants",
                ])
            let medium = try await fixture.add(.animated, .systemMedium)
            for _ in 0..<3 { try await tapFirstRow(fixture, medium) }
            #expect(Self.rowTitles(fixture.html(medium)) == ["Book flights", "Pay rent", "Buy milk"])
            #expect(textContent(of: fixture.html(medium)).contains("5/7"))
        }

        @Test(arguments: [true, false])
        func theConfigurableWidgetListsOpenTasksFirst(showCompleted: Bool) async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let id = try await fixture.add(
                .configurable, .systemLarge,
                configuration: TaskWidgetFixture.configuration(showCompleted: showCompleted, maxTasks: 8))
            let open = ["Buy milk", "Call the plumber", "Write the report", "Book flights", "Pay rent"]
            #expect(
                Self.rowTitles(fixture.html(id)) == open
                    + (showCompleted ? ["Water the plants", "Read a chapter"] : []))
        }

        /// A widget filtered by priority counts that priority, and says "All done" only when none of it is open.
        @Test func thePriorityFilterReachesTheCountAndTheEmptyState() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let high = try await fixture.add(
                .configurable, .systemMedium,
                configuration: TaskWidgetFixture.configuration(priority: "high", showCompleted: false))
            #expect(fixture.html(high).contains(">2</span>"))  // Buy milk, Write the report; not the 5 open in all
            #expect(fixture.html(high).contains(">High priority<"))
            let low = try await fixture.add(
                .configurable, .systemMedium, configuration: TaskWidgetFixture.configuration(priority: "low"))
            #expect(fixture.html(low).contains(">1</span>"))
            #expect(Self.rowTitles(fixture.html(low)) == ["Pay rent", "Water the plants"])

            for task in [1, 4] { try fixture.store.setCompleted(id: TaskWidgetFixture.id(task), true) }
            await fixture.host.reloadTimelines(ofKind: nil)
            #expect(fixture.html(high).contains("All done"))
            #expect(fixture.html(high).contains(">0</span>"))

            // No task of that priority at all: not "All done", not "No tasks yet".
            let mediumOnly = try TaskWidgetFixture(tasks: [("Book flights", .medium, false, nil)])
            defer { mediumOnly.removeFiles() }
            let none = try await mediumOnly.add(
                .configurable, .systemMedium, configuration: TaskWidgetFixture.configuration(priority: "high"))
            #expect(mediumOnly.html(none).contains("No high-priority tasks"))
            #expect(!mediumOnly.html(none).contains("All done"))
            #expect(mediumOnly.html(none).contains(">0</span>"))
        }

        /// A tap outside the rows opens the app's list, on every widget: never one task's editor.
        @Test func aTapOnTheBackgroundOpensTheList() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            #expect(TaskLinks.destination(of: TaskLinks.list) == .list)
            #expect(TaskLinks.list.absoluteString == "taskwidgets://list")
            let kinds: [(TaskWidgetKind, [WidgetFamily])] = [
                (.tasks, [.systemSmall, .systemMedium, .systemLarge]), (.animated, [.systemMedium]),
                (.configurable, [.systemMedium]),
                (.lockScreen, [.accessoryRectangular, .accessoryCircular, .accessoryInline]),
            ]
            for (kind, families) in kinds {
                for family in families {
                    let id = try await fixture.add(kind, family)
                    #expect(fixture.html(id).contains("data-widget-url=\"taskwidgets://list\""), "\(kind) \(family)")
                }
            }
        }

        /// Every change reloads the widgets, so a timeline only has to last until midnight, when tasks due today
        /// turn overdue: an entry then, and a new timeline after it — no polling every 15 minutes.
        @Test func theTimelineEndsAtTheNextMidnight() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
            let now = try #require(
                calendar.date(from: DateComponents(year: 2026, month: 3, day: 10, hour: 9, minute: 30)))
            let midnight = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 11)))
            let timeline = TaskEntryLoader.timeline(now: now, family: .systemMedium, calendar: calendar)
            #expect(timeline.entries.map(\.date) == [now, midnight])
            #expect(timeline.policy == .atEnd)
            #expect(timeline.entries.map(\.today.description) == ["2026-03-10", "2026-03-11"])
            // The entry at midnight counts what is overdue from then on.
            #expect(timeline.entries.map(\.summary.overdue) == [1, 1])

            // In the host: the next reload the widget asks for is at midnight, not in 15 minutes.
            let id = try await fixture.add(.tasks, .systemMedium)
            let reload = try #require(fixture.host.nextPolicyReload(of: id))
            let expected = Calendar.current.nextDate(
                after: Date(), matching: DateComponents(hour: 0, minute: 0, second: 0), matchingPolicy: .nextTime)
            #expect(reload == expected)
        }

        /// A store that cannot be read says so, and is tried again soon: nothing else would reload the widget once
        /// it can be read (after the first unlock, say).
        @Test func anUnreadableStoreIsTriedAgainIn15Minutes() throws {
            let directory = TemporaryDirectory(prefix: "taskwidgets-unreadable")
            let path = directory.path("tasks.sqlite")
            try Data("not a task store".utf8).write(to: URL(fileURLWithPath: path))
            TaskWidgetStore.use(path: path)
            let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let timeline = TaskEntryLoader.timeline(now: now, family: .systemMedium)
            #expect(timeline.entries.map(\.isUnavailable) == [true])
            #expect(timeline.policy == .after(now.addingTimeInterval(15 * 60)))
        }

        /// The widget gallery shows what the widget looks like with tasks, even before there are any.
        @Test(arguments: [("en", "Call the dentist"), ("de", "Zahnarzt anrufen"), ("ja", "歯医者に電話する")])
        func theGalleryShowsSampleTasks(locale: String, sample: String) async throws {
            let fixture = try TaskWidgetFixture(tasks: [], locale: locale)
            defer { fixture.removeFiles() }
            for kind in [TaskWidgetKind.tasks, .animated, .configurable] {
                for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
                    let html = try #require(await fixture.host.previewHTML(kind: kind.rawValue, family: family))
                    #expect(html.contains(">\(sample)<"), "\(kind) \(family)")
                    #expect(!html.contains("redacted"), "\(kind) \(family)")
                    #expect(!html.contains(locale == "en" ? "No tasks yet" : ">0</span>"), "\(kind) \(family)")
                }
            }
            let lock = try #require(
                await fixture.host.previewHTML(kind: "TaskLockScreenWidget", family: .accessoryRectangular))
            #expect(lock.contains(">\(sample)<"))
            // The samples are only the gallery's: the store stays empty.
            #expect(try fixture.store.allTasks().isEmpty)
        }
    }
}
