// Widgets of ours written only against Apple's API (iOS 17 SDK and newer, Swift 6), each using API that
// public widget extensions use. They must compile unchanged with Xcode; here they build against
// WidgetRuntime through the SwiftUI, WidgetKit and AppIntents façades, and their snapshots are tested.
// Previews live in the `+Previews` files (the iOS type check cannot expand `#Preview` without Xcode).
import AppIntents
import SwiftUI
import WidgetKit

/// Days left until an event, from a static configuration.
struct CountdownEntry: TimelineEntry {
    let date: Date
    let event: String
    let daysLeft: Int
}

struct CountdownProvider: TimelineProvider {
    var event = "Launch"
    var start = 12

    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: .now, event: "Event", daysLeft: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: .now, event: event, daysLeft: start))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let day: TimeInterval = 86_400
        let base = Date(timeIntervalSince1970: 1_717_000_000)
        let entries = (0..<3).map { offset in
            CountdownEntry(date: base + Double(offset) * day, event: event, daysLeft: start - offset)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CountdownView: View {
    var entry: CountdownEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.event)
                .font(.headline)
            Text("\(entry.daysLeft)")
                .font(.system(size: family == .systemSmall ? 44 : 56, weight: .bold, design: .rounded))
            Text(entry.daysLeft == 1 ? "day left" : "days left")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.orange.opacity(0.15), for: .widget)
    }
}

struct CountdownWidget: Widget {
    let kind = "Countdown"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("Days left until an event.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
