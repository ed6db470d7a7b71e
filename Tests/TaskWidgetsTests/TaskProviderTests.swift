import Foundation
import TaskKit
import TaskWidgets
import TestSupport
import Testing
import WidgetRuntime

extension AllTaskWidgetTests {
    /// What the widgets show: rows per family, counts over all tasks, the configuration, the empty states.
    @MainActor
    @Suite
    struct TaskProviderTests {
        @Test func rowsPerFamilyAndCountsOverAllTasks() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            // The large widget fits 6 rows; it lists the 5 open tasks (a done task leaves the list).
            let rows: [(WidgetFamily, Int)] = [(.systemSmall, 2), (.systemMedium, 3), (.systemLarge, 5)]
            for (family, count) in rows {
                let id = try await fixture.add(.tasks, family)
                #expect(intentArchives(in: fixture.html(id)).count == count, "\(family)")
                // 5 open tasks over all 7, whatever the rows show.
                #expect(fixture.html(id).contains(">5</span>"), "\(family)")
            }
        }

        @Test func aChangeOutsideTheVisibleRowsStillChangesTheCounts() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let small = try await fixture.add(.tasks, .systemSmall)
            try fixture.store.setCompleted(id: TaskWidgetFixture.id(6), true)
            await fixture.host.reloadTimelines(ofKind: nil)
            #expect(fixture.html(small).contains(">4</span>"))
            #expect(!fixture.html(small).contains("Pay rent"))
        }

        @Test func thePriorityFilter() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let expected = ["high": ["Buy milk", "Write the report"], "low": ["Water the plants", "Pay rent"]]
            for (priority, titles) in expected {
                let id = try await fixture.add(
                    .configurable, .systemLarge,
                    configuration: TaskWidgetFixture.configuration(priority: priority, maxTasks: 8))
                let html = fixture.html(id)
                for task in TaskWidgetFixture.standardTasks {
                    #expect(
                        html.contains(">\(task.title)<") == titles.contains(task.title), "\(priority): \(task.title)")
                }
            }
        }

        @Test func hidingCompletedTasks() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let id = try await fixture.add(
                .configurable, .systemLarge,
                configuration: TaskWidgetFixture.configuration(showCompleted: false, maxTasks: 8))
            let html = fixture.html(id)
            #expect(!html.contains("Water the plants"))
            #expect(!html.contains("Read a chapter"))
            #expect(intentArchives(in: html).count == 5)
        }

        @Test(arguments: [(0, 1), (1, 1), (5, 5), (8, 7), (99, 7)])
        func maxTasksIsClampedToOneThroughEight(requested: Int, shown: Int) async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let id = try await fixture.add(
                .configurable, .systemLarge, configuration: TaskWidgetFixture.configuration(maxTasks: requested))
            #expect(intentArchives(in: fixture.html(id)).count == shown)
            // A medium widget fits 3 rows whatever is asked.
            let medium = try await fixture.add(
                .configurable, .systemMedium, configuration: TaskWidgetFixture.configuration(maxTasks: requested))
            #expect(intentArchives(in: fixture.html(medium)).count == min(shown, 3))
        }

        @Test func theEmptyStates() async throws {
            let empty = try TaskWidgetFixture(tasks: [])
            defer { empty.removeFiles() }
            let none = try await empty.add(.tasks, .systemMedium)
            #expect(empty.html(none).contains("No tasks yet"))
            #expect(empty.html(none).contains("data-widget-url=\"taskwidgets://list\""))

            let done = try TaskWidgetFixture(tasks: [("Done already", .low, true, nil)])
            defer { done.removeFiles() }
            let id = try await done.add(
                .configurable, .systemMedium, configuration: TaskWidgetFixture.configuration(showCompleted: false))
            #expect(done.html(id).contains("All done"))
            #expect(done.html(id).contains(">0</span>"))
        }

        /// A store that cannot be read (not a task store, damaged) is an error state, never "No tasks yet".
        @Test func aStoreThatCannotBeReadShowsTheErrorState() async throws {
            let fixture = try TaskWidgetFixture(tasks: [])
            defer { fixture.removeFiles() }
            let bad = fixture.directory.appendingPathComponent("not-a-store.sqlite")
            try Data("this is not a task store".utf8).write(to: bad)
            TaskWidgetStore.use(path: bad.path)
            let families: [(TaskWidgetKind, WidgetFamily)] = [
                (.tasks, .systemSmall), (.tasks, .systemMedium), (.animated, .systemLarge),
                (.configurable, .systemMedium), (.lockScreen, .accessoryRectangular),
                (.lockScreen, .accessoryInline), (.lockScreen, .accessoryCircular),
            ]
            for (kind, family) in families {
                let html = fixture.html(try await fixture.add(kind, family))
                #expect(!html.contains("No tasks yet"), "\(kind) \(family)")
                #expect(!html.contains("All done"), "\(kind) \(family)")
                #expect(html.contains("exclamationmark.triangle.fill"), "\(kind) \(family)")
                if family != .accessoryCircular {
                    #expect(html.contains("Tasks unavailable"), "\(kind) \(family)")
                } else {
                    #expect(html.contains("aria-label=\"Tasks unavailable\""), "\(kind) \(family)")
                }
            }
        }

        @Test func thePlaceholderIsRedacted() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            // Drawn at once when the widget is added, before its provider's timeline comes.
            let id = try fixture.host.addWidget(kind: TaskWidgetKind.tasks.rawValue, family: .systemMedium)
            let placeholder = fixture.html(id)
            #expect(placeholder.contains("widget-placeholder"))
            // Every text of the placeholder entry's rows is drawn redacted (shapes, no words).
            let texts = textClassLists(in: placeholder)
            #expect(texts.count >= 4, "\(placeholder)")
            #expect(texts.allSatisfy { $0.contains("redacted") }, "\(texts)")
            #expect(!placeholder.contains(">Call the plumber<"))
            // The timeline's entry is drawn plainly, with the store's tasks.
            await fixture.host.waitUntilIdle()
            let drawn = fixture.html(id)
            #expect(!drawn.contains("widget-placeholder") && !drawn.contains("redacted"))
            #expect(!textClassLists(in: drawn).isEmpty)
            #expect(drawn.contains(">Call the plumber<"))
        }

        /// The class attribute of every text span in `html`.
        func textClassLists(in html: String) -> [Substring] {
            html.components(separatedBy: "<span class=\"").dropFirst().compactMap { tail in
                let classes = tail.prefix { $0 != "\"" }
                return classes.split(separator: " ").first == "text" ? classes : nil
            }
        }

        @Test func deepLinks() throws {
            let id = TaskWidgetFixture.id(3)
            #expect(TaskLinks.destination(of: TaskLinks.task(id)) == .task(id))
            #expect(TaskLinks.destination(of: TaskLinks.add) == .add)
            #expect(TaskLinks.destination(of: URL(string: "https://example.com/task/x")!) == nil)
            #expect(TaskLinks.destination(of: URL(string: "taskwidgets://task/not-a-uuid")!) == nil)
        }
    }
}
