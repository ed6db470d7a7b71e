import Foundation

/// A plotted value as the chart draws it: a number, a category or a date.
enum ChartValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case date(Date)

    /// The position on a continuous scale: the number, or a date's seconds since 2001.
    var continuous: Double? {
        switch self {
        case .number(let number): number
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .string: nil
        }
    }
}
