import Foundation

extension TaskDay {
    /// The day `date` falls on for someone using `calendar` (a SwiftUI view's `\.calendar`, a date picker's):
    /// read in its time zone.
    public init(_ date: Date, for calendar: Calendar) {
        self.init(date, in: calendar.timeZone)
    }

    /// Noon of this day in `calendar`'s time zone: a date that shows as this day to someone using `calendar`
    /// (in a date picker, a formatted date), far from either midnight.
    ///
    /// The day's numbers are Gregorian whatever `calendar` is: read by a Japanese, Buddhist or Republic of
    /// China calendar, year 2026 would be Reiwa 2026 (4044), 2026 BE (1483) or Minguo 2026 (3937).
    public func date(for calendar: Calendar) -> Date {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        return gregorian.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }
}
