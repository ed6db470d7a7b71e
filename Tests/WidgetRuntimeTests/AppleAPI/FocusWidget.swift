import AppIntents
import SwiftUI
import WidgetKit

/// A focus timer's configuration: which kind of focus and how long.
struct FocusConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Focus" }
    static var description: IntentDescription { "Choose what to focus on." }

    @Parameter(title: "Activity", default: "Reading")
    var activity: String

    @Parameter(title: "Minutes", default: 25)
    var minutes: Int

    init() {}

    init(activity: String, minutes: Int) {
        self.activity = activity
        self.minutes = minutes
    }
}

struct FocusEntry: TimelineEntry {
    let date: Date
    let activity: String
    let minutes: Int
}

struct FocusProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: .now, activity: "Focus", minutes: 25)
    }

    func snapshot(for configuration: FocusConfiguration, in context: Context) async -> FocusEntry {
        FocusEntry(date: .now, activity: configuration.activity, minutes: configuration.minutes)
    }

    func timeline(for configuration: FocusConfiguration, in context: Context) async -> Timeline<FocusEntry> {
        let entry = FocusEntry(
            date: Date(timeIntervalSince1970: 1_717_000_000), activity: configuration.activity,
            minutes: configuration.minutes)
        return Timeline(entries: [entry], policy: .never)
    }
}

struct FocusView: View {
    var entry: FocusEntry

    var body: some View {
        VStack(spacing: 2) {
            Text(entry.activity)
                .font(.headline)
            Text("\(entry.minutes) min")
                .font(.title2.bold())
                .foregroundStyle(.indigo)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct FocusWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Focus", intent: FocusConfiguration.self, provider: FocusProvider()) { entry in
            FocusView(entry: entry)
        }
        .configurationDisplayName("Focus")
        .description("A focus timer.")
    }
}
