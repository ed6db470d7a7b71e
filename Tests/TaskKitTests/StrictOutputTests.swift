import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// Runs the Python script `Tests/caldav/<name>` with `input` as JSON on its standard input; returns what it
/// printed, read as JSON, and fails the test when it exits with an error.
func runCalDAVScript(_ name: String, input: Any) throws -> Any {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("caldav/" + name).path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [HelperProcess.python, script]
    let stdin = Pipe()
    let output = Pipe()
    process.standardInput = stdin
    process.standardOutput = output
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: input))
    try stdin.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(name) exited with \(process.terminationStatus)")
    return try JSONSerialization.jsonObject(with: data)
}

/// Runs `Tests/caldav/strict_ics.py` (the rules SabreDAV and other strict servers apply to an upload) over
/// calendar objects; returns, for each, the rules it breaks.
func strictProblems(_ texts: [String]) throws -> [[String]] {
    try #require(try runCalDAVScript("strict_ics.py", input: texts) as? [[String]])
}

@Suite("What we write is what strict servers accept")
struct StrictOutputTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let now = Date(timeIntervalSince1970: 1_795_900_000)  // 2026-11-28T21:06:40Z

    func todo(_ lines: [String], separator: String = "\r\n") -> String {
        ([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN", "BEGIN:VTODO", "UID:u1",
            "DTSTAMP:20261101T000000Z", "SUMMARY:Task",
        ] + lines + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: separator)
    }

    /// `text` with `change` applied to its fields, as the sync uploads it.
    func edited(_ text: String, in zone: TimeZone? = nil, _ change: (inout TaskFields) -> Void) throws -> String {
        var resource = try TaskResource(parsing: Data(text.utf8))
        var fields = resource.fields(in: zone ?? berlin)
        change(&fields)
        resource.apply(fields, in: zone ?? berlin, now: now)
        return resource.text
    }

    @Test("The checker itself finds what SabreDAV refuses (so that a pass means something)")
    func checkerFindsProblems() throws {
        let found = try strictProblems([
            todo(["DTSTART;TZID=Europe/Berlin:20261201T090000", "DUE;VALUE=DATE:20261205"]),
            todo(["DTSTART;VALUE=DATE:20261210", "DUE;VALUE=DATE:20261205"]),
            todo(["X-A:1"], separator: "\n"),
            todo(["DESCRIPTION:bell \u{7}"]),
            todo(["DUE;VALUE=DATE:20261205"]),
        ])
        #expect(found[0] == ["The value type (DATE or DATE-TIME) must be identical for DUE and DTSTART"])
        #expect(found[1] == ["DUE must occur after DTSTART"])
        #expect(found[2].contains("a line ends with LF alone (RFC 5545 §3.1 wants CRLF)"))
        #expect(found[3] == ["the control character 0x07 in content"])
        #expect(found[4].isEmpty)
    }

    @Test("Every shape of edit we upload passes the strict rules")
    func editsPass() throws {
        let day = TaskDay("2026-11-20")!
        let outputs: [(String, String)] = [
            // Nextcloud's 415s of issue 29: a date-only DUE beside a timed DTSTART, and DUE before DTSTART.
            (
                "date DUE beside timed DTSTART",
                try edited(todo(["DTSTART;TZID=Europe/Berlin:20261201T090000"])) {
                    $0.dueDate = day
                }
            ),
            ("DUE before a DATE DTSTART", try edited(todo(["DTSTART;VALUE=DATE:20261201"])) { $0.dueDate = day }),
            (
                "DUE before a UTC DTSTART",
                try edited(todo(["DTSTART:20261201T090000Z", "DURATION:PT1H"])) {
                    $0.dueDate = day
                }
            ),
            (
                "a timed DUE moved before its DTSTART",
                try edited(
                    todo(["DTSTART;TZID=Europe/Berlin:20261125T080000", "DUE;TZID=Europe/Berlin:20261125T170000"])
                ) {
                    $0.dueDate = day
                }
            ),
            (
                "a DATE DUE beside a DATE DTSTART, later",
                try edited(todo(["DTSTART;VALUE=DATE:20261101"])) {
                    $0.dueDate = day
                }
            ),
            // Mixed line endings: a LF object edited here leaves with CRLF on every line.
            ("an LF object retitled", try edited(ICalendarFixtures.lfCompleted) { $0.title = "Renamed" }),
            (
                "an LF object reopened",
                try edited(ICalendarFixtures.lfCompleted) {
                    $0.isCompleted = false
                    $0.completedAt = nil
                }
            ),
            // A control character another client stored stays out of what we send, on kept lines too.
            (
                "a control character on a kept line",
                try edited(todo(["DESCRIPTION:ring \u{7}the bell"])) {
                    $0.priority = .low
                }
            ),
            (
                "Reminders' object, every field changed",
                try edited(ICalendarFixtures.reminders) {
                    $0.title = "Altglas"
                    $0.isCompleted = true
                    $0.priority = .low
                    $0.dueDate = TaskDay("2026-11-09")
                    $0.sortOrder = 3
                }
            ),
            (
                "a new task",
                TaskResource(
                    uid: "N", fields: TaskFields(title: "New", isCompleted: false, priority: .high, dueDate: day),
                    createdAt: now, now: now
                ).text
            ),
        ]
        let found = try strictProblems(outputs.map(\.1))
        for ((name, text), problems) in zip(outputs, found) {
            #expect(problems.isEmpty, "\(name): \(problems)\n\(text)")
        }
    }

    @Test("A due day set here keeps the time another client gave the due date")
    func dueKeepsItsTime() throws {
        let zoned = try edited(todo(["DUE;TZID=Europe/Berlin:20261201T170000"])) { $0.dueDate = TaskDay("2026-12-03") }
        #expect(zoned.contains("DUE;TZID=Europe/Berlin:20261203T170000\r\n"))
        // A UTC time keeps its wall time in the zone it is read in: 23:30 UTC is 00:30 in Berlin, a day later.
        let utc = try edited(todo(["DUE:20261201T233000Z"])) { $0.dueDate = TaskDay("2026-12-05") }
        #expect(utc.contains("DUE:20261204T233000Z\r\n"))
        let reread = try TaskResource(parsing: Data(utc.utf8)).fields(in: berlin)
        #expect(reread.dueDate == TaskDay("2026-12-05"))
    }
}
