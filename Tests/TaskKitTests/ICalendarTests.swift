import Foundation
import Testing

@testable import TaskKit

/// Calendar objects as other clients write them, kept in one place for the iCalendar and sync tests.
enum ICalendarFixtures {
    /// Apple Reminders' shape: a VTIMEZONE, a VALARM, RRULE, RELATED-TO, X- properties with parameters,
    /// escaped and folded text (a fold inside a multi-byte character), and properties we do not model.
    static let reminders = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Apple Inc.//iOS 17.0//EN",
        "CALSCALE:GREGORIAN",
        "BEGIN:VTIMEZONE",
        "TZID:Europe/Berlin",
        "BEGIN:DAYLIGHT",
        "TZOFFSETFROM:+0100",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "DTSTART:19810329T020000",
        "TZNAME:CEST",
        "TZOFFSETTO:+0200",
        "END:DAYLIGHT",
        "BEGIN:STANDARD",
        "TZOFFSETFROM:+0200",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "DTSTART:19961027T030000",
        "TZNAME:CET",
        "TZOFFSETTO:+0100",
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VTODO",
        "CREATED:20261101T080000Z",
        "UID:6F1C3A52-7B1E-4C1A-9D35-2F0B8E7A1C44",
        "SUMMARY;LANGUAGE=de:Müll rausbringen\\, Papier\\; danach Gl",
        " äser",
        "DESCRIPTION:Erst die Tonne\\nDann den Sack\\\\Kiste",
        "LAST-MODIFIED:20261102T090000Z",
        "DTSTAMP:20261102T090000Z",
        "DTSTART;TZID=Europe/Berlin:20261110T180000",
        "DUE;TZID=Europe/Berlin:20261110T190000",
        "RRULE:FREQ=WEEKLY;BYDAY=TU",
        "RELATED-TO;RELTYPE=PARENT:1B2C3D4E-0000-4000-8000-000000000001",
        "PRIORITY:3",
        "STATUS:NEEDS-ACTION",
        "SEQUENCE:4",
        "X-APPLE-SORT-ORDER:604800123",
        "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS=\"Hauptstr. 1, Berlin\";X-TITLE=\"Zu",
        "  Hause\":geo:52.52,13.40",
        "CATEGORIES:Haushalt,Wöchentlich",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:Reminder",
        "TRIGGER;RELATED=END:-PT15M",
        "UID:0A6B2C1D-1111-4222-8333-444455556666",
        "X-WR-ALARMUID:0A6B2C1D-1111-4222-8333-444455556666",
        "END:VALARM",
        "END:VTODO",
        "END:VCALENDAR",
        "",
    ].joined(separator: "\r\n")

    /// A completed task with a day as due date, written with LF line endings and lowercase names.
    static let lfCompleted = [
        "BEGIN:VCALENDAR",
        "version:2.0",
        "prodid:-//Example//Tasks 1.0//EN",
        "BEGIN:VTODO",
        "uid:plain-uid@example.org",
        "dtstamp:20261102T090000Z",
        "summary:Pay the rent",
        "status:COMPLETED",
        "completed:20261103T101500Z",
        "percent-complete:100",
        "priority:7",
        "due;value=DATE:20261105",
        "X-TASKS-ORG-COLOR:#ff8800",
        "END:VTODO",
        "END:VCALENDAR",
        "",
    ].joined(separator: "\n")
}

@Suite("iCalendar: parsing and writing")
struct ICalendarTests {
    @Test(
        "Every fixture is written back byte for byte, but for its line endings: CRLF on every line",
        arguments: [ICalendarFixtures.reminders, ICalendarFixtures.lfCompleted])
    func roundTrip(text: String) throws {
        let calendar = try ICalendarParser.parse(text)
        let crlf = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        #expect(ICalendarWriter.write(calendar) == crlf)
    }

    @Test func structureAndValues() throws {
        let calendar = try ICalendarParser.parse(ICalendarFixtures.reminders)
        #expect(calendar.name == "VCALENDAR")
        #expect(calendar.components.map(\.name) == ["VTIMEZONE", "VTODO"])
        #expect(calendar.components[0].components.map(\.name) == ["DAYLIGHT", "STANDARD"])
        let todo = calendar.components[1]
        #expect(todo.components.map(\.name) == ["VALARM"])
        let summary = try #require(todo.property("summary"))
        #expect(summary.parameters == [ICalendarParameter("LANGUAGE", "de")])
        #expect(summary.text == "Müll rausbringen, Papier; danach Gläser")
        #expect(todo.property("DESCRIPTION")?.text == "Erst die Tonne\nDann den Sack\\Kiste")
        let location = try #require(todo.property("X-APPLE-STRUCTURED-LOCATION"))
        #expect(location.parameter("X-ADDRESS") == "Hauptstr. 1, Berlin")
        #expect(location.parameter("X-TITLE") == "Zu Hause")
        #expect(location.value == "geo:52.52,13.40")
        #expect(todo.property("RELATED-TO")?.parameter("RELTYPE") == "PARENT")
    }

    @Test func lowercaseNamesAndLineFeeds() throws {
        let calendar = try ICalendarParser.parse(ICalendarFixtures.lfCompleted)
        let todo = try #require(calendar.components.first)
        #expect(todo.property("UID")?.value == "plain-uid@example.org")
        #expect(todo.property("DUE")?.parameter("value") == "DATE")
    }

    @Test("Blank lines are dropped; everything else survives")
    func blankLines() throws {
        let text = "BEGIN:VCALENDAR\r\n\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:a\r\nEND:VTODO\r\nEND:VCALENDAR\r\n\r\n"
        let written = ICalendarWriter.write(try ICalendarParser.parse(text))
        #expect(written == "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:a\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
    }

    @Test("A new property is folded at 75 octets without splitting a character, and reads back the same")
    func folding() throws {
        let title = String(repeating: "Grüße, 東京; ", count: 30) + "\\ end\nnext"
        var todo = ICalendarComponent(name: "VTODO")
        todo.set(ICalendarProperty(name: "UID", text: "x"))
        todo.set(
            ICalendarProperty(name: "SUMMARY", parameters: [ICalendarParameter("X-NOTE", "a:b \"q\" ^")], text: title))
        let calendar = ICalendarComponent(name: "VCALENDAR", items: [.component(todo)])
        let text = ICalendarWriter.write(calendar)
        for line in text.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 75)
        }
        #expect(!text.contains("\n\n"))
        let reread = try ICalendarParser.parse(text)
        let summary = try #require(reread.components.first?.property("SUMMARY"))
        #expect(summary.text == title)
        #expect(summary.parameter("X-NOTE") == "a:b \"q\" ^")
    }

    @Test("TEXT escaping round-trips any text")
    func escaping() {
        let samples = ["", "plain", "a,b;c\\d", "line\nbreak", "\\n is not a newline", "trailing\\", "ü東京🙂,;"]
        for sample in samples {
            #expect(ICalendarText.unescape(ICalendarText.escape(sample)) == sample)
        }
        #expect(ICalendarText.unescape("a\\Nb") == "a\nb")
    }

    @Test func dates() throws {
        func date(_ line: String) throws -> ICalendarDate? {
            let calendar = try ICalendarParser.parse("BEGIN:VCALENDAR\r\n\(line)\r\nEND:VCALENDAR\r\n")
            return ICalendarDate(try #require(calendar.property("DUE")))
        }
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(try date("DUE;VALUE=DATE:20261128")?.day(in: berlin) == TaskDay("2026-11-28"))
        #expect(try date("DUE:20261128T233000Z")?.day(in: berlin) == TaskDay("2026-11-29"))
        #expect(try date("DUE;TZID=America/New_York:20261128T233000")?.day(in: berlin) == TaskDay("2026-11-28"))
        #expect(try date("DUE:20261128T233000")?.day(in: berlin) == TaskDay("2026-11-28"))
        let named = try #require(try date("DUE;TZID=/mozilla.org/20050126_1/Europe/Berlin:20261128T120000"))
        #expect(named.instant(in: .gmt) == Date(timeIntervalSince1970: 1_795_863_600))
        #expect(try date("DUE:2026112") == nil)
        #expect(try date("DUE:20261332") == nil)
        #expect(try date("DUE;VALUE=DATE:20261128T120000") == nil)
        #expect(ICalendarDate.formatUTC(Date(timeIntervalSince1970: 1_795_863_600)) == "20261128T110000Z")
    }
}

@Suite("iCalendar: malformed and hostile input")
struct ICalendarRefusalTests {
    static let small = ICalendarLimits(
        maxBytes: 10_000, maxLineBytes: 200, maxDepth: 4, maxProperties: 50, maxComponents: 10)

    func refusal(_ text: String, limits: ICalendarLimits = small) -> ICalendarError? {
        do {
            _ = try ICalendarParser.parse(text, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    func wrap(_ lines: [String]) -> String {
        (["BEGIN:VCALENDAR"] + lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    @Test func grammar() {
        #expect(refusal("") == .malformed(line: 1, reason: "no BEGIN:VCALENDAR"))
        #expect(
            refusal("BEGIN:VTODO\r\nEND:VTODO\r\n")
                == .malformed(line: 1, reason: "expected BEGIN:VCALENDAR, found BEGIN:VTODO"))
        #expect(refusal("UID:x\r\n") == .malformed(line: 1, reason: "expected BEGIN:VCALENDAR, found UID"))
        #expect(refusal(" folded\r\n") == .malformed(line: 1, reason: "a continuation line with no line before it"))
        #expect(refusal(wrap(["BEGIN:VTODO"])) == .malformed(line: 3, reason: "END:VCALENDAR closes BEGIN:VTODO"))
        #expect(
            refusal("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\n")
                == .malformed(line: 2, reason: "the text ends inside VTODO (no END:VTODO)"))
        #expect(refusal(wrap(["END:VTODO"])) == .malformed(line: 2, reason: "END:VTODO closes BEGIN:VCALENDAR"))
        #expect(refusal(wrap([]) + "UID:x\r\n") == .malformed(line: 3, reason: "text after END:VCALENDAR"))
        #expect(
            refusal(wrap([]) + wrap([]))
                == .malformed(line: 3, reason: "more than one calendar object (BEGIN:VCALENDAR after END:VCALENDAR)"))
        #expect(
            refusal(wrap(["SUMMARY text without colon"]))
                == .malformed(line: 2, reason: "'SUMMARY text without colon' does not start with a property name"))
        #expect(refusal(wrap(["SUMMARY"])) == .malformed(line: 2, reason: "'SUMMARY' has no ':' and value"))
        #expect(
            refusal(wrap(["SUMMARY;=x:y"]))
                == .malformed(line: 2, reason: "a parameter of SUMMARY has no name or no '='"))
        #expect(
            refusal(wrap(["SUMMARY;A=\"open:y"]))
                == .malformed(line: 2, reason: "a quoted parameter value of SUMMARY is not closed"))
        #expect(
            refusal(wrap(["SUMMARY;A=x\"y\":z"]))
                == .malformed(line: 2, reason: "a parameter value of SUMMARY holds a stray '\"'"))
        #expect(refusal(wrap(["BEGIN:V TODO"])) == .malformed(line: 2, reason: "'BEGIN:V TODO' is not a component"))
    }

    @Test func notText() {
        #expect(refusal(wrap(["SUMMARY:a\u{0}b"])) == .notText(reason: "it holds a NUL byte"))
        var bytes = Array(wrap(["SUMMARY:ab"]).utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "a"))!] = 0xFF
        #expect(throws: ICalendarError.notText(reason: "it is not UTF-8")) { try ICalendarParser.parse(bytes) }
    }

    @Test func limits() {
        let long = wrap(["SUMMARY:" + String(repeating: "x", count: 300)])
        #expect(refusal(long) == .lineTooLong(line: 2, limit: 200))
        // A line can grow past the limit through its folds, too.
        let folded = wrap(["SUMMARY:x"] + Array(repeating: " " + String(repeating: "y", count: 70), count: 5))
        #expect(refusal(folded) == .lineTooLong(line: 2, limit: 200))
        let deep = wrap((1...5).map { "BEGIN:X\($0)" } + (1...5).reversed().map { "END:X\($0)" })
        #expect(refusal(deep) == .tooDeep(line: 5, limit: 4))
        let many = wrap((0..<60).map { "X-P:\($0)" })
        #expect(refusal(many) == .tooManyProperties(line: 52, limit: 50))
        let components = wrap((0..<11).flatMap { _ in ["BEGIN:VTODO", "END:VTODO"] })
        #expect(refusal(components) == .tooManyComponents(line: 20, limit: 10))
        #expect(refusal(String(repeating: "X", count: 10_001)) == .tooLarge(bytes: 10_001, limit: 10_000))
    }

    @Test("Millions of properties and a deep tree are refused with the standard limits")
    func hostileAtScale() {
        let line = "X-P:1\r\n"
        let millions = "BEGIN:VCALENDAR\r\n" + String(repeating: line, count: 2_000_000) + "END:VCALENDAR\r\n"
        #expect(refusal(millions, limits: .standard) == .tooLarge(bytes: millions.utf8.count, limit: 4 << 20))
        let manyButSmall = "BEGIN:VCALENDAR\r\n" + String(repeating: line, count: 20_000) + "END:VCALENDAR\r\n"
        #expect(refusal(manyButSmall, limits: .standard) == .tooManyProperties(line: 10_002, limit: 10_000))
        let nesting = 100_000
        let deep = String(repeating: "BEGIN:X\r\n", count: nesting) + String(repeating: "END:X\r\n", count: nesting)
        #expect(
            refusal("BEGIN:VCALENDAR\r\n" + deep + "END:VCALENDAR\r\n", limits: .standard)
                == .tooDeep(line: 9, limit: 8))
        let hugeLine = "BEGIN:VCALENDAR\r\nX-BIG:" + String(repeating: "z", count: 2 << 20) + "\r\nEND:VCALENDAR\r\n"
        #expect(refusal(hugeLine, limits: .standard) == .lineTooLong(line: 2, limit: 1 << 20))
    }

    @Test func errorsAreOneLine() {
        let errors: [ICalendarError] = [
            .tooLarge(bytes: 5, limit: 4), .notText(reason: "it is not UTF-8"), .lineTooLong(line: 3, limit: 9),
            .tooDeep(line: 2, limit: 8), .tooManyProperties(line: 9, limit: 8), .tooManyComponents(line: 1, limit: 1),
            .malformed(line: 4, reason: "x"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
        #expect(
            ICalendarError.lineTooLong(line: 3, limit: 9).description == "line 3: a content line longer than 9 bytes")
    }
}
