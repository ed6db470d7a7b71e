import Foundation
import TestSupport
import Testing

@testable import TaskKit

@Suite("Sync: repeating tasks advance as in Apple's Reminders (issue 29)")
struct SyncRecurrenceTests {
    @Test(
        "Completed here: the series moves to its next occurrence on the server, the done one is a new object",
        arguments: CalDAVTestServer.Kind.allCases)
    func completedHere(kind: CalDAVTestServer.Kind) async throws {
        let transport = ScriptedTransport()
        let h = try await SyncHarness(kind, transport: transport)
        try h.device.put(
            todoText(
                uid: "bins", summary: "Bins out",
                extra: [
                    "DTSTART;VALUE=DATE:20261207", "DUE;VALUE=DATE:20261207", "RRULE:FREQ=WEEKLY;COUNT=4",
                    "X-OTHER-CLIENT:kept",
                ]))
        try h.device.put(
            todoText(
                uid: "call", summary: "Stand-up",
                extra: [
                    "DTSTART;TZID=Europe/Berlin:20261207T090000", "DUE;TZID=Europe/Berlin:20261207T093000",
                    "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR",
                ]))
        try await h.sync()
        let bins = try #require(try h.store.allTasks().first { $0.title == "Bins out" })
        let call = try #require(try h.store.allTasks().first { $0.title == "Stand-up" })
        #expect(bins.recurrence?.rule == "FREQ=WEEKLY;COUNT=4" && bins.dueDate == TaskDay("2026-12-07"))
        #expect(call.recurrence?.rule == "FREQ=WEEKLY;BYDAY=MO,WE,FR")

        try h.store.toggle(id: bins.id)
        try h.store.toggle(id: call.id)
        _ = transport.take("PUT")
        let report = try await h.sync()
        #expect(report.sent == .init(created: 2, updated: 2) && report.conflicts.isEmpty)

        let objects = try h.device.list()
        #expect(objects.count == 4)
        let series = try #require(objects.first { $0.uid == "bins" })
        #expect(series.status != "COMPLETED" && series.due == "20261214", "\(series.status) \(series.data)")
        #expect(
            series.data.contains("DTSTART;VALUE=DATE:20261214") && series.data.contains("RRULE:FREQ=WEEKLY;COUNT=3"))
        #expect(series.data.contains("X-OTHER-CLIENT:kept"))
        let standUp = try #require(objects.first { $0.uid == "call" })
        #expect(standUp.data.contains("DTSTART;TZID=Europe/Berlin:20261209T090000"))
        #expect(standUp.data.contains("DUE;TZID=Europe/Berlin:20261209T093000"))
        #expect(standUp.data.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR"))
        // The completed occurrences: objects of their own, completed, on the day they were due, not repeating.
        let done = objects.filter { $0.uid != "bins" && $0.uid != "call" }
        #expect(Set(done.map(\.summary)) == ["Bins out", "Stand-up"])
        #expect(done.allSatisfy { $0.status == "COMPLETED" && !$0.data.contains("RRULE") })
        #expect(done.first { $0.summary == "Bins out" }?.due == "20261207")
        // What we sent passes the rules strict servers apply.
        let sent = transport.take("PUT").map { String(decoding: $0.body ?? Data(), as: UTF8.self) }
        #expect(Set(sent).count == 4)  // Xandikos is sometimes asked twice for one create (a retried request)
        let problems = try strictProblems(sent)
        #expect(problems.allSatisfy { $0.isEmpty }, "\(problems)")

        // Settled: the next sync has nothing to send or take.
        let again = try await h.sync()
        #expect(again.sent == .init() && again.received == .init())
        #expect(try h.store.task(id: bins.id)?.dueDate == TaskDay("2026-12-14"))
    }

    @Test("A series another client completes occurrence by occurrence (RECURRENCE-ID) is not advanced here")
    func overriddenSeriesCompletes() async throws {
        let h = try await SyncHarness(.radicale)
        try h.device.put(
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN",
                "BEGIN:VTODO", "UID:tb", "DTSTAMP:20261101T000000Z", "SUMMARY:Water plants",
                "DTSTART;VALUE=DATE:20261207", "DUE;VALUE=DATE:20261207", "RRULE:FREQ=DAILY", "END:VTODO",
                "BEGIN:VTODO", "UID:tb", "DTSTAMP:20261101T000000Z", "SUMMARY:Water plants",
                "RECURRENCE-ID;VALUE=DATE:20261206", "STATUS:COMPLETED", "END:VTODO",
                "END:VCALENDAR", "",
            ].joined(separator: "\r\n"))
        try await h.sync()
        let task = try #require(try h.store.allTasks().first)
        #expect(task.recurrence == nil)
        #expect(try h.store.toggle(id: task.id).isCompleted)
        #expect(try await h.sync().sent == .init(updated: 1))
        let object = try #require(try h.device.list().first)
        #expect(object.status == "COMPLETED" && object.data.contains("RRULE:FREQ=DAILY"))
        #expect(try h.device.list().count == 1)
    }
}
