import Foundation

/// A view that updates according to a schedule.
///
/// A widget is drawn once per timeline entry, so here the content is drawn once, for the schedule's latest
/// date at or before the entry's (`context.date`); iOS redraws it on the schedule's dates while the widget is
/// shown only for the few schedules it honours in widgets.
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// Information passed to a timeline view's content.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

extension TimelineView: View where Content: View {
    public typealias Body = Never

    /// Creates a view that updates according to `schedule`, its content built for each date.
    public init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: PrimitiveView where Content: View {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        let now = context.environment.now ?? Date()
        let date = schedule.latestDate(atOrBefore: now) ?? now
        let cadence: TimelineViewDefaultContext.Cadence =
            schedule is AnimationTimelineSchedule
            ? .live : schedule is EveryMinuteTimelineSchedule ? .minutes : .seconds
        nodes += content(TimelineViewDefaultContext(date: date, cadence: cadence)).renderNodes(in: context)
    }
}

extension TimelineSchedule {
    /// The last of the schedule's dates up to `date` (the schedules here start their entries with the date in
    /// effect at their start; an explicit schedule lists all its dates), nil when there is none.
    func latestDate(atOrBefore date: Date) -> Date? {
        var latest: Date?
        for entry in entries(from: date, mode: .normal) {
            if entry > date { break }
            latest = entry
        }
        return latest
    }
}

/// Information passed to a timeline view's content: the date of the schedule and how often it updates.
public struct TimelineViewDefaultContext {
    /// How often a timeline view updates.
    public enum Cadence: Comparable, Sendable {
        /// Updates continuously.
        case live
        /// Updates about once a second.
        case seconds
        /// Updates about once a minute.
        case minutes
    }

    /// The date from the schedule that triggered the update.
    public let date: Date
    /// The rate at which the view updates.
    public let cadence: TimelineViewDefaultContext.Cadence
}
