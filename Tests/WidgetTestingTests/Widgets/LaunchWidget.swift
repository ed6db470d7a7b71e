// A widget configured by a SiriKit intent, with its intent class written by hand in the shape the
// IntentDefinitions plugin generates (an `.intentdefinition` with one String and one Date Components parameter).
import Foundation
import Intents
import SwiftUI
import WidgetKit

public class LaunchIntent: INIntent {
    public var event: String? {
        get { value(forKey: "event") as? String }
        set { setValue(newValue, forKey: "event") }
    }

    public var day: DateComponents? {
        get { value(forKey: "day") as? DateComponents }
        set { setValue(newValue, forKey: "day") }
    }

    public override class var _intentTitle: String { "Launch" }
    public override class var _parameterDescriptions: [_INParameterDescription] {
        [
            _INParameterDescription(name: "event", title: "Event", valueType: .string, defaultValue: "Launch"),
            _INParameterDescription(name: "day", title: "Day", valueType: .dateComponents),
        ]
    }
}

struct LaunchEntry: TimelineEntry {
    let date: Date
    let event: String
    let daysLeft: Int?
}

/// Counts the days to the configured day from `Date()`, which the tester's clock answers.
struct LaunchProvider: IntentTimelineProvider {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    func placeholder(in context: Context) -> LaunchEntry {
        LaunchEntry(date: Date(), event: "Event", daysLeft: nil)
    }

    func getSnapshot(for configuration: LaunchIntent, in context: Context, completion: @escaping (LaunchEntry) -> Void)
    {
        completion(entry(for: configuration, at: Date()))
    }

    func getTimeline(
        for configuration: LaunchIntent, in context: Context, completion: @escaping (Timeline<LaunchEntry>) -> Void
    ) {
        let now = Date()
        let tomorrow = Self.utc.startOfDay(for: now).addingTimeInterval(86_400)
        completion(Timeline(entries: [entry(for: configuration, at: now)], policy: .after(tomorrow)))
    }

    private func entry(for configuration: LaunchIntent, at date: Date) -> LaunchEntry {
        var daysLeft: Int?
        if let components = configuration.day, let day = Self.utc.date(from: components) {
            daysLeft = Self.utc.dateComponents([.day], from: Self.utc.startOfDay(for: date), to: day).day
        }
        return LaunchEntry(date: date, event: configuration.event ?? "Event", daysLeft: daysLeft)
    }
}

struct LaunchWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Launch", intent: LaunchIntent.self, provider: LaunchProvider()) { entry in
            VStack {
                Text(entry.event)
                if let daysLeft = entry.daysLeft {
                    Text("\(daysLeft) days")
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}
