import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// The store's queries for widgets as Reminders users expect them: open tasks first, and counts that follow
/// the widget's priority filter.
@Suite struct WidgetQueryTests {
    let dir = TemporaryDirectory()
    let store: TaskStore

    init() throws {
        store = try TaskStore(path: dir.path("tasks.sqlite"))
    }

    /// a(high, done) b(low) c(high) d(high, moved first) e(low, done)
    func seed() throws -> [String: UUID] {
        var ids: [String: UUID] = [:]
        for (title, priority) in [("a", TaskPriority.high), ("b", .low), ("c", .high), ("d", .high), ("e", .low)] {
            ids[title] = try store.add(title: title, priority: priority).id
        }
        try store.toggle(id: ids["a"]!)
        try store.toggle(id: ids["e"]!)
        try store.move(id: ids["d"]!, toIndex: 0)  // d a b c e
        return ids
    }

    @Test func openTasksComeFirstThenTheDoneOnesEachInTheUsersOrder() throws {
        let ids = try seed()
        func titles(_ tasks: [TaskItem]) -> [String] { tasks.map(\.title) }
        #expect(titles(try store.openFirstTasks(includeCompleted: true, limit: 10)) == ["d", "b", "c", "a", "e"])
        #expect(titles(try store.openFirstTasks(includeCompleted: true, limit: 4)) == ["d", "b", "c", "a"])
        #expect(titles(try store.openFirstTasks(includeCompleted: true, limit: 2)) == ["d", "b"])
        #expect(titles(try store.openFirstTasks(includeCompleted: false, limit: 10)) == ["d", "b", "c"])
        #expect(
            titles(try store.openFirstTasks(priority: .high, includeCompleted: true, limit: 10)) == ["d", "c", "a"])
        #expect(titles(try store.openFirstTasks(priority: .low, includeCompleted: false, limit: 10)) == ["b"])
        #expect(try store.openFirstTasks(priority: .medium, includeCompleted: true, limit: 10).isEmpty)
        #expect(try store.openFirstTasks(includeCompleted: true, limit: 0).isEmpty)
        #expect(try store.openFirstTasks(includeCompleted: true, limit: -1).isEmpty)

        // Checking off the first rows brings the next open ones up.
        for title in ["d", "b"] { try store.toggle(id: ids[title]!) }
        #expect(titles(try store.openFirstTasks(includeCompleted: false, limit: 3)) == ["c"])
        #expect(titles(try store.openFirstTasks(includeCompleted: true, limit: 3)) == ["c", "d", "a"])
    }

    @Test func aFilteredSummaryCountsOnlyThatPriority() throws {
        let today = try #require(TaskDay("2026-06-15"))
        _ = try seed()
        let late = try store.add(title: "late", priority: .high, dueDate: today.adding(days: -1))
        _ = try store.add(title: "later", priority: .low, dueDate: today.adding(days: -2))
        let all = try store.allTasks()
        #expect(try store.summary(today: today, priority: nil) == store.summary(today: today))
        for priority in TaskPriority.allCases {
            let matching = all.filter { $0.priority == priority }
            #expect(try store.summary(today: today, priority: priority) == bruteForceSummary(matching, today: today))
        }
        #expect(
            try store.summary(today: today, priority: .high)
                == TaskSummary(total: 4, completed: 1, pending: 3, highPriorityPending: 3, overdue: 1))
        try store.setCompleted(id: late.id, true)
        #expect(try store.summary(today: today, priority: .high).overdue == 0)
        #expect(
            try store.summary(today: today, priority: .medium)
                == TaskSummary(total: 0, completed: 0, pending: 0, highPriorityPending: 0, overdue: 0))
    }

    @Test func aDeletedTaskIsRestoredWhereItWasWithEveryField() throws {
        let due = try #require(TaskDay("2026-12-24"))
        let first = try store.add(title: "first")
        let middle = try store.add(title: "middle", priority: .high, dueDate: due)
        let last = try store.add(title: "last")
        try store.toggle(id: middle.id)
        let deleted = try store.delete(id: store.task(id: middle.id)!.id)
        let before = try store.changeToken()

        let restored = try store.restore(deleted)
        #expect(restored == deleted)
        #expect(try store.allTasks().map(\.id) == [first.id, middle.id, last.id])
        #expect(try store.allTasks().map(\.position) == [0, 1, 2])
        #expect(try store.task(id: middle.id) == deleted)
        #expect(try store.changeToken() > before)
        #expect(try store.summary() == bruteForceSummary(store.allTasks(), today: .today()))

        // A position past the end (others were deleted meanwhile) appends; restoring twice changes nothing.
        let gone = try store.delete(id: last.id)
        _ = try store.delete(id: first.id)
        #expect(try store.restore(gone).position == 1)
        #expect(try store.restore(gone).position == 1)
        #expect(try store.allTasks().map(\.title) == ["middle", "last"])
        #expect(try store.summary() == bruteForceSummary(store.allTasks(), today: .today()))
    }
}

/// Every conversion between a `TaskDay` and a `Date` is Gregorian, whatever calendar the person uses: a due
/// date must not move by centuries for someone whose calendar is Japanese, Buddhist or the Republic of China's.
@Suite struct GregorianDayTests {
    static let calendars: [Calendar.Identifier] = [
        .japanese, .buddhist, .republicOfChina, .gregorian, .islamicUmmAlQura,
    ]
    static let zones = [
        "UTC", "Asia/Tokyo", "Asia/Bangkok", "Asia/Taipei", "America/Los_Angeles", "Pacific/Kiritimati",
        "Pacific/Pago_Pago", "Asia/Kathmandu",
    ]
    static let days = [
        "2026-12-31", "2024-02-29", "2026-01-01", "1989-01-08", "1970-01-01", "0001-01-01", "9999-12-31",
    ]

    /// A person's calendar as SwiftUI hands it to a view: their calendar system and time zone.
    static func calendar(_ identifier: Calendar.Identifier, _ zone: String) throws -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        return calendar
    }

    @Test(arguments: calendars)
    func aDayRoundTripsThroughADateInEveryTimeZone(identifier: Calendar.Identifier) throws {
        for zone in Self.zones {
            let calendar = try Self.calendar(identifier, zone)
            for text in Self.days {
                let day = try #require(TaskDay(text))
                let date = day.date(for: calendar)
                #expect(TaskDay(date, for: calendar) == day, "\(identifier) \(zone) \(text)")
                // The date is that day in the person's time zone, by the Gregorian calendar …
                var gregorian = Calendar(identifier: .gregorian)
                gregorian.timeZone = calendar.timeZone
                let parts = gregorian.dateComponents([.year, .month, .day, .hour], from: date)
                #expect([parts.year, parts.month, parts.day] == [day.year, day.month, day.day], "\(zone) \(text)")
                #expect(parts.hour == 12, "noon, far from either midnight")
            }
        }
    }

    /// … which is the same day a date picker in the person's own calendar shows, and picks.
    @Test(arguments: [Calendar.Identifier.japanese, .buddhist, .republicOfChina])
    func aDayIsTheOneTheirCalendarShows(identifier: Calendar.Identifier) throws {
        let expectedYear: [Calendar.Identifier: Int] = [.japanese: 8, .buddhist: 2569, .republicOfChina: 115]
        for zone in ["Asia/Tokyo", "UTC", "America/Los_Angeles"] {
            let calendar = try Self.calendar(identifier, zone)
            let day = try #require(TaskDay("2026-12-24"))
            let shown = calendar.dateComponents([.year, .month, .day], from: day.date(for: calendar))
            #expect(shown.year == expectedYear[identifier], "\(identifier) \(zone)")
            #expect(shown.month == 12 && shown.day == 24, "\(identifier) \(zone)")

            // What the picker hands back for the day it shows (any time of that day) is that day.
            for hour in [0, 12, 23] {
                var picked = shown
                picked.hour = hour
                picked.minute = 59
                if identifier == .japanese { picked.era = calendar.component(.era, from: day.date(for: calendar)) }
                let date = try #require(calendar.date(from: picked))
                #expect(TaskDay(date, for: calendar) == day, "\(identifier) \(zone) \(hour)h")
            }
        }
    }
}

/// Where the app and its widgets find their shared store.
@Suite struct SharedLocationTests {
    @Test func aMissingAppGroupIsAnErrorNotAPrivateStore() throws {
        let group = "group.dev.taskwidgets"
        #expect(throws: TaskStore.AppGroupUnavailable(appGroup: group)) {
            try TaskStore.sharedPath(appGroup: group, container: nil, environment: [:])
        }
        let container = URL(fileURLWithPath: "/private/var/mobile/Containers/Shared/AppGroup/ABC")
        #expect(
            try TaskStore.sharedPath(appGroup: group, container: container, environment: [:])
                == "/private/var/mobile/Containers/Shared/AppGroup/ABC/tasks.sqlite")
        #expect(
            try TaskStore.sharedPath(appGroup: group, container: nil, environment: ["TASKS_STORE": "/t.sqlite"])
                == "/t.sqlite")
    }
}
