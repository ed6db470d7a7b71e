import Foundation
import TestSupport
import Testing

@testable import TaskKit

@Suite("Repeating tasks: the next occurrence by the RRULE")
struct TaskRecurrenceTests {
    /// The days a task due on `start` is due on after each of `count` completions, as the store moves it.
    func chain(_ rule: String, from start: String, _ count: Int) -> [String] {
        var recurrence = TaskRecurrence(rule: rule)
        var day = TaskDay(start)!
        var days: [String] = []
        while days.count < count, let advance = recurrence.afterCompleting(occurrenceOn: day) {
            days.append(advance.nextDue.description)
            day = advance.nextDue
            recurrence = advance.recurrence
        }
        return days
    }

    /// What python-dateutil's RFC 5545 expander gives for each case (`Tests/caldav/rrule_reference.py`).
    func reference(_ cases: [(rule: String, start: String)], count: Int) throws -> [[String]] {
        let request = cases.map { [$0.rule, $0.start, count] as [Any] }
        return try #require(try runCalDAVScript("rrule_reference.py", input: request) as? [[String]])
    }

    @Test("Completing occurrence after occurrence gives the series python-dateutil expands from the first")
    func followsTheReferenceExpander() throws {
        let cases: [(rule: String, start: String)] = [
            ("FREQ=DAILY", "2026-12-06"),
            ("FREQ=DAILY;INTERVAL=3", "2026-02-26"),
            ("FREQ=WEEKLY", "2026-12-06"),
            ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "2026-12-07"),
            ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU", "1997-08-05"),
            ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=MO", "1997-08-05"),
            ("FREQ=WEEKLY;UNTIL=20270110;BYDAY=SA,SU", "2026-12-05"),
            ("FREQ=MONTHLY", "2026-01-31"),
            ("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-01-31"),
            ("FREQ=MONTHLY;BYMONTHDAY=-3", "2026-01-29"),
            ("FREQ=MONTHLY;BYDAY=-1FR", "2026-01-30"),
            ("FREQ=MONTHLY;BYDAY=1MO,3MO", "2026-12-07"),
            ("FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", "2026-02-13"),
            ("FREQ=MONTHLY;INTERVAL=18;BYMONTHDAY=10,11,12,13,14,15", "1997-09-10"),
            ("FREQ=MONTHLY;COUNT=10;BYDAY=1FR", "1997-09-05"),
            ("FREQ=MONTHLY;BYMONTH=2,8;BYMONTHDAY=29", "2024-02-29"),
            ("FREQ=YEARLY", "2024-02-29"),
            ("FREQ=YEARLY;INTERVAL=2;BYMONTH=1;BYDAY=SU", "1998-01-04"),
            ("FREQ=YEARLY;BYDAY=20MO", "1997-05-19"),
            ("FREQ=YEARLY;BYMONTH=3;BYDAY=TH", "1997-03-13"),
            ("FREQ=YEARLY;BYMONTH=6,7,8;BYDAY=TH", "1997-06-05"),
            ("FREQ=YEARLY;BYMONTHDAY=1", "2026-03-01"),
            ("FREQ=YEARLY;BYMONTH=11;BYDAY=-1TH", "2026-11-26"),
            ("FREQ=DAILY;BYMONTH=1", "1998-01-01"),
            ("FREQ=DAILY;COUNT=5", "2026-12-06"),
            ("freq=weekly;byday=mo,we", "2026-12-07"),
        ]
        let expected = try reference(cases, count: 12)
        #expect(expected.count == cases.count)
        for (index, (rule, start)) in cases.enumerated() where index < expected.count {
            #expect(chain(rule, from: start, 12) == expected[index], "\(rule) from \(start)")
        }
        // The reference is not trivially empty: every case has occurrences, and COUNT ends two of them early.
        #expect(expected.allSatisfy { !$0.isEmpty })
        #expect(expected.filter { $0.count < 12 }.count == 3)  // COUNT=10, COUNT=5 and UNTIL
    }

    @Test("COUNT goes down by one per completed occurrence; the last one ends the series")
    func countGoesDown() throws {
        let advance = try #require(
            TaskRecurrence(rule: "FREQ=WEEKLY;COUNT=3;BYDAY=MO").afterCompleting(
                occurrenceOn: TaskDay("2026-12-07")!))
        #expect(advance.nextDue == TaskDay("2026-12-14"))
        #expect(advance.recurrence.rule == "FREQ=WEEKLY;COUNT=2;BYDAY=MO")
        let last = try #require(advance.recurrence.afterCompleting(occurrenceOn: advance.nextDue))
        #expect(last.recurrence.rule == "FREQ=WEEKLY;COUNT=1;BYDAY=MO")
        #expect(last.recurrence.afterCompleting(occurrenceOn: last.nextDue) == nil)
        // Without COUNT the rule stays as written, case and order included.
        let plain = TaskRecurrence(rule: "byday=MO;freq=weekly")
        #expect(plain.afterCompleting(occurrenceOn: TaskDay("2026-12-07")!)?.recurrence == plain)
    }

    @Test("UNTIL as a date-time ends the series on its day")
    func untilDateTime() {
        #expect(
            chain("FREQ=DAILY;UNTIL=20261209T235959Z", from: "2026-12-06", 9) == [
                "2026-12-07", "2026-12-08", "2026-12-09",
            ])
        #expect(chain("FREQ=YEARLY;UNTIL=20261231", from: "2026-12-06", 9).isEmpty)
    }

    @Test("A rule with a part not followed, or not valid, is never guessed: completing ends the series")
    func rulesNotFollowed() {
        for rule in [
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "FREQ=HOURLY", "FREQ=YEARLY;BYWEEKNO=20",
            "FREQ=YEARLY;BYYEARDAY=100", "FREQ=DAILY;BYHOUR=9", "FREQ=DAILY;COUNT=3;UNTIL=20270101",
            "FREQ=WEEKLY;BYDAY=1MO", "FREQ=WEEKLY;BYMONTHDAY=1", "FREQ=DAILY;FREQ=WEEKLY", "INTERVAL=2",
            "FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;COUNT=0", "FREQ=MONTHLY;BYMONTHDAY=32", "FREQ=MONTHLY;BYDAY=0MO",
            "FREQ=YEARLY;BYMONTH=13", "FREQ=DAILY;UNTIL=2027", "FREQ=WEEKLY;BYDAY=XX", "", "garbage",
        ] {
            let recurrence = TaskRecurrence(rule: rule)
            #expect(!recurrence.isFollowed, "\(rule)")
            #expect(recurrence.afterCompleting(occurrenceOn: TaskDay("2026-12-07")!) == nil, "\(rule)")
        }
        // A rule that matches no day (30 February) ends instead of searching for ever.
        #expect(chain("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", from: "2026-12-07", 1).isEmpty)
        #expect(chain("FREQ=DAILY", from: "9999-12-31", 1).isEmpty)
    }

    @Test("Day numbers agree with Foundation's Gregorian calendar, weekday included")
    func civilDays() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // From 1583: before its 1582 reform Foundation's Gregorian calendar is Julian; ours is proleptic.
        let first = CivilDay(TaskDay(year: 1583, month: 1, day: 1)!).number
        for number in stride(from: first, through: CivilDay.lastNumber, by: 997) {
            let day = CivilDay(number: number)
            #expect(CivilDay(day.taskDay).number == number)
            let date = Date(timeIntervalSince1970: Double(number) * 86_400)
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            #expect([parts.year, parts.month, parts.day] == [day.year, day.month, day.day])
            #expect((parts.weekday! + 5) % 7 == day.weekday)  // Foundation: 1 = Sunday
        }
    }

    @Test("A task's rule is JSON's string, and TaskItem always has the key")
    func json() throws {
        let item = TaskItem(
            id: UUID(), title: "Bins", isCompleted: false, priority: .medium, position: 0,
            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0),
            dueDate: TaskDay("2026-12-07"), recurrence: TaskRecurrence(rule: "FREQ=WEEKLY"))
        let text = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        #expect(text.contains(#""recurrence":"FREQ=WEEKLY""#))
        #expect(try JSONDecoder().decode(TaskItem.self, from: Data(text.utf8)) == item)
    }
}
