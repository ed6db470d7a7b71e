import Foundation
import TaskKit
import WidgetKit

/// Builds task entries from the store: the rows a family fits, and the counts over all tasks.
enum TaskEntryLoader {
    /// How often a task widget asks for a new timeline when nothing else asks it to.
    static let refreshInterval: TimeInterval = 15 * 60

    /// The most rows each family fits without clipping.
    static func rowCapacity(of family: WidgetFamily) -> Int {
        switch family {
        case .systemSmall: 2
        case .systemMedium: 3
        case .systemLarge, .systemExtraLarge: 6
        case .accessoryRectangular: 2
        default: 0
        }
    }

    /// The most rows a family fits when rows are drawn compactly, which a configured limit may use.
    static func maximumRowCapacity(of family: WidgetFamily) -> Int {
        switch family {
        case .systemLarge, .systemExtraLarge: 8
        default: rowCapacity(of: family)
        }
    }

    /// The entry for `date`: rows by position, filtered and limited; the summary over all tasks.
    static func entry(
        at date: Date, family: WidgetFamily, filter: PriorityFilter = .all, includeCompleted: Bool = true,
        limit: Int? = nil, timeZone: TimeZone = .current
    ) throws -> TaskEntry {
        let store = try TaskWidgetStore.open()
        let today = TaskDay(date, in: timeZone)
        let rowLimit = min(limit ?? rowCapacity(of: family), maximumRowCapacity(of: family))
        let rows = try store.widgetTasks(
            priority: filter.priority, includeCompleted: includeCompleted, limit: rowLimit)
        return TaskEntry(
            date: date, rows: rows, summary: try store.summary(today: today), today: today, filter: filter)
    }

    /// The entry, or the unavailable one when the store cannot be read: a widget must always draw, and must
    /// not pass an unreadable store off as an empty list.
    static func entryOrUnavailable(
        at date: Date, family: WidgetFamily, filter: PriorityFilter = .all, includeCompleted: Bool = true,
        limit: Int? = nil
    ) -> TaskEntry {
        if let entry = try? entry(
            at: date, family: family, filter: filter, includeCompleted: includeCompleted, limit: limit)
        {
            return entry
        }
        return .unavailable(date: date, filter: filter)
    }

    /// A timeline that refreshes every 15 minutes, with an extra entry at the next midnight when
    /// that comes first, so that tasks due today turn overdue on time.
    static func timeline(
        now: Date, family: WidgetFamily, filter: PriorityFilter = .all, includeCompleted: Bool = true,
        limit: Int? = nil, calendar: Calendar = .current
    ) -> Timeline<TaskEntry> {
        let refresh = now.addingTimeInterval(refreshInterval)
        var entries = [
            entryOrUnavailable(
                at: now, family: family, filter: filter, includeCompleted: includeCompleted, limit: limit)
        ]
        if let midnight = NextMidnight.shared.after(now, in: calendar), midnight < refresh {
            entries.append(
                entryOrUnavailable(
                    at: midnight, family: family, filter: filter, includeCompleted: includeCompleted, limit: limit))
        }
        return Timeline(entries: entries, policy: .after(refresh))
    }
}

/// The next midnight, remembered until it passes: every timeline asks, and `Calendar.nextDate` costs tens of
/// microseconds on Linux. For any `now` from the date it was computed for up to the midnight found, the next
/// midnight is that same midnight, so the answer is exact.
final class NextMidnight: @unchecked Sendable {
    static let shared = NextMidnight()

    private let lock = NSLock()
    private var known: (calendar: Calendar, from: Date, midnight: Date)?

    func after(_ now: Date, in calendar: Calendar) -> Date? {
        if let known = lock.withLock({ known }), known.calendar == calendar, known.from <= now, now < known.midnight {
            return known.midnight
        }
        guard
            let midnight = calendar.nextDate(
                after: now, matching: DateComponents(hour: 0, minute: 0, second: 0), matchingPolicy: .nextTime)
        else { return nil }
        lock.withLock { known = (calendar, now, midnight) }
        return midnight
    }
}
