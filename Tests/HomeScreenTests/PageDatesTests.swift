import Foundation
import Testing

@testable import HomeScreen

/// The page's kept formatters write what a new `DateFormatter` writes, in every language of the page.
@Suite("The page's dates and times")
struct PageDatesTests {
    /// Dates across a year, at hours and minutes that catch padding (0:05, 9:41, 23:59) and each weekday.
    static let dates: [Date] = (0..<40).map { index in
        Date(timeIntervalSince1970: 1_767_225_600 + Double(index) * 9 * 86_400 + Double(index * 3_541 % 86_400))
    }

    @Test(arguments: PageLocale.allCases.map(\.rawValue))
    func keptFormattersWriteWhatANewFormatterWrites(locale: String) {
        for template in ["EEE", "EEEEdMMMM"] {
            let fresh = DateFormatter()
            fresh.locale = Locale(identifier: locale)
            fresh.setLocalizedDateFormatFromTemplate(template)
            for date in Self.dates {
                #expect(PageDates.string(date, template: template, locale: locale) == fresh.string(from: date))
            }
        }
    }

    @Test func theClockIsTwentyFourHourWithoutALeadingZeroInTheLocalZone() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "H:mm"
        let calendar = Calendar(identifier: .gregorian)
        for date in Self.dates {
            #expect(PageDates.clock(date) == formatter.string(from: date))
            #expect(PageDates.day(of: date) == calendar.component(.day, from: date))
        }
        let startOfDay = calendar.startOfDay(for: Self.dates[0])
        #expect(PageDates.clock(startOfDay.addingTimeInterval(5 * 60)) == "0:05")
        #expect(PageDates.clock(startOfDay.addingTimeInterval(9 * 3600 + 41 * 60)) == "9:41")
        #expect(PageDates.clock(startOfDay.addingTimeInterval(23 * 3600 + 59 * 60 + 59)) == "23:59")
    }

    @Test func formattersAreSharedSafelyByConcurrentPages() async {
        let expected = PageDates.string(Self.dates[3], template: "EEEEdMMMM", locale: "de")
        let results = await withTaskGroup(of: [String].self) { group in
            for locale in PageLocale.allCases.map(\.rawValue) + PageLocale.allCases.map(\.rawValue) {
                group.addTask {
                    (0..<50).map { _ in PageDates.string(Self.dates[3], template: "EEEEdMMMM", locale: locale) }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(results.count == 12 * 50)
        #expect(results.filter { $0 == expected }.count == 2 * 50)
    }
}
