import Foundation
import WebServer

/// The page's dates and times (the Lock Screen's date and clock, the status bar's time, the Calendar icon), with
/// one formatter per language and pattern kept for the server's life: making an ICU formatter costs about a
/// millisecond, the first one of a process three (ICU's data), which a server's first page would wait for.
enum PageDates {
    /// Formatters by "locale|template"; each is used under the lock (formatting takes microseconds). An NSLock,
    /// not a `Mutex`: a first page waits here while the main actor makes the formatters (milliseconds), and a
    /// waiter on a `Mutex` (a priority-inheritance futex on Linux) spins in the kernel meanwhile, on a core the
    /// server's start needs. Guarded by `lock`.
    nonisolated(unsafe) private static var formatters: [String: DateFormatter] = [:]
    private static let lock = NSLock()
    /// Made once (half a millisecond); like the formatters, in the time zone of the server's start.
    private static let gregorian = Calendar(identifier: .gregorian)

    /// `date` in `locale`'s words for the fields of `template` (`setLocalizedDateFormatFromTemplate`).
    static func string(_ date: Date, template: String, locale: String) -> String {
        lock.withLock {
            let key = locale + "|" + template
            if let formatter = formatters[key] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.setLocalizedDateFormatFromTemplate(template)
            formatters[key] = formatter
            return formatter.string(from: date)
        }
    }

    /// The day of the month, as the page's calendars show it.
    static func day(of date: Date) -> Int { gregorian.component(.day, from: date) }

    /// The clock, as iOS shows it on the Lock Screen and in the status bar: "9:41" (24-hour, no leading zero).
    static func clock(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "" }
        return "\(parts.tm_hour):" + (parts.tm_min < 10 ? "0" : "") + "\(parts.tm_min)"
    }

    /// Makes what a first page in `locale` formats, so that page does not wait for ICU (see
    /// `HomeScreenServer.run(ready:started:)`).
    static func warmUp(locale: String) {
        let now = Date()
        // The calendar first: a page waits for the formatters asleep (the lock), and then finds it made rather
        // than waiting for it on Swift's once-lock, which spins (see LoadOnce).
        _ = day(of: now)
        for template in ["EEE", "EEEEdMMMM"] { _ = string(now, template: template, locale: locale) }
    }
}
