import Foundation
import Testing

@testable import TaskKit

@Suite("VTODO ↔ task mapping")
struct TaskResourceTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let now = Date(timeIntervalSince1970: 1_795_900_000)  // 2026-11-28T21:06:40Z

    func resource(_ text: String) throws -> TaskResource {
        try TaskResource(parsing: Data(text.utf8))
    }

    func todo(_ lines: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:u1"] + lines + ["END:VTODO", "END:VCALENDAR", ""])
            .joined(separator: "\r\n")
    }

    @Test func remindersFields() throws {
        let task = try resource(ICalendarFixtures.reminders)
        #expect(task.uid == "6F1C3A52-7B1E-4C1A-9D35-2F0B8E7A1C44")
        let fields = task.fields(in: berlin)
        #expect(fields.title == "Müll rausbringen, Papier; danach Gläser")
        #expect(!fields.isCompleted)
        #expect(fields.priority == .high)
        #expect(fields.dueDate == TaskDay("2026-11-10"))
        #expect(fields.sortOrder == 604_800_123)
        #expect(task.lastModified == Date(timeIntervalSince1970: 1_793_610_000))
    }

    @Test func completedFields() throws {
        let fields = try resource(ICalendarFixtures.lfCompleted).fields(in: berlin)
        #expect(fields.isCompleted)
        #expect(fields.completedAt == Date(timeIntervalSince1970: 1_793_700_900))
        #expect(fields.priority == .low)
        #expect(fields.dueDate == TaskDay("2026-11-05"))
        #expect(fields.sortOrder == nil)
    }

    @Test("PRIORITY: 1–4 high, 5 medium, 6–9 low, 0 or none medium (the store's default)")
    func priorities() throws {
        let expected: [String?: TaskPriority] = [
            "0": .medium, "1": .high, "2": .high, "3": .high, "4": .high, "5": .medium, "6": .low, "7": .low,
            "8": .low, "9": .low, nil: .medium, "x": .medium, "10": .medium,
        ]
        for (value, priority) in expected {
            let lines = value.map { ["PRIORITY:\($0)"] } ?? []
            #expect(try resource(todo(lines)).fields(in: berlin).priority == priority, "PRIORITY \(value ?? "absent")")
        }
        #expect(TaskPriority.allCases.map(TaskResource.priorityValue) == ["9", "5", "1"])
    }

    @Test("STATUS, COMPLETED and PERCENT-COMPLETE decide completion")
    func completion() throws {
        let cases: [([String], Bool)] = [
            (["STATUS:COMPLETED"], true), (["STATUS:NEEDS-ACTION"], false), (["STATUS:IN-PROCESS"], false),
            (["STATUS:CANCELLED"], true), (["COMPLETED:20261101T000000Z"], true), (["PERCENT-COMPLETE:100"], true),
            (["PERCENT-COMPLETE:50"], false), ([], false),
            (["STATUS:NEEDS-ACTION", "COMPLETED:20261101T000000Z"], false),
        ]
        for (lines, done) in cases {
            #expect(try resource(todo(lines)).fields(in: berlin).isCompleted == done, "\(lines)")
        }
    }

    @Test("Titles follow the store's rule: trimmed, cut to the limit, never empty")
    func titles() throws {
        #expect(try resource(todo([])).fields(in: berlin).title == TaskResource.untitled)
        #expect(try resource(todo(["SUMMARY:   "])).fields(in: berlin).title == TaskResource.untitled)
        #expect(try resource(todo(["SUMMARY:  padded \\n"])).fields(in: berlin).title == "padded")
        // The store's title is one line without control characters: they become spaces.
        #expect(
            try resource(todo(["SUMMARY:Buy\\nmilk\tand \u{1B}[31meggs"])).fields(in: berlin).title
                == "Buy milk and  [31meggs")
        let wide = String(repeating: "👩‍👩‍👧‍👦", count: 600)
        let cut = try resource(todo(["SUMMARY:" + wide])).fields(in: berlin).title
        #expect(cut.utf8.count <= TaskTitle.byteLimit && TaskTitle.problem(with: cut) == nil && !cut.isEmpty)
        let long = String(repeating: "a", count: TaskStore.titleLimit + 20)
        #expect(try resource(todo(["SUMMARY:" + long])).fields(in: berlin).title.count == TaskStore.titleLimit)
    }

    @Test func refusals() {
        #expect(throws: TaskResource.Refusal.notATask) {
            try TaskResource(
                parsing: Data("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8))
        }
        #expect(throws: TaskResource.Refusal.noUID) {
            try TaskResource(
                parsing: Data("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8))
        }
        #expect(throws: TaskResource.Refusal.invalid(.malformed(line: 1, reason: "no BEGIN:VCALENDAR"))) {
            try TaskResource(parsing: Data())
        }
    }

    @Test("Applying the same fields changes nothing, not even DTSTAMP")
    func applyingNothing() throws {
        var task = try resource(ICalendarFixtures.reminders)
        let changed = task.apply(task.fields(in: berlin), in: berlin, now: now)
        #expect(!changed)
        #expect(task.text == ICalendarFixtures.reminders)
    }

    /// The lines of `after` that are not in `before` and the other way round.
    func diff(_ before: String, _ after: String) -> (removed: [String], added: [String]) {
        let old = before.components(separatedBy: "\r\n")
        let new = after.components(separatedBy: "\r\n")
        return (old.filter { !new.contains($0) }, new.filter { !old.contains($0) })
    }

    @Test("A changed field rewrites its own properties and DTSTAMP/LAST-MODIFIED; every other byte stays")
    func applyingChanges() throws {
        var task = try resource(ICalendarFixtures.reminders)
        var fields = task.fields(in: berlin)
        fields.title = "Altglas, Papier"
        fields.isCompleted = true
        fields.completedAt = now
        fields.priority = .low
        fields.dueDate = TaskDay("2026-12-01")
        fields.sortOrder = 5
        let changed = task.apply(fields, in: berlin, now: now)
        #expect(changed)
        let (removed, added) = diff(ICalendarFixtures.reminders, task.text)
        #expect(
            removed == [
                "SUMMARY;LANGUAGE=de:Müll rausbringen\\, Papier\\; danach Gl", " äser",
                "LAST-MODIFIED:20261102T090000Z",
                "DTSTAMP:20261102T090000Z", "DTSTART;TZID=Europe/Berlin:20261110T180000",
                "DUE;TZID=Europe/Berlin:20261110T190000", "PRIORITY:3", "STATUS:NEEDS-ACTION",
                "X-APPLE-SORT-ORDER:604800123",
            ])
        // The task repeats (RRULE:FREQ=WEEKLY;BYDAY=TU): its series' start moves with the due day, times kept.
        #expect(
            added == [
                "SUMMARY;LANGUAGE=de:Altglas\\, Papier", "LAST-MODIFIED:20261128T210640Z", "DTSTAMP:20261128T210640Z",
                "DTSTART;TZID=Europe/Berlin:20261201T180000", "DUE;TZID=Europe/Berlin:20261201T190000", "PRIORITY:9",
                "STATUS:COMPLETED", "X-APPLE-SORT-ORDER:5",
                "COMPLETED:20261128T210640Z", "PERCENT-COMPLETE:100",
            ])
        let reread = try resource(task.text)
        #expect(reread.fields(in: berlin) == fields)
        // The parts we do not model are the same components, byte for byte.
        let original = try ICalendarParser.parse(ICalendarFixtures.reminders)
        let written = try ICalendarParser.parse(task.text)
        #expect(written.components[0].rawBegin == original.components[0].rawBegin)
        #expect(ICalendarWriter.write(written.components[0]) == ICalendarWriter.write(original.components[0]))
        #expect(
            ICalendarWriter.write(written.components[1].components[0])
                == ICalendarWriter.write(original.components[1].components[0]))
    }

    @Test("Reopening drops COMPLETED and zeroes PERCENT-COMPLETE; clearing the due day drops DUE")
    func reopening() throws {
        var task = try resource(ICalendarFixtures.lfCompleted)
        var fields = task.fields(in: berlin)
        fields.isCompleted = false
        fields.completedAt = nil
        fields.dueDate = nil
        task.apply(fields, in: berlin, now: now)
        let text = task.text
        #expect(!text.contains("COMPLETED:") && !text.contains("completed:") && !text.contains("due;"))
        #expect(text.contains("STATUS:NEEDS-ACTION\r\n") && text.contains("PERCENT-COMPLETE:0\r\n"))
        // Kept lines leave with CRLF like the rest (RFC 5545 §3.1: one line ending per object).
        #expect(text.contains("X-TASKS-ORG-COLOR:#ff8800\r\n") && !text.contains("8800\n"))
        #expect(try resource(text).fields(in: berlin) == fields)
    }

    @Test("Setting a due day replaces DURATION, which RFC 5545 forbids beside DUE; DTSTART takes DUE's value type")
    func dueReplacesDuration() throws {
        var task = try resource(todo(["DTSTART:20261101T100000Z", "DURATION:PT1H"]))
        var fields = task.fields(in: berlin)
        fields.dueDate = TaskDay("2026-11-02")
        task.apply(fields, in: berlin, now: now)
        #expect(!task.text.contains("DURATION"))
        #expect(task.text.contains("DTSTART;VALUE=DATE:20261101\r\n"))
    }

    @Test("A recurrence override keeps its own fields; the master VTODO is the task")
    func recurrenceOverride() throws {
        let text = [
            "BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:r", "RECURRENCE-ID:20261110T100000Z", "SUMMARY:Override",
            "END:VTODO", "BEGIN:VTODO", "UID:r", "SUMMARY:Master", "RRULE:FREQ=DAILY", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        var task = try resource(text)
        var fields = task.fields(in: berlin)
        #expect(fields.title == "Master")
        fields.title = "Renamed"
        task.apply(fields, in: berlin, now: now)
        #expect(task.text.contains("SUMMARY:Override\r\n") && task.text.contains("SUMMARY:Renamed\r\n"))
    }

    @Test("A new task's object states every mapped field and reads back the same")
    func newObject() throws {
        let fields = TaskFields(
            title: "Buy milk, eggs", isCompleted: true, completedAt: now, priority: .high,
            dueDate: TaskDay("2026-11-28"), sortOrder: -42)
        let task = TaskResource(
            uid: "ABC", fields: fields, createdAt: Date(timeIntervalSince1970: 1_795_000_000), now: now)
        let expected = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TaskWidgets//TaskKit//EN", "BEGIN:VTODO", "UID:ABC",
            "DTSTAMP:20261128T210640Z", "CREATED:20261118T110640Z", "LAST-MODIFIED:20261128T210640Z",
            "SUMMARY:Buy milk\\, eggs", "STATUS:COMPLETED", "COMPLETED:20261128T210640Z", "PERCENT-COMPLETE:100",
            "PRIORITY:1", "DUE;VALUE=DATE:20261128", "X-APPLE-SORT-ORDER:-42", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        #expect(task.text == expected)
        #expect(try resource(task.text).fields(in: berlin) == fields)
        #expect(try resource(task.text).created == Date(timeIntervalSince1970: 1_795_000_000))
    }
}
