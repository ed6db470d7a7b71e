import Foundation

/// Formats `Text(date, style:)` against the render clock, so output is deterministic.
@MainActor
enum DateText {
    private static var formatters: [String: DateFormatter] = [:]

    static func string(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> String {
        let now = environment.now ?? Date()
        switch style {
        case .time: return formatter(time: true, environment).string(from: date)
        case .date: return formatter(time: false, environment).string(from: date)
        case .relative: return relative(Int(date.timeIntervalSince(now).magnitude))
        case .offset: return offset(Int(date.timeIntervalSince(now)))
        default: return timer(Int(date.timeIntervalSince(now).magnitude))
        }
    }

    private static func formatter(time: Bool, _ environment: EnvironmentValues) -> DateFormatter {
        let key = "\(time)|\(environment.locale.identifier)|\(environment.timeZone.identifier)"
        if let cached = formatters[key] { return cached }
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = time ? .none : .long
        formatter.timeStyle = time ? .short : .none
        formatters[key] = formatter
        return formatter
    }

    /// "2 hr, 5 min" as SwiftUI shows a relative date (two largest units, abbreviated).
    static func relative(_ seconds: Int) -> String {
        let units: [(Int, String, String)] = [
            (86400, "day", "days"), (3600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec"),
        ]
        var parts: [String] = []
        var rest = seconds
        for (size, one, many) in units {
            let count = rest / size
            if count > 0 || (parts.isEmpty && size == 1) {
                parts.append("\(count) \(count == 1 ? one : many)")
                rest -= count * size
            } else if !parts.isEmpty {
                break
            }
            if parts.count == 2 { break }
        }
        return parts.joined(separator: ", ")
    }

    /// "+2 hours", "-5 minutes": the offset from now in its largest unit.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = seconds.magnitude
        let units: [(UInt, String)] = [(86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
        for (size, name) in units where magnitude >= size || size == 1 {
            let count = magnitude / size
            return "\(sign)\(count) \(name)\(count == 1 ? "" : "s")"
        }
        return "+0 seconds"
    }

    /// A timer interval at the render clock: the time left (counting down) or gone (counting up), clamped to
    /// the interval, stopped at its pause time.
    static func timer(_ timer: Text.TimerInterval, in environment: EnvironmentValues) -> String {
        var now = environment.now ?? Date()
        if let pause = timer.pauseTime { now = min(now, pause) }
        let start = timer.interval.lowerBound
        let end = timer.interval.upperBound
        let clamped = min(max(now, start), end)
        let seconds = Int(
            (timer.countsDown ? end.timeIntervalSince(clamped) : clamped.timeIntervalSince(start)).rounded())
        if timer.showsHours { return self.timer(seconds) }
        let minutes = seconds / 60
        let secs = seconds % 60
        return "\(minutes):" + (secs < 10 ? "0\(secs)" : String(secs))
    }

    /// "5:03" or "1:05:00": a running timer.
    static func timer(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        let secs = seconds % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        if hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
        return "\(minutes):\(two(secs))"
    }
}
