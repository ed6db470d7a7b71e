import SwiftUI
import WidgetKit

// A widget whose content is scheduled by `TimelineView`, written against Apple's API only.

/// The minute now and the last quarter hour, each from its own schedule.
struct MinuteView: View {
    var quarterStart: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            TimelineView(.everyMinute) { context in
                Text(context.date, format: .dateTime.hour().minute())
                    .font(.title2.monospacedDigit())
            }
            TimelineView(.periodic(from: quarterStart, by: 15 * 60)) { context in
                Text("Quarter from \(context.date, format: .dateTime.hour().minute())")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            TimelineView(.explicit([quarterStart, quarterStart.addingTimeInterval(3600)])) { context in
                Text(context.cadence == .seconds ? "explicit" : "other")
                    .font(.caption2)
            }
        }
    }
}
