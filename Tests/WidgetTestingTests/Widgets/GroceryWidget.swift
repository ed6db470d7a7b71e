import AppIntents
import Foundation
import SwiftUI
import WidgetKit

// A grocery list widget written as an iOS developer writes one: a configurable list, a button per item that
// checks it off through an App Intent, a switch that hides checked items, a link to the app, and a provider
// that stamps its entry with `Date()` and reloads every hour. Each test uses a list of its own (the
// configuration's `listID`), so tests running in parallel share nothing.

/// The lists, as the app's shared store would hold them (keyed by list, so that each test has its own).
final class GroceryStore: @unchecked Sendable {
    static let shared = GroceryStore()

    struct Item: Equatable {
        var name: String
        var isDone = false
    }

    private let lock = NSLock()
    private var lists: [String: [Item]] = [:]
    private var hidesDone: [String: Bool] = [:]
    /// How many times an intent asked to fail, per list (a test of the failure path sets it).
    private var failures: [String: Int] = [:]

    func items(in list: String) -> [Item] { lock.withLock { lists[list] ?? [] } }
    func setItems(_ names: [String], in list: String) {
        lock.withLock { lists[list] = names.map { Item(name: $0) } }
    }
    func toggle(_ name: String, in list: String) {
        lock.withLock {
            guard let index = lists[list]?.firstIndex(where: { $0.name == name }) else { return }
            lists[list]?[index].isDone.toggle()
        }
    }
    func hidesDone(_ list: String) -> Bool { lock.withLock { hidesDone[list] ?? false } }
    func setHidesDone(_ value: Bool, in list: String) { lock.withLock { hidesDone[list] = value } }
    func failNext(in list: String) { lock.withLock { failures[list, default: 0] += 1 } }
    func takeFailure(in list: String) -> Bool {
        lock.withLock {
            guard let count = failures[list], count > 0 else { return false }
            failures[list] = count - 1
            return true
        }
    }
}

struct GroceryListIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Grocery List" }
    static var description: IntentDescription { "Choose a list." }

    @Parameter(title: "List", default: "home")
    var listID: String

    init() {}

    init(listID: String) {
        self.listID = listID
    }
}

struct GroceryError: Error, CustomStringConvertible {
    var description: String { "the list is locked" }
}

struct CheckItemIntent: AppIntent {
    static var title: LocalizedStringResource { "Check Item" }
    static var isDiscoverable: Bool { false }

    @Parameter(title: "List")
    var listID: String

    @Parameter(title: "Item")
    var item: String

    init() {}

    init(listID: String, item: String) {
        self.listID = listID
        self.item = item
    }

    func perform() async throws -> some IntentResult {
        if GroceryStore.shared.takeFailure(in: listID) { throw GroceryError() }
        GroceryStore.shared.toggle(item, in: listID)
        WidgetCenter.shared.reloadTimelines(ofKind: "Grocery")
        return .result()
    }
}

struct HideDoneIntent: AppIntent {
    static var title: LocalizedStringResource { "Hide Done Items" }
    static var isDiscoverable: Bool { false }

    @Parameter(title: "List")
    var listID: String

    @Parameter(title: "Hide")
    var hide: Bool

    init() {}

    init(listID: String, hide: Bool) {
        self.listID = listID
        self.hide = hide
    }

    func perform() async throws -> some IntentResult {
        GroceryStore.shared.setHidesDone(hide, in: listID)
        return .result()
    }
}

/// An intent that never finishes (a network call that hangs), for the time-limit test.
struct HangingIntent: AppIntent {
    static var title: LocalizedStringResource { "Refresh" }
    static var isDiscoverable: Bool { false }

    func perform() async throws -> some IntentResult {
        try await Task.sleep(for: .seconds(3600))
        return .result()
    }
}

struct GroceryEntry: TimelineEntry {
    let date: Date
    let listID: String
    let items: [GroceryStore.Item]
    let hidesDone: Bool
    /// When the provider made this timeline, as its own `Date()` said.
    let madeAt: Date
}

struct GroceryProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GroceryEntry {
        GroceryEntry(date: .now, listID: "", items: [.init(name: "Milk")], hidesDone: false, madeAt: .now)
    }

    func snapshot(for configuration: GroceryListIntent, in context: Context) async -> GroceryEntry {
        GroceryEntry(date: .now, listID: "", items: [.init(name: "Milk")], hidesDone: false, madeAt: .now)
    }

    func timeline(for configuration: GroceryListIntent, in context: Context) async -> Timeline<GroceryEntry> {
        let now = Date()
        let store = GroceryStore.shared
        let entry = GroceryEntry(
            date: now, listID: configuration.listID, items: store.items(in: configuration.listID),
            hidesDone: store.hidesDone(configuration.listID), madeAt: now)
        return Timeline(entries: [entry], policy: .after(now.addingTimeInterval(3600)))
    }
}

struct GroceryView: View {
    var entry: GroceryEntry

    private var shown: [GroceryStore.Item] {
        entry.hidesDone ? entry.items.filter { !$0.isDone } : entry.items
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Groceries").font(.headline)
                Spacer()
                Text("\(entry.items.filter { !$0.isDone }.count) left").font(.caption).foregroundStyle(.secondary)
            }
            ForEach(shown, id: \.name) { item in
                Button(intent: CheckItemIntent(listID: entry.listID, item: item.name)) {
                    HStack(spacing: 6) {
                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                        Text(item.name).strikethrough(item.isDone)
                    }
                }
                .buttonStyle(.plain)
                .accessibilityLabel(item.isDone ? "Uncheck \(item.name)" : "Check \(item.name)")
            }
            Spacer(minLength: 0)
            HStack {
                Toggle(
                    "Hide done", isOn: entry.hidesDone,
                    intent: HideDoneIntent(listID: entry.listID, hide: !entry.hidesDone)
                )
                .font(.caption)
                Link("Open", destination: URL(string: "groceries://list/\(entry.listID)")!)
                    .font(.caption)
                Button("Share") {}
                    .font(.caption)
            }
            Text("Updated \(Self.time(entry.madeAt))").font(.caption2).foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(URL(string: "groceries://list"))
    }

    static func time(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}

struct GroceryWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Grocery", intent: GroceryListIntent.self, provider: GroceryProvider()) { entry in
            GroceryView(entry: entry)
        }
        .configurationDisplayName("Groceries")
        .description("Check off what you bought.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

/// A widget whose one button runs an intent that hangs.
struct RefreshWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Refresh", provider: TickerProvider(step: 3600)) { entry in
            Button(intent: HangingIntent()) { Text("Refresh") }
                .containerBackground(.background, for: .widget)
        }
    }
}
