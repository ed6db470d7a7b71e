// A widget bundle written only against Apple's API (iOS 17 SDK, Swift 6): it must compile unchanged with
// Xcode, and here against WidgetRuntime through the SwiftUI, WidgetKit and AppIntents façades.
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The app's shared data (an App Group file on iOS), here in memory.
final class SampleStore: @unchecked Sendable {
    static let shared = SampleStore()
    private let lock = NSLock()
    private var storedCount = 0
    private var storedDone = false
    private var storedGateOpen = true

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storedCount
    }

    var isDone: Bool {
        lock.lock()
        defer { lock.unlock() }
        return storedDone
    }

    var isGateOpen: Bool {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedGateOpen
        }
        set {
            lock.lock()
            storedGateOpen = newValue
            lock.unlock()
        }
    }

    func add(_ amount: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storedCount += amount
        return storedCount
    }

    func toggleDone() {
        lock.lock()
        storedDone.toggle()
        lock.unlock()
    }

    func reset() {
        lock.lock()
        storedCount = 0
        storedDone = false
        storedGateOpen = true
        lock.unlock()
    }
}

// MARK: Intents

struct IncrementIntent: AppIntent {
    static var title: LocalizedStringResource { "Increment" }
    static var description: IntentDescription? { "Adds to the counter." }

    @Parameter(title: "Amount", default: 1)
    var amount: Int

    init() {}

    init(amount: Int) {
        self.amount = amount
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        // Waits while a test holds the gate, to observe the widget's pending state.
        while !SampleStore.shared.isGateOpen { try await Task.sleep(for: .milliseconds(2)) }
        return .result(value: SampleStore.shared.add(amount))
    }
}

struct ToggleDoneIntent: AppIntent {
    static var title: LocalizedStringResource { "Toggle done" }

    func perform() async throws -> some IntentResult {
        SampleStore.shared.toggleDone()
        return .result()
    }
}

enum SamplePriority: String, AppEnum {
    case low, normal, high

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Priority" }
    static var caseDisplayRepresentations: [SamplePriority: DisplayRepresentation] {
        [
            .low: "Low",
            .normal: DisplayRepresentation(title: "Normal", subtitle: "Everyday tasks"),
            .high: DisplayRepresentation(title: "High", image: .init(systemName: "exclamationmark")),
        ]
    }
}

struct TaskFilterConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Filter" }
    static var description: IntentDescription? { "Choose which tasks the widget shows." }

    @Parameter(title: "Priority", default: .high)
    var priority: SamplePriority

    @Parameter(title: "Limit", default: 3, inclusiveRange: (lowerBound: 1, upperBound: 8))
    var limit: Int

    @Parameter(title: "Show completed", default: false)
    var showsCompleted: Bool
}

// MARK: A static widget with a completion-handler provider

struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
    let label: String
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry {
        CounterEntry(date: Date(), count: 0, label: "placeholder")
    }

    func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) {
        completion(CounterEntry(date: Date(), count: 42, label: context.isPreview ? "preview" : "snapshot"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {
        let now = Date()
        let count = SampleStore.shared.count
        let entries = [
            CounterEntry(date: now, count: count, label: "now"),
            CounterEntry(date: now.addingTimeInterval(15 * 60), count: count, label: "later"),
        ]
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(30 * 60))))
    }
}

struct CounterView: View {
    @Environment(\.widgetFamily) var family
    let entry: CounterEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Text("\(entry.count)")
            }
        case .accessoryInline:
            Text("Count \(entry.count)")
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text("Count \(entry.count)")
                Text(entry.label)
                Spacer()
                Button(intent: IncrementIntent(amount: 2)) {
                    Text("Add two")
                }
            }
        }
    }
}

struct CounterWidget: Widget {
    let kind = "SampleCounter"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CounterProvider()) { entry in
            CounterView(entry: entry)
                .containerBackground(for: .widget) {
                    EmptyView()
                }
                .widgetURL(URL(string: "sample://counter"))
        }
        .configurationDisplayName("Counter")
        .description("Counts taps.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}

// MARK: A configurable widget with an async provider

struct TasksEntry: TimelineEntry {
    let date: Date
    let priority: SamplePriority
    let limit: Int
    let showsCompleted: Bool
    let isDone: Bool
}

struct TasksProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TasksEntry {
        TasksEntry(date: Date(), priority: .normal, limit: 3, showsCompleted: false, isDone: false)
    }

    func snapshot(for configuration: TaskFilterConfiguration, in context: Context) async -> TasksEntry {
        entry(for: configuration, at: Date())
    }

    func timeline(for configuration: TaskFilterConfiguration, in context: Context) async -> Timeline<TasksEntry> {
        Timeline(entries: [entry(for: configuration, at: Date())], policy: .never)
    }

    private func entry(for configuration: TaskFilterConfiguration, at date: Date) -> TasksEntry {
        TasksEntry(
            date: date, priority: configuration.priority, limit: configuration.limit,
            showsCompleted: configuration.showsCompleted, isDone: SampleStore.shared.isDone)
    }
}

struct TasksView: View {
    let entry: TasksEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Priority \(entry.priority.rawValue), limit \(entry.limit)")
            if entry.showsCompleted {
                Text("with completed")
            }
            Toggle(isOn: entry.isDone, intent: ToggleDoneIntent()) {
                Text(entry.isDone ? "Done" : "Open")
            }
        }
    }
}

struct TasksWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "SampleTasks", intent: TaskFilterConfiguration.self, provider: TasksProvider()) {
            entry in
            TasksView(entry: entry)
                .containerBackground(for: .widget) {
                    EmptyView()
                }
        }
        .configurationDisplayName("Tasks")
        .description("Tasks of one priority.")
        .supportedFamilies([.systemSmall, .systemLarge, .accessoryRectangular])
        .contentMarginsDisabled()
    }
}

struct SampleWidgets: WidgetBundle {
    var body: some Widget {
        CounterWidget()
        TasksWidget()
    }
}
