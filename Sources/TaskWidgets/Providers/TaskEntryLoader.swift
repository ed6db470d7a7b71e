import Foundation
import TaskKit
import WidgetKit

/// Builds task entries from the store: the rows a family fits, open tasks first, and the counts over every
/// task the widget lists (all of them, or one priority).
enum TaskEntryLoader {
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

    /// How many rows a widget of `family` lists, given the configured `limit`.
    static func rowLimit(of family: WidgetFamily, limit: Int?) -> Int {
        min(limit ?? rowCapacity(of: family), maximumRowCapacity(of: family))
    }

    /// The entries for each of `dates` (ascending): the rows, open tasks first, read once; the summary for the
    /// day each date falls on in `timeZone`, which decides what is overdue.
    static func entries(
        at dates: [Date], family: WidgetFamily, filter: PriorityFilter = .all, includeCompleted: Bool = true,
        limit: Int? = nil, timeZone: TimeZone = .current
    ) throws -> [TaskEntry] {
        let store = try TaskWidgetStore.open()
        let rows = try store.openFirstTasks(
            priority: filter.priority, includeCompleted: includeCompleted, limit: rowLimit(of: family, limit: limit))
        return try dates.map { date in
            let today = TaskDay(date, in: timeZone)
            let summary = try store.summary(today: today, priority: filter.priority)
            return TaskEntry(date: date, rows: rows, summary: summary, today: today, filter: filter)
        }
    }

    /// The entries, or one unavailable entry when the store cannot be read: a widget must always draw, and must
    /// not pass an unreadable store off as an empty list.
    static func entriesOrUnavailable(
        at dates: [Date], family: WidgetFamily, filter: PriorityFilter = .all, includeCompleted: Bool = true,
        limit: Int? = nil, timeZone: TimeZone = .current
    ) -> [TaskEntry] {
        if let entries = try? entries(
            at: dates, family: family, filter: filter, includeCompleted: includeCompleted, limit: limit,
            timeZone: timeZone)
        {
            return entries
        }
        return [.unavailable(date: dates[0], filter: filter)]
    }

    /// The snapshot: sample tasks in the widget gallery (`isPreview`), else the entry for now.
    static func snapshot(
        isPreview: Bool, now: Date, family: WidgetFamily, filter: PriorityFilter = .all,
        includeCompleted: Bool = true, limit: Int? = nil
    ) -> TaskEntry {
        if isPreview {
            return TaskEntry.sample(
                date: now, rowLimit: rowLimit(of: family, limit: limit), filter: filter,
                includeCompleted: includeCompleted)
        }
        return entriesOrUnavailable(
            at: [now], family: family, filter: filter, includeCompleted: includeCompleted, limit: limit)[0]
    }

    /// An entry now and one at the next midnight, when tasks due today turn overdue, then a new timeline
    /// (`.atEnd`): one reload a day. Every change to the tasks reloads the widgets (the app, the intents,
    /// the `tasks` command), so there is nothing to poll for, and the daily reload budget stays untouched. A store
    /// that cannot be read (before the first unlock, say) is tried again in `unavailableRetry`.
    static func timeline(
        now: Date, family: WidgetFamily, filter: PriorityFilter = .all, includeCompleted: Bool = true,
        limit: Int? = nil, calendar: Calendar = .current
    ) -> Timeline<TaskEntry> {
        // A calendar without a next midnight does not exist; should one, a day later stands in for it.
        let midnight = NextMidnight.shared.after(now, in: calendar) ?? now.addingTimeInterval(86_400)
        let entries = entriesOrUnavailable(
            at: [now, midnight], family: family, filter: filter, includeCompleted: includeCompleted, limit: limit,
            timeZone: calendar.timeZone)
        if entries.first?.isUnavailable == true {
            return Timeline(entries: entries, policy: .after(now.addingTimeInterval(unavailableRetry)))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    /// How soon a widget that could not read the store asks again (nothing reloads it when the store becomes
    /// readable).
    static let unavailableRetry: TimeInterval = 15 * 60
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
