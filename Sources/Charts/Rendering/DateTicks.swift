import Foundation

/// Automatic ticks on a time scale: calendar boundaries (every hour, day, month…) at the first stride that
/// gives no more ticks than the plot has room for.
enum DateTicks {
    struct Stride: Equatable {
        var component: Calendar.Component
        var count: Int

        /// About how long the stride is, to choose one.
        var seconds: Double {
            let unit: Double =
                switch component {
                case .second: 1
                case .minute: 60
                case .hour: 3600
                case .day: 86400
                case .weekOfYear: 604_800
                case .month: 2_629_746
                default: 31_556_952
                }
            return unit * Double(count)
        }
    }

    static let strides: [Stride] = [
        Stride(component: .second, count: 1), Stride(component: .second, count: 15),
        Stride(component: .minute, count: 1), Stride(component: .minute, count: 5),
        Stride(component: .minute, count: 15), Stride(component: .minute, count: 30),
        Stride(component: .hour, count: 1), Stride(component: .hour, count: 3), Stride(component: .hour, count: 6),
        Stride(component: .hour, count: 12), Stride(component: .day, count: 1), Stride(component: .day, count: 2),
        Stride(component: .weekOfYear, count: 1), Stride(component: .month, count: 1),
        Stride(component: .month, count: 3), Stride(component: .year, count: 1),
    ]

    /// The smallest stride giving at most `count` intervals over `domain`.
    static func automaticStride(for domain: ClosedRange<Date>, count: Int) -> Stride {
        let span = domain.upperBound.timeIntervalSince(domain.lowerBound)
        return strides.first { span / $0.seconds <= Double(count) } ?? strides[strides.count - 1]
    }

    /// The dates in `domain` on boundaries of `stride`'s component, every `count` of them.
    static func dates(in domain: ClosedRange<Date>, stride: Stride, calendar: Calendar) -> [Date] {
        guard stride.count > 0, var date = calendar.dateInterval(of: stride.component, for: domain.lowerBound)?.start
        else { return [] }
        var dates: [Date] = []
        while date <= domain.upperBound && dates.count < 1000 {
            if date >= domain.lowerBound { dates.append(date) }
            guard let next = calendar.date(byAdding: stride.component, value: stride.count, to: date) else { break }
            date = next
        }
        return dates
    }

    /// A tick's label: as much of the date as the stride tells apart.
    static func label(_ date: Date, stride: Stride, calendar: Calendar, locale: Locale) -> String {
        let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        switch stride.component {
        case .year: return date.formatted(style.year())
        case .month: return date.formatted(style.month(.abbreviated))
        case .day, .weekOfYear: return date.formatted(style.month(.abbreviated).day())
        case .hour: return date.formatted(style.hour())
        default: return date.formatted(style.hour().minute())
        }
    }
}
