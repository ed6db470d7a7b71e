import Foundation
import WidgetRuntime

/// A position scale of a drawn chart: values of one axis to points along it.
struct ChartScale {
    enum Kind {
        /// Categories, each a band of equal width, in order.
        case category([ChartValue])
        /// Numbers or dates, from the domain's lower bound at `start` to its upper bound at `end`.
        case continuous(ClosedRange<Double>, isDate: Bool)
    }

    var kind: Kind
    /// The point of the domain's start (the first category's band, the lower bound), and of its end.
    var start: CGFloat
    var end: CGFloat
    /// The step of the automatic ticks of a numeric scale.
    var step: Double?
    var calendar: Calendar

    /// The point of a value (the middle of a category's band, or of a date's unit).
    func position(of coordinate: ChartCoordinate) -> CGFloat? {
        if let interval = unitInterval(coordinate) {
            return (position(of: interval.start) + position(of: interval.end)) / 2
        }
        return position(ofValue: coordinate.value)
    }

    /// The point of a value, without its unit.
    func position(ofValue value: ChartValue) -> CGFloat? {
        switch kind {
        case .category(let values):
            guard let index = values.firstIndex(of: value) else { return nil }
            let band = (end - start) / CGFloat(max(1, values.count))
            return start + band * (CGFloat(index) + 0.5)
        case .continuous:
            guard let number = value.continuous else { return nil }
            return position(of: number)
        }
    }

    /// The point of a number (or a date's seconds) on a continuous scale.
    func position(of number: Double) -> CGFloat {
        guard case .continuous(let domain, _) = kind else { return start }
        let span = domain.upperBound - domain.lowerBound
        let fraction = span == 0 ? 0.5 : (number - domain.lowerBound) / span
        return start + (end - start) * CGFloat(fraction)
    }

    /// A number brought into a continuous domain (a bar's or an area's base outside it).
    func clamped(_ number: Double) -> Double {
        guard case .continuous(let domain, _) = kind else { return number }
        return min(max(number, domain.lowerBound), domain.upperBound)
    }

    /// The start and end points of the band a value takes (a category's band, a date unit's interval).
    func band(of coordinate: ChartCoordinate) -> (start: CGFloat, end: CGFloat)? {
        if let interval = unitInterval(coordinate) {
            return (position(of: interval.start), position(of: interval.end))
        }
        guard case .category(let values) = kind, let index = values.firstIndex(of: coordinate.value) else {
            return nil
        }
        let band = (end - start) / CGFloat(max(1, values.count))
        return (start + band * CGFloat(index), start + band * CGFloat(index + 1))
    }

    /// The calendar unit a date stands for, in seconds since 2001.
    func unitInterval(_ coordinate: ChartCoordinate) -> (start: Double, end: Double)? {
        guard case .date(let date) = coordinate.value, let unit = coordinate.unit,
            let interval = (coordinate.calendar ?? calendar).dateInterval(of: unit, for: date)
        else { return nil }
        return (interval.start.timeIntervalSinceReferenceDate, interval.end.timeIntervalSinceReferenceDate)
    }
}
