/// How a task repeats: an RFC 5545 `RRULE` value as another client wrote it (for example
/// `FREQ=WEEKLY;BYDAY=MO,TH`), and what completing one occurrence does.
///
/// Completing a repeating task works as in Apple's Reminders: the task stays open and moves to its next due
/// day, and the completed occurrence is kept as a task of its own (``TaskStore/toggle(id:)``). The rule is
/// kept as written; only its `COUNT` goes down by one as an occurrence is completed, so that the remaining
/// occurrences stay the same when the series starts at the next one.
///
/// Rules are followed day by day (a task's due date is a day): `FREQ` `DAILY`, `WEEKLY`, `MONTHLY` and
/// `YEARLY` with `INTERVAL`, `COUNT`, `UNTIL`, `BYDAY` (with ordinals such as `-1FR` in monthly and yearly
/// rules), `BYMONTHDAY` (negative ones count from the month's end), `BYMONTH` and `WKST`. A rule with any other
/// part (`BYSETPOS`, `BYWEEKNO`, `BYYEARDAY`, `BYHOUR`…, a sub-daily `FREQ`, `RSCALE`) is not followed:
/// completing its task completes the series, as it did before repetition was understood, rather than guess.
public struct TaskRecurrence: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The `RRULE` value exactly as read.
    public let rule: String

    /// A recurrence with the `RRULE` value `rule`, kept as written whether or not it can be followed.
    public init(rule: String) {
        self.rule = rule
    }

    public var description: String { rule }

    /// What completing one occurrence leaves: the series' next due day and its rule from there on.
    public struct Advance: Hashable, Sendable {
        /// The next occurrence's day.
        public let nextDue: TaskDay
        /// The rule from the next occurrence on (`COUNT` one lower, when it has one).
        public let recurrence: TaskRecurrence
    }

    /// What completing the occurrence due on `day` does: the next occurrence, or nil when the series ends with
    /// this one (its `COUNT` or `UNTIL`) or the rule is not one this type follows.
    public func afterCompleting(occurrenceOn day: TaskDay) -> Advance? {
        guard let parsed = RecurrenceRule(rule), let next = parsed.occurrence(after: day, anchor: day) else {
            return nil
        }
        if let count = parsed.count {
            guard count > 1 else { return nil }
            return Advance(nextDue: next, recurrence: TaskRecurrence(rule: Self.rule(rule, count: count - 1)))
        }
        return Advance(nextDue: next, recurrence: self)
    }

    /// True when ``afterCompleting(occurrenceOn:)`` can follow the rule (whether or not a next occurrence exists).
    public var isFollowed: Bool { RecurrenceRule(rule) != nil }

    public init(from decoder: any Decoder) throws {
        rule = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rule)
    }

    /// `rule` with its `COUNT` part set to `count`, every other part as written.
    private static func rule(_ rule: String, count: Int) -> String {
        rule.split(separator: ";", omittingEmptySubsequences: false).map { part in
            part.split(separator: "=", maxSplits: 1).first?.uppercased() == "COUNT" ? "COUNT=\(count)" : String(part)
        }.joined(separator: ";")
    }
}

/// A parsed `RRULE` of the subset ``TaskRecurrence`` follows.
struct RecurrenceRule: Equatable, Sendable {
    enum Frequency: String, Sendable {
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case monthly = "MONTHLY"
        case yearly = "YEARLY"
    }

    /// A `BYDAY` entry: a weekday (0 = Monday … 6 = Sunday), with an ordinal in monthly and yearly rules.
    struct WeekdayRule: Equatable, Sendable {
        var ordinal: Int?
        var weekday: Int
    }

    var frequency: Frequency
    var interval = 1
    var count: Int?
    var until: TaskDay?
    var byDay: [WeekdayRule] = []
    var byMonthDay: [Int] = []
    var byMonth: [Int] = []
    var weekStart = 0

    static let weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    private init(frequency: Frequency) {
        self.frequency = frequency
    }

    /// Parses `text`; nil when it is not a valid rule or uses a part this subset does not follow.
    init?(_ text: String) {
        var frequency: Frequency?
        var seen = Set<String>()
        var rule = RecurrenceRule(frequency: .daily)
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else { return nil }
            let key = pair[0].uppercased()
            let value = pair[1].uppercased()
            guard seen.insert(key).inserted else { return nil }  // RFC 5545: each part at most once
            switch key {
            case "FREQ":
                guard let parsed = Frequency(rawValue: value) else { return nil }
                frequency = parsed
            case "INTERVAL":
                guard let interval = Self.integer(value), interval >= 1 else { return nil }
                rule.interval = interval
            case "COUNT":
                guard let count = Self.integer(value), count >= 1 else { return nil }
                rule.count = count
            case "UNTIL":
                // A DATE or a DATE-TIME: its day as written (a UTC time's day in UTC).
                let utf8 = Array(value.utf8)
                guard utf8.count == 8 || utf8.count == 15 || utf8.count == 16,
                    let day = TaskDay(String(decoding: utf8.prefix(8), as: UTF8.self).dashedDay)
                else { return nil }
                rule.until = day
            case "BYDAY":
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard item.count >= 2, let weekday = Self.weekdays.firstIndex(of: String(item.suffix(2))) else {
                        return nil
                    }
                    let prefix = item.dropLast(2)
                    var ordinal: Int?
                    if !prefix.isEmpty {
                        guard let number = Self.integer(String(prefix), signed: true), number != 0, abs(number) <= 53
                        else { return nil }
                        ordinal = number
                    }
                    rule.byDay.append(WeekdayRule(ordinal: ordinal, weekday: weekday))
                }
            case "BYMONTHDAY":
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let day = Self.integer(String(item), signed: true), day != 0, abs(day) <= 31 else {
                        return nil
                    }
                    rule.byMonthDay.append(day)
                }
            case "BYMONTH":
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let month = Self.integer(String(item)), (1...12).contains(month) else { return nil }
                    rule.byMonth.append(month)
                }
            case "WKST":
                guard let weekday = Self.weekdays.firstIndex(of: value) else { return nil }
                rule.weekStart = weekday
            default:
                return nil  // BYSETPOS, BYWEEKNO, BYYEARDAY, BYHOUR, RSCALE…: not followed
            }
        }
        guard let frequency, rule.count == nil || rule.until == nil else { return nil }
        rule.frequency = frequency
        // RFC 5545 §3.3.10: ordinals only in monthly and yearly rules; BYMONTHDAY never in a weekly one.
        if rule.byDay.contains(where: { $0.ordinal != nil }) && !(frequency == .monthly || frequency == .yearly) {
            return nil
        }
        if frequency == .weekly && !rule.byMonthDay.isEmpty { return nil }
        self = rule
    }

    /// The first occurrence after `day` of the series whose occurrence `anchor` is (its periods counted from
    /// the anchor's, its defaults — weekday, day of the month — taken from it), or nil when there is none
    /// before `UNTIL`, the year 9999 or a bound far past any rule's longest gap.
    func occurrence(after day: TaskDay, anchor: TaskDay) -> TaskDay? {
        let anchorDay = CivilDay(anchor)
        let periodDays: Int
        switch frequency {
        case .daily: periodDays = 1
        case .weekly: periodDays = 7
        case .monthly: periodDays = 31
        case .yearly: periodDays = 366
        }
        // Long enough for a 29 February every 8 years, or a weekday on a month day every 14 months, at any
        // interval; a rule that matches nothing (30 February) ends the search.
        let bound = CivilDay(day).number + interval * periodDays * 12 + 3_000
        let last = min(bound, until.map { CivilDay($0).number } ?? Int.max, CivilDay.lastNumber)
        var number = CivilDay(day).number + 1
        while number <= last {
            let candidate = CivilDay(number: number)
            if matches(candidate, anchor: anchorDay) { return candidate.taskDay }
            number += 1
        }
        return nil
    }

    private func matches(_ day: CivilDay, anchor: CivilDay) -> Bool {
        switch frequency {
        case .daily:
            guard (day.number - anchor.number) % interval == 0 else { return false }
        case .weekly:
            let weeks = (day.weekStart(weekStart) - anchor.weekStart(weekStart)) / 7
            guard weeks % interval == 0 else { return false }
        case .monthly:
            guard ((day.year - anchor.year) * 12 + day.month - anchor.month) % interval == 0 else { return false }
        case .yearly:
            guard (day.year - anchor.year) % interval == 0 else { return false }
        }
        if !byMonth.isEmpty && !byMonth.contains(day.month) { return false }
        if !byMonthDay.isEmpty
            && !byMonthDay.contains(where: { $0 > 0 ? day.day == $0 : day.day == day.daysInMonth + $0 + 1 })
        {
            return false
        }
        if !byDay.isEmpty && !byDay.contains(where: { matches(day, $0) }) { return false }
        // What the rule leaves open comes from the anchor (RFC 5545 §3.3.10: "derived from DTSTART").
        switch frequency {
        case .daily:
            return true
        case .weekly:
            return !byDay.isEmpty || day.weekday == anchor.weekday
        case .monthly:
            return !byDay.isEmpty || !byMonthDay.isEmpty || day.day == anchor.day
        case .yearly:
            if !byDay.isEmpty || !byMonthDay.isEmpty { return true }
            return day.day == anchor.day && (!byMonth.isEmpty || day.month == anchor.month)
        }
    }

    private func matches(_ day: CivilDay, _ rule: WeekdayRule) -> Bool {
        guard day.weekday == rule.weekday else { return false }
        guard let ordinal = rule.ordinal else { return true }
        // The n-th such weekday of the month, or of the year in a yearly rule without BYMONTH.
        let inYear = frequency == .yearly && byMonth.isEmpty
        let (index, length) = inYear ? (day.dayOfYear, day.daysInYear) : (day.day, day.daysInMonth)
        return ordinal > 0 ? (index - 1) / 7 + 1 == ordinal : (length - index) / 7 + 1 == -ordinal
    }

    private static func integer(_ text: String, signed: Bool = false) -> Int? {
        var digits = Substring(text)
        var sign = 1
        if signed, let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits).map { $0 * sign }
    }
}

/// A Gregorian day as a day number (0 = 1970-01-01), for the rule's day-by-day walk without `Calendar`.
struct CivilDay: Sendable {
    let number: Int
    let year: Int
    let month: Int
    let day: Int

    /// 9999-12-31, the last day ``TaskDay`` holds.
    static let lastNumber = CivilDay(TaskDay(year: 9999, month: 12, day: 31)!).number

    init(_ taskDay: TaskDay) {
        // H. Hinnant's days_from_civil.
        let y = taskDay.month <= 2 ? taskDay.year - 1 : taskDay.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (taskDay.month + (taskDay.month > 2 ? -3 : 9)) + 2) / 5 + taskDay.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        number = era * 146_097 + dayOfEra - 719_468
        (year, month, day) = (taskDay.year, taskDay.month, taskDay.day)
    }

    init(number: Int) {
        // H. Hinnant's civil_from_days.
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let month = mp < 10 ? mp + 3 : mp - 9
        self.number = number
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = dayOfYear - (153 * mp + 2) / 5 + 1
    }

    var taskDay: TaskDay { TaskDay(year: year, month: month, day: day)! }

    /// 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday).
    var weekday: Int { ((number % 7) + 7 + 3) % 7 }

    /// The day number of the week's first day, weeks starting on `weekStart`.
    func weekStart(_ weekStart: Int) -> Int { number - (weekday - weekStart + 7) % 7 }

    var isLeapYear: Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }
    var daysInYear: Int { isLeapYear ? 366 : 365 }
    var dayOfYear: Int { number - CivilDay(TaskDay(year: year, month: 1, day: 1)!).number + 1 }

    var daysInMonth: Int {
        switch month {
        case 2: return isLeapYear ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension String {
    /// `YYYYMMDD` as `YYYY-MM-DD`.
    fileprivate var dashedDay: String {
        guard utf8.count == 8 else { return self }
        return String(prefix(4)) + "-" + String(dropFirst(4).prefix(2)) + "-" + String(suffix(2))
    }
}
