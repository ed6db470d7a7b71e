import Foundation
import TaskKit
import TaskWidgets
import Testing
import WidgetRuntime

extension AllTaskWidgetTests {
    /// The String Catalog drives the widgets' words in every language, with plural forms where needed.
    @MainActor
    @Suite
    struct TaskLocalizationTests {
        /// Polish: 1 zadanie, 2–4 zadania, 5–21 zadań, 22–24 zadania.
        @Test(arguments: [(1, "1 zadanie"), (2, "2 zadania"), (5, "5 zadań"), (22, "22 zadania")])
        func polishPluralsOnTheLockScreen(count: Int, expected: String) async throws {
            let tasks = (0..<count).map {
                (title: "Zadanie \($0)", priority: TaskPriority.low, done: false, due: String?.none)
            }
            let fixture = try TaskWidgetFixture(tasks: tasks, locale: "pl")
            defer { fixture.removeFiles() }
            let inline = try await fixture.add(.lockScreen, .accessoryInline)
            #expect(fixture.html(inline).contains(">\(expected)<"))
            let rectangular = try await fixture.add(.lockScreen, .accessoryRectangular)
            #expect(fixture.html(rectangular).contains(">\(expected) do zrobienia<"))
        }

        @Test(arguments: [
            ("en", "Tasks", "Custom Tasks"), ("de", "Aufgaben", "Personalisierte Aufgaben"),
            ("nl", "Taken", "Aangepaste taken"),
            ("pl", "Zadania", "Spersonalizowane zadania"), ("id", "Tugas", "Tugas disesuaikan"),
            ("ja", "タスク", "カスタムタスク"),
        ])
        func widgetNamesInEveryLanguage(locale: String, tasks: String, custom: String) throws {
            let fixture = try TaskWidgetFixture(locale: locale)
            defer { fixture.removeFiles() }
            let names = Dictionary(uniqueKeysWithValues: fixture.host.kinds.map { ($0.kind, $0.displayName) })
            #expect(names["TaskWidget"] == tasks)
            #expect(names["ConfigurableTaskWidget"] == custom)
        }

        /// A new store's sample tasks are stored in English with a marker (SampleTasks); each widget draws them in
        /// its own language. A title the person typed, or a sample they renamed, is drawn as typed.
        @Test(arguments: [
            ("en", "Plan the week (sample)"), ("de", "Die Woche planen (Beispiel)"),
            ("ja", "今週の予定を立てる(サンプル)"),
        ])
        func sampleTasksReadInTheWidgetsLanguage(locale: String, expected: String) async throws {
            let tasks = [
                (
                    title: "Plan the week" + SampleTasks.marker, priority: TaskPriority.high, done: false,
                    due: String?.none
                ),
                (title: "Plan the week properly" + SampleTasks.marker, priority: .low, done: false, due: nil),
            ]
            let fixture = try TaskWidgetFixture(tasks: tasks, locale: locale)
            defer { fixture.removeFiles() }
            let id = try await fixture.add(.tasks, .systemMedium)
            let html = fixture.html(id)
            #expect(html.contains(">\(expected)<"), "\(html)")
            #expect(html.contains(">Plan the week properly (sample)<"))
        }

        @Test func englishIsTheFallback() async throws {
            let fixture = try TaskWidgetFixture(locale: "fr")
            defer { fixture.removeFiles() }
            let id = try await fixture.add(.tasks, .systemSmall)
            #expect(fixture.html(id).contains(">Tasks<"))
        }
    }
}

extension AllTaskWidgetTests {
    /// What the host shows besides the widgets follows its locale too, and WidgetKit's own rules.
    @MainActor
    @Suite
    struct HostPresentationTests {
        @Test func theEditFormIsInTheHostsLanguage() throws {
            let fixture = try TaskWidgetFixture(locale: "de")
            defer { fixture.removeFiles() }
            let schema = try #require(fixture.host.configurationSchema(for: "ConfigurableTaskWidget"))
            #expect(schema.title == "Aufgabenkonfiguration")
            let priority = try #require(schema.parameter(named: "priorityFilter"))
            #expect(priority.title == "Priorität")
            #expect(priority.cases?.contains(.init(value: "high", title: "Hoch")) == true)
            #expect(schema.parameter(named: "maxTasks")?.title == "Anzahl Aufgaben")
        }

        @Test func placeholdersAreDrawnRedacted() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            // Before the first timeline arrives the host shows the provider's placeholder.
            let id = try fixture.host.addWidget(kind: "TaskWidget", family: .systemMedium)
            let placeholder = fixture.html(id)
            #expect(placeholder.contains("widget-placeholder"))
            #expect(placeholder.contains("redacted"))
            await fixture.host.waitUntilIdle()
            #expect(!fixture.html(id).contains("redacted"))
        }
    }
}
