import Foundation
import SwiftUI
import WidgetKit

// A widget that asks to be reloaded every `step` seconds, with one entry a minute in between: the kind that
// looks fine in the simulator and freezes on a device once the budget is spent.

struct TickerEntry: TimelineEntry {
    let date: Date
    /// The provider's `Date()` when it made the timeline.
    let loadedAt: Date
}

struct TickerProvider: TimelineProvider {
    var step: TimeInterval

    func placeholder(in context: Context) -> TickerEntry {
        TickerEntry(date: .now, loadedAt: .now)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickerEntry) -> Void) {
        completion(TickerEntry(date: .now, loadedAt: .now))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickerEntry>) -> Void) {
        let now = Date.now
        let minutes = Int(min(step, 600) / 60)
        let entries = (0...max(0, minutes - 1)).map { TickerEntry(date: now + Double($0) * 60, loadedAt: now) }
        completion(Timeline(entries: entries, policy: .after(now + step)))
    }
}

struct TickerView: View {
    var entry: TickerEntry

    var body: some View {
        VStack {
            Text("loaded \(GroceryView.time(entry.loadedAt)), shows \(GroceryView.time(entry.date))")
                .font(.caption)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TickerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Ticker", provider: TickerProvider(step: 300)) { entry in
            TickerView(entry: entry)
        }
        .configurationDisplayName("Ticker")
        .supportedFamilies([.systemSmall])
    }
}

/// The same widget asking for a reload an hour: well within the budget.
struct HourlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Hourly", provider: TickerProvider(step: 3600)) { entry in
            TickerView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}
