import Foundation

/// One calendar object on a CalDAV server that holds a task: a `VCALENDAR` whose master `VTODO` (the one
/// without `RECURRENCE-ID`) is the task. The mapping to `TaskFields` is documented in docs/sync.md.
///
/// Only the properties that carry a changed field are rewritten (plus `DTSTAMP` and `LAST-MODIFIED`,
/// which RFC 5545 asks a writer to update); everything else — other properties, parameters, `VALARM`s,
/// `VTIMEZONE`s, recurrence overrides, `X-` properties — is written back as it was read.
package struct TaskResource: Sendable {
    private(set) var calendar: ICalendarComponent
    /// The master VTODO's `UID`.
    package let uid: String

    /// Why a calendar object is not a task we can sync.
    package enum Refusal: Error, Equatable, CustomStringConvertible {
        case invalid(ICalendarError)
        /// A calendar object without a VTODO (an event in a mixed calendar): not ours to show.
        case notATask
        case noUID

        package var description: String {
            switch self {
            case .invalid(let error): return error.description
            case .notATask: return "it holds no VTODO"
            case .noUID: return "its VTODO has no UID"
            }
        }
    }

    package init(parsing data: Data, limits: ICalendarLimits = .standard) throws(Refusal) {
        let calendar: ICalendarComponent
        do {
            calendar = try ICalendarParser.parse(data, limits: limits)
        } catch {
            throw .invalid(error)
        }
        try self.init(calendar: calendar)
    }

    init(calendar: ICalendarComponent) throws(Refusal) {
        guard let todo = Self.master(in: calendar) else { throw .notATask }
        guard let uid = todo.property("UID")?.text, !uid.isEmpty else { throw .noUID }
        self.calendar = calendar
        self.uid = uid
    }

    /// A new object for a task first made here.
    package init(uid: String, fields: TaskFields, createdAt: Date, now: Date) {
        var todo = ICalendarComponent(name: "VTODO")
        todo.set(ICalendarProperty(name: "UID", text: uid))
        todo.set(ICalendarProperty(name: "DTSTAMP", value: ICalendarDate.formatUTC(now)))
        todo.set(ICalendarProperty(name: "CREATED", value: ICalendarDate.formatUTC(createdAt)))
        todo.set(ICalendarProperty(name: "LAST-MODIFIED", value: ICalendarDate.formatUTC(now)))
        todo.set(ICalendarProperty(name: "SUMMARY", text: fields.title))
        Self.write(completion: fields, into: &todo, now: now)
        todo.set(ICalendarProperty(name: "PRIORITY", value: Self.priorityValue(fields.priority)))
        if let due = fields.dueDate { todo.set(Self.dateProperty("DUE", due)) }
        if let recurrence = fields.recurrence {
            // RFC 5545 §3.8.5.3: a recurrence set starts at DTSTART.
            if let due = fields.dueDate { todo.set(Self.dateProperty("DTSTART", due)) }
            todo.set(ICalendarProperty(name: "RRULE", value: recurrence.rule))
        }
        if let order = fields.sortOrder {
            todo.set(ICalendarProperty(name: "X-APPLE-SORT-ORDER", value: String(order)))
        }
        calendar = ICalendarComponent(
            name: "VCALENDAR",
            items: [
                .property(ICalendarProperty(name: "VERSION", value: "2.0")),
                .property(ICalendarProperty(name: "PRODID", value: "-//TaskWidgets//TaskKit//EN")),
                .component(todo),
            ])
        self.uid = uid
    }

    /// The object as iCalendar text.
    package var text: String { ICalendarWriter.write(calendar) }

    /// The task's fields as this object states them. DUE times in UTC are read as days in `timeZone`.
    package func fields(in timeZone: TimeZone) -> TaskFields {
        guard let todo = Self.master(in: calendar) else {
            return TaskFields(title: Self.untitled, isCompleted: false, priority: .medium)
        }
        var fields = Self.fields(of: todo, in: timeZone)
        fields.recurrence = recurrence(of: todo, in: timeZone)
        return fields
    }

    /// The master's rule when one `RRULE` states the whole series in a way the due day can follow: no `RDATE`,
    /// `EXDATE` or overriding occurrences (Thunderbird's and Nextcloud's way of completing one), and no `BY…` part
    /// counted from a `DTSTART` on another day than `DUE` (the rule names start days, the task shows due days).
    /// Otherwise nil: the task is shown as not repeating, and completing it completes the series.
    private func recurrence(of todo: ICalendarComponent, in timeZone: TimeZone) -> TaskRecurrence? {
        let rules = todo.properties.filter { $0.name == "RRULE" }
        guard rules.count == 1, todo.property("RDATE") == nil, todo.property("EXDATE") == nil else { return nil }
        for case .component(let other) in calendar.items
        where other.name == "VTODO" && other.property("RECURRENCE-ID") != nil {
            return nil
        }
        let rule = rules[0].value
        if let start = todo.property("DTSTART").flatMap(ICalendarDate.init),
            let due = todo.property("DUE").flatMap(ICalendarDate.init),
            start.day(in: timeZone) != due.day(in: timeZone),
            let parsed = RecurrenceRule(rule),
            !(parsed.byDay.isEmpty && parsed.byMonthDay.isEmpty && parsed.byMonth.isEmpty)
        {
            return nil
        }
        return TaskRecurrence(rule: rule)
    }

    /// When the task was last changed on the server's side: `LAST-MODIFIED`, else `DTSTAMP`.
    var lastModified: Date? {
        guard let todo = Self.master(in: calendar) else { return nil }
        for name in ["LAST-MODIFIED", "DTSTAMP"] {
            if let property = todo.property(name), let date = ICalendarDate(property)?.instant(in: .gmt) {
                return date
            }
        }
        return nil
    }

    /// The master VTODO's DUE as written.
    var due: ICalendarProperty? { Self.master(in: calendar)?.property("DUE") }

    /// The title of an object we cannot read, for reports: the first `SUMMARY` line's text (its first 200
    /// bytes, unfolded no further), as a title, or nil when there is none.
    static func title(findingSummaryIn data: Data) -> String? {
        let bytes = [UInt8](data.prefix(ICalendarLimits.standard.maxBytes))
        let name = Array("SUMMARY".utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            if end - start > name.count,
                zip(bytes[start..<start + name.count], name).allSatisfy({ $0 | 0x20 == $1 | 0x20 }),
                bytes[start + name.count] == UInt8(ascii: ":") || bytes[start + name.count] == UInt8(ascii: ";"),
                let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":"))
            {
                let value = bytes[(colon + 1)..<min(end, colon + 1 + 200)]
                let title = title(fromSummary: ICalendarText.unescape(String(decoding: value, as: UTF8.self)))
                return title == untitled ? nil : title
            }
            start = end + 1
        }
        return nil
    }

    /// When the task was created, from `CREATED`.
    var created: Date? {
        Self.master(in: calendar)?.property("CREATED").flatMap { ICalendarDate($0)?.instant(in: .gmt) }
    }

    /// Rewrites the properties of the fields that differ from what the object states; returns whether
    /// anything changed.
    @discardableResult
    package mutating func apply(_ fields: TaskFields, in timeZone: TimeZone, now: Date) -> Bool {
        let current = self.fields(in: timeZone)
        guard current != fields else { return false }
        calendar.updateComponents { todo in
            guard todo.name == "VTODO", todo.property("RECURRENCE-ID") == nil else { return }
            if current.title != fields.title {
                let parameters = todo.property("SUMMARY")?.parameters ?? []
                todo.set(ICalendarProperty(name: "SUMMARY", parameters: parameters, text: fields.title))
            }
            if current.isCompleted != fields.isCompleted {
                Self.write(completion: fields, into: &todo, now: now)
            }
            if current.priority != fields.priority {
                todo.set(ICalendarProperty(name: "PRIORITY", value: Self.priorityValue(fields.priority)))
            }
            if current.dueDate != fields.dueDate {
                if let due = fields.dueDate {
                    todo.set(Self.dateProperty("DUE", due, replacing: todo.property("DUE"), in: timeZone))
                    // A repeating task's series moves with its due day (completing an occurrence, or a new day
                    // set here): DTSTART, where the rule's occurrences start, moves by as many days.
                    if fields.recurrence != nil, let old = current.dueDate,
                        let startProperty = todo.property("DTSTART"), let start = ICalendarDate(startProperty)
                    {
                        let days = CivilDay(due).number - CivilDay(old).number
                        let moved = start.day(in: timeZone).adding(days: days)
                        todo.set(Self.dateProperty("DTSTART", moved, replacing: startProperty, in: timeZone))
                    }
                    todo.remove("DURATION")  // RFC 5545: a VTODO has DUE or DURATION, never both
                    Self.keepStart(notAfterDueIn: &todo, in: timeZone)
                } else {
                    todo.remove("DUE")
                }
            }
            if current.recurrence != fields.recurrence {
                if let recurrence = fields.recurrence {
                    todo.set(ICalendarProperty(name: "RRULE", value: recurrence.rule))
                    // RFC 5545 §3.8.5.3: the recurrence set starts at DTSTART; a task made to repeat here has
                    // its due day's.
                    if todo.property("DTSTART") == nil, let due = todo.property("DUE") {
                        todo.set(ICalendarProperty(name: "DTSTART", parameters: due.parameters, value: due.value))
                    }
                } else {
                    todo.remove("RRULE")
                }
            }
            if current.sortOrder != fields.sortOrder {
                if let order = fields.sortOrder {
                    todo.set(ICalendarProperty(name: "X-APPLE-SORT-ORDER", value: String(order)))
                } else {
                    todo.remove("X-APPLE-SORT-ORDER")
                }
            }
            todo.set(ICalendarProperty(name: "DTSTAMP", value: ICalendarDate.formatUTC(now)))
            todo.set(ICalendarProperty(name: "LAST-MODIFIED", value: ICalendarDate.formatUTC(now)))
        }
        return true
    }

    // MARK: The mapping

    /// The title of a task whose SUMMARY is missing or blank.
    static let untitled = "(no title)"

    static func fields(of todo: ICalendarComponent, in timeZone: TimeZone) -> TaskFields {
        let status = todo.property("STATUS")?.value.uppercased()
        let completedProperty = todo.property("COMPLETED")
        let percent = todo.property("PERCENT-COMPLETE").flatMap { Int($0.value.trimmingCharacters(in: .whitespaces)) }
        let isCompleted: Bool
        switch status {
        case "COMPLETED", "CANCELLED": isCompleted = true
        case nil: isCompleted = completedProperty != nil || percent == 100
        default: isCompleted = false
        }
        return TaskFields(
            title: title(fromSummary: todo.property("SUMMARY")?.text),
            isCompleted: isCompleted,
            completedAt: isCompleted ? completedProperty.flatMap { ICalendarDate($0)?.instant(in: .gmt) } : nil,
            priority: priority(fromValue: todo.property("PRIORITY")?.value),
            dueDate: todo.property("DUE").flatMap { ICalendarDate($0)?.day(in: timeZone) },
            sortOrder: todo.property("X-APPLE-SORT-ORDER").flatMap {
                Int64($0.value.trimmingCharacters(in: .whitespaces))
            })
    }

    /// A SUMMARY as a title the store accepts (`TaskTitle`): line breaks, tabs and other control characters
    /// become spaces, the ends are trimmed, a title past the limits is cut (at a character, within both the
    /// character and the byte limit), and a missing or blank one is `untitled`.
    static func title(fromSummary summary: String?) -> String {
        guard let summary else { return untitled }
        if let title = try? TaskTitle.validated(summary) { return title }
        var scalars = String.UnicodeScalarView()
        for scalar in summary.unicodeScalars { scalars.append(TaskTitle.isForbidden(scalar) ? " " : scalar) }
        var title = TaskTitle.trimmed(String(scalars))
        if title.count > TaskTitle.characterLimit { title = String(title.prefix(TaskTitle.characterLimit)) }
        while title.utf8.count > TaskTitle.byteLimit { title.removeLast() }
        return (try? TaskTitle.validated(title)) ?? untitled
    }

    /// RFC 5545 §3.8.1.9: 1–4 high, 5 medium, 6–9 low; 0, none or anything else: undefined, which we show
    /// as the store's default, medium.
    static func priority(fromValue value: String?) -> TaskPriority {
        switch value.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
        case .some(1...4): return .high
        case .some(6...9): return .low
        default: return .medium
        }
    }

    static func priorityValue(_ priority: TaskPriority) -> String {
        switch priority {
        case .high: return "1"
        case .medium: return "5"
        case .low: return "9"
        }
    }

    private static func dateProperty(_ name: String, _ day: TaskDay) -> ICalendarProperty {
        ICalendarProperty(
            name: name, parameters: [ICalendarParameter("VALUE", "DATE")], value: ICalendarDate.format(day))
    }

    /// A DUE (or DTSTART: `name`) on `day` that replaces `old`: a DATE, or — when `old` had a time — the same
    /// wall-clock time in the same form (TZID, floating or UTC, the UTC one's time as it was in `timeZone`) on the
    /// new day, so that a time another client set survives a change of the day here.
    static func dateProperty(
        _ name: String, _ day: TaskDay, replacing old: ICalendarProperty?, in timeZone: TimeZone
    )
        -> ICalendarProperty
    {
        guard let old, case .dateTime(_, let hour, let minute, let second, let zone)? = ICalendarDate(old) else {
            return dateProperty(name, day)
        }
        let time = pad2(hour) + pad2(minute) + pad2(second)
        switch zone {
        case .utc:
            // The wall time in the zone the day was read in, moved to the new day, back in UTC.
            guard let instant = ICalendarDate(old)?.instant(in: timeZone) else { return dateProperty(name, day) }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let wall = calendar.dateComponents([.hour, .minute, .second], from: instant)
            guard
                let moved = calendar.date(
                    from: DateComponents(
                        year: day.year, month: day.month, day: day.day, hour: wall.hour, minute: wall.minute,
                        second: wall.second))
            else { return dateProperty(name, day) }
            return ICalendarProperty(name: name, value: ICalendarDate.formatUTC(moved))
        case .floating, .named:
            let parameters = old.parameters.filter { $0.name != "VALUE" }
            return ICalendarProperty(name: name, parameters: parameters, value: ICalendarDate.format(day) + "T" + time)
        }
    }

    private static func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    /// Makes DTSTART agree with DUE as RFC 5545 §3.6.2 and strict servers (SabreDAV's validator, which answers 415)
    /// want it: the same value type (DATE or DATE-TIME), and not after DUE. A DTSTART with a time beside a DATE
    /// DUE becomes its day; a DTSTART after DUE becomes DUE's value.
    static func keepStart(notAfterDueIn todo: inout ICalendarComponent, in timeZone: TimeZone) {
        guard let dueProperty = todo.property("DUE"), let due = ICalendarDate(dueProperty),
            let startProperty = todo.property("DTSTART"), var start = ICalendarDate(startProperty)
        else { return }
        var parameters = startProperty.parameters
        var value = startProperty.value
        switch (due, start) {
        case (.date, .dateTime):
            let day = start.day(in: timeZone)
            start = .date(day)
            parameters = [ICalendarParameter("VALUE", "DATE")]
            value = ICalendarDate.format(day)
        case (.dateTime, .date):
            // A day beside a time: the day's start in DUE's form (its TZID, floating or UTC).
            parameters = dueProperty.parameters.filter { $0.name != "VALUE" }
            if case .dateTime(_, _, _, _, .utc) = due {
                let instant = start.instant(in: timeZone) ?? Date(timeIntervalSince1970: 0)
                value = ICalendarDate.formatUTC(instant)
            } else {
                value = ICalendarDate.format(start.day(in: timeZone)) + "T000000"
            }
            start = ICalendarDate(ICalendarProperty(name: "DTSTART", parameters: parameters, value: value)) ?? start
        default: break
        }
        let after: Bool
        switch (due, start) {
        case (.date(let dueDay), .date(let startDay)): after = startDay > dueDay
        default:
            let dueInstant = due.instant(in: timeZone)
            let startInstant = start.instant(in: timeZone)
            after = dueInstant.flatMap { d in startInstant.map { $0 > d } } ?? false
        }
        if after {
            parameters = dueProperty.parameters
            value = dueProperty.value
        }
        if parameters != startProperty.parameters || value != startProperty.value {
            todo.set(ICalendarProperty(name: "DTSTART", parameters: parameters, value: value))
        }
    }

    private static func write(completion fields: TaskFields, into todo: inout ICalendarComponent, now: Date) {
        if fields.isCompleted {
            todo.set(ICalendarProperty(name: "STATUS", value: "COMPLETED"))
            todo.set(ICalendarProperty(name: "COMPLETED", value: ICalendarDate.formatUTC(fields.completedAt ?? now)))
            todo.set(ICalendarProperty(name: "PERCENT-COMPLETE", value: "100"))
        } else {
            todo.set(ICalendarProperty(name: "STATUS", value: "NEEDS-ACTION"))
            todo.remove("COMPLETED")
            if todo.property("PERCENT-COMPLETE") != nil {
                todo.set(ICalendarProperty(name: "PERCENT-COMPLETE", value: "0"))
            }
        }
    }

    /// The VTODO that is the task: the first without RECURRENCE-ID.
    private static func master(in calendar: ICalendarComponent) -> ICalendarComponent? {
        guard calendar.name == "VCALENDAR" else { return nil }
        for case .component(let component) in calendar.items
        where component.name == "VTODO" && component.property("RECURRENCE-ID") == nil {
            return component
        }
        return nil
    }
}
