import Foundation

/// "Nice" numeric domains and ticks: steps of 1, 2 or 5 times a power of ten, a domain widened to whole steps
/// (and to zero, as Charts' automatic domain includes zero), about as many ticks as the plot has room for.
enum NiceScale {
    /// Points of plot length per tick interval: a 100 pt plot gets 3 intervals, a 200 pt one 6 at most (our
    /// estimate of Charts' automatic density; see docs/layout.md, "Charts").
    static let pointsPerTick = 35.0

    /// About how many intervals a plot of `length` points is divided in.
    static func desiredCount(forLength length: Double) -> Int {
        min(6, max(2, Int((length / pointsPerTick).rounded())))
    }

    /// The nice step dividing `span` into about `count` intervals: 1, 2 or 5 times a power of ten, whichever
    /// is nearest on a log scale (the thresholds are the geometric means √2, √10, √50).
    static func step(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let raw = span / Double(count)
        let power = pow(10, (log10(raw)).rounded(.down))
        let error = raw / power
        let factor: Double =
            if error >= 50.0.squareRoot() { 10 } else if error >= 10.0.squareRoot() {
                5
            } else if error >= 2.0.squareRoot() { 2 } else { 1 }
        return factor * power
    }

    /// The domain covering `low…high` (with zero when `includesZero`), widened to whole steps, and its step.
    static func domain(low: Double, high: Double, count: Int, includesZero: Bool) -> (ClosedRange<Double>, Double) {
        var low = low
        var high = high
        if includesZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if low == high {
            // One value: a unit around it (from zero when it is zero).
            if low == 0 {
                high = 1
            } else if low > 0 {
                low = includesZero ? 0 : low - 1
            } else {
                high = includesZero ? 0 : high + 1
            }
            if low == high { high = low + 1 }
        }
        // One step, from the data's span: widening to whole steps and choosing again (as d3's `nice` does)
        // can double the domain (0…12,480 in two steps: 0…15,000, then 0…20,000).
        let step = Self.step(span: high - low, count: count)
        low = (low / step).rounded(.down) * step
        high = (high / step).rounded(.up) * step
        return (low...high, step)
    }

    /// The multiples of `step` in `domain`, from its lower bound.
    static func ticks(in domain: ClosedRange<Double>, step: Double) -> [Double] {
        guard step > 0 else { return [domain.lowerBound] }
        let first = (domain.lowerBound / step).rounded(.up)
        let last = (domain.upperBound / step).rounded(.down)
        guard first <= last, last - first < 1000 else { return [] }
        // Multiplying (not adding) keeps 0.1 × 3 from drifting to 0.30000000000000004.
        return stride(from: first, through: last, by: 1).map { clean($0 * step) }
    }

    /// A tick value without the float noise multiplication leaves (0.30000000000000004 → 0.3).
    static func clean(_ value: Double) -> Double {
        guard value != 0 else { return 0 }
        let digits = 12 - Int(log10(abs(value)).rounded(.up))
        let scale = pow(10, Double(max(0, min(15, digits))))
        return (value * scale).rounded() / scale
    }
}
