import Foundation

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    /// The mode of a schedule.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Self.Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
    /// Updates at the schedule's rate.
    case normal
    /// Updates less often, to save power.
    case lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let start: Date
    let interval: TimeInterval

    /// Creates a schedule of `interval`-apart dates from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(interval, 0.001)
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        // The first date of the schedule at or after `startDate` less one interval: the one in effect then.
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start.addingTimeInterval(max(steps, 0) * interval), interval: interval)
    }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }

    /// Creates a per-minute schedule.
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute))
    }
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule of the given dates.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        let paused: Bool

        public mutating func next() -> Date? {
            if paused { return nil }
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    let minimumInterval: Double
    let paused: Bool

    /// Creates a schedule of dates at most every `minimumInterval` seconds (1/60 s when nil).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = max(minimumInterval ?? 1.0 / 60, 0.001)
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at 60 per second.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating no faster than `minimumInterval`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
