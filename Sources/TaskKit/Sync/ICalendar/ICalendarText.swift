import Foundation

/// TEXT values (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` escapes.
enum ICalendarText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    static func unescape(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = ""
        out.reserveCapacity(value.utf8.count)
        var escaping = false
        for character in value {
            if escaping {
                switch character {
                case "n", "N": out += "\n"
                default: out.append(character)  // `\\`, `\;`, `\,`, and a stray `\x` as `x`
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        if escaping { out += "\\" }
        return out
    }
}

/// A DATE or DATE-TIME value (RFC 5545 §3.3.4, §3.3.5) as written: a day, or a wall-clock time that is
/// UTC (`Z`), in the zone a `TZID` parameter names, or floating.
enum ICalendarDate: Equatable, Sendable {
    case date(TaskDay)
    case dateTime(TaskDay, hour: Int, minute: Int, second: Int, zone: Zone)

    enum Zone: Equatable, Sendable {
        case utc
        case floating
        case named(String)
    }

    /// Parses the value of a date property, looking at its `VALUE` and `TZID` parameters.
    init?(_ property: ICalendarProperty) {
        let value = property.value
        let utf8 = Array(value.utf8)
        guard utf8.count >= 8, let day = Self.day(utf8[0..<8]) else { return nil }
        if utf8.count == 8 {
            self = .date(day)
            return
        }
        guard property.parameter("VALUE")?.uppercased() != "DATE", utf8.count == 15 || utf8.count == 16,
            utf8[8] == 0x54 || utf8[8] == 0x74,  // 'T'
            let hour = Self.number(utf8[9..<11]), let minute = Self.number(utf8[11..<13]),
            let second = Self.number(utf8[13..<15]), hour < 24, minute < 60, second <= 60
        else { return nil }
        let zone: Zone
        if utf8.count == 16 {
            guard utf8[15] == 0x5A || utf8[15] == 0x7A else { return nil }  // 'Z'
            zone = .utc
        } else if let tzid = property.parameter("TZID") {
            zone = .named(tzid)
        } else {
            zone = .floating
        }
        self = .dateTime(day, hour: hour, minute: minute, second: second, zone: zone)
    }

    /// The day this value falls on: its own day for a DATE or a wall-clock time (in the zone it was
    /// written for), the day in `timeZone` for a UTC time.
    func day(in timeZone: TimeZone) -> TaskDay {
        switch self {
        case .date(let day): return day
        case .dateTime(let day, _, _, _, .utc):
            return instant(in: timeZone).map { TaskDay($0, in: timeZone) } ?? day
        case .dateTime(let day, _, _, _, _): return day
        }
    }

    /// The moment this value names; a floating time or a DATE is read in `timeZone`, an unknown TZID too.
    func instant(in timeZone: TimeZone) -> Date? {
        let (day, hour, minute, second, zone): (TaskDay, Int, Int, Int, TimeZone)
        switch self {
        case .date(let d): (day, hour, minute, second, zone) = (d, 0, 0, 0, timeZone)
        case .dateTime(let d, let h, let m, let s, .utc):
            (day, hour, minute, second, zone) = (d, h, m, s, TimeZone(identifier: "UTC")!)
        case .dateTime(let d, let h, let m, let s, .floating):
            (day, hour, minute, second, zone) = (d, h, m, s, timeZone)
        case .dateTime(let d, let h, let m, let s, .named(let name)):
            (day, hour, minute, second, zone) = (d, h, m, s, Self.timeZone(named: name) ?? timeZone)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(
            from: DateComponents(
                year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: min(second, 59)))
    }

    /// A TZID as clients write it: an Olson name, or one with a prefix (`/mozilla.org/20050126_1/Europe/Berlin`).
    static func timeZone(named name: String) -> TimeZone? {
        if let zone = TimeZone(identifier: name) { return zone }
        let parts = name.split(separator: "/")
        for count in [3, 2, 1] where parts.count >= count {
            if let zone = TimeZone(identifier: parts.suffix(count).joined(separator: "/")) { return zone }
        }
        return nil
    }

    /// `20261128`.
    static func format(_ day: TaskDay) -> String {
        pad(day.year, 4) + pad(day.month, 2) + pad(day.day, 2)
    }

    /// `20261128T091500Z`.
    static func formatUTC(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return pad(c.year ?? 1970, 4) + pad(c.month ?? 1, 2) + pad(c.day ?? 1, 2) + "T" + pad(c.hour ?? 0, 2)
            + pad(c.minute ?? 0, 2) + pad(c.second ?? 0, 2) + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    private static func day(_ bytes: ArraySlice<UInt8>) -> TaskDay? {
        let start = bytes.startIndex
        guard let year = number(bytes[start..<start + 4]), let month = number(bytes[start + 4..<start + 6]),
            let day = number(bytes[start + 6..<start + 8])
        else { return nil }
        return TaskDay(year: year, month: month, day: day)
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
