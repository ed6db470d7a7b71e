import Foundation
import SwiftUI
import WidgetKit

// A small widget that shows what Dynamic Type and right-to-left change: text styles beside a symbol, padding on
// one side, leading alignment, a trailing count.

struct BadgeEntry: TimelineEntry {
    let date: Date
}

struct BadgeProvider: TimelineProvider {
    func placeholder(in context: Context) -> BadgeEntry { BadgeEntry(date: .now) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (BadgeEntry) -> Void) {
        completion(BadgeEntry(date: .now))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<BadgeEntry>) -> Void) {
        completion(Timeline(entries: [BadgeEntry(date: .now)], policy: .never))
    }
}

struct BadgeView: View {
    var entry: BadgeEntry
    /// A change to the view, for the test that a changed drawing fails with a review page.
    var headline = "Inbox"

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "tray.fill").foregroundStyle(.blue)
                Text(headline).font(.headline)
                Spacer()
                Text("12").font(.title2.bold()).widgetAccentable()
            }
            Text("3 unread").font(.subheadline).foregroundStyle(.secondary).padding(.leading, 24)
            Text("Updated today").font(.caption2)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct BadgeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Badge", provider: BadgeProvider()) { entry in
            BadgeView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The same widget with its headline changed.
struct ChangedBadgeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Badge", provider: BadgeProvider()) { entry in
            BadgeView(entry: entry, headline: "Mail")
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
