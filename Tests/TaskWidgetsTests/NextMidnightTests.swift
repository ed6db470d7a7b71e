import Foundation
import Testing

@testable import TaskWidgets

/// The remembered next midnight answers exactly what `Calendar.nextDate` does.
@Test func nextMidnightIsRememberedOnlyUntilItPasses() throws {
    let midnights = NextMidnight()
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = try #require(TimeZone(identifier: "UTC"))
    var tokyo = utc
    tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    func expected(_ now: Date, _ calendar: Calendar) -> Date? {
        calendar.nextDate(
            after: now, matching: DateComponents(hour: 0, minute: 0, second: 0), matchingPolicy: .nextTime)
    }
    let evening = try #require(utc.date(from: DateComponents(year: 2026, month: 3, day: 10, hour: 23, minute: 50)))
    let midnight = try #require(utc.date(from: DateComponents(year: 2026, month: 3, day: 11)))
    for now in [
        evening, evening + 300, midnight - 0.001, midnight, midnight + 1, evening - 86_400, evening, evening + 86_400,
    ] {
        #expect(midnights.after(now, in: utc) == expected(now, utc))
        #expect(midnights.after(now, in: tokyo) == expected(now, tokyo))
    }
    #expect(midnights.after(evening, in: utc) == midnight)
    #expect(midnights.after(midnight, in: utc) == midnight + 86_400)
}
