import Foundation
import Testing

@testable import Charts

/// The automatic domains and ticks: nice steps, domains widened to them, and from zero.
@Suite struct NiceScaleTests {
    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(NiceScale.step(span: 12_480, count: 2) == 5_000)
        #expect(NiceScale.step(span: 12_480, count: 5) == 2_000)
        #expect(NiceScale.step(span: 1, count: 10) == 0.1)
        #expect(NiceScale.step(span: 7, count: 2) == 5)
        #expect(NiceScale.step(span: 30, count: 4) == 10)
        #expect(NiceScale.step(span: 0, count: 4) == 1, "an empty span")
    }

    @Test func domainsIncludeZeroAndEndOnWholeSteps() {
        let (domain, step) = NiceScale.domain(low: 4_210, high: 12_480, count: 2, includesZero: true)
        #expect(domain == 0...15_000 && step == 5_000)
        let (temperatures, tenth) = NiceScale.domain(low: 9.1, high: 21.3, count: 3, includesZero: false)
        #expect(temperatures == 5...25 && tenth == 5)
        let (negative, _) = NiceScale.domain(low: -3, high: 7, count: 4, includesZero: true)
        #expect(negative == -4...8)
    }

    @Test func oneValueGetsARangeAroundIt() {
        #expect(NiceScale.domain(low: 0, high: 0, count: 4, includesZero: true).0 == 0...1)
        #expect(NiceScale.domain(low: 5, high: 5, count: 4, includesZero: true).0 == 0...5)
        #expect(NiceScale.domain(low: 5, high: 5, count: 4, includesZero: false).0 == 4...5)
    }

    @Test func ticksAreTheStepsMultiplesWithoutFloatNoise() {
        #expect(NiceScale.ticks(in: 0...15_000, step: 5_000) == [0, 5_000, 10_000, 15_000])
        #expect(NiceScale.ticks(in: 0...0.5, step: 0.1) == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
        #expect(NiceScale.ticks(in: -4...8, step: 2) == [-4, -2, 0, 2, 4, 6, 8])
    }

    @Test func theTickCountFollowsThePlotLength() {
        #expect(NiceScale.desiredCount(forLength: 50) == 2)
        #expect(NiceScale.desiredCount(forLength: 100) == 3)
        #expect(NiceScale.desiredCount(forLength: 150) == 4)
        #expect(NiceScale.desiredCount(forLength: 5_000) == 6)
    }

    @Test func dateTicksFallOnCalendarBoundaries() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: 1_699_920_000)  // 14 November 2023, 00:00 UTC
        let week = start...start.addingTimeInterval(7 * 86_400)
        let stride = DateTicks.automaticStride(for: week, count: 4)
        #expect(stride == DateTicks.Stride(component: .day, count: 2))
        let dates = DateTicks.dates(in: week, stride: stride, calendar: calendar)
        #expect(dates.count == 4 && dates.first == start)
        #expect(
            DateTicks.label(start, stride: stride, calendar: calendar, locale: Locale(identifier: "en_US")) == "Nov 14")
        let day = start.addingTimeInterval(1_800)...start.addingTimeInterval(86_400)
        let hours = DateTicks.dates(in: day, stride: DateTicks.Stride(component: .hour, count: 6), calendar: calendar)
        #expect(
            hours.map { $0.timeIntervalSince(start) / 3_600 } == [6, 12, 18, 24], "the first boundary after the start")
    }
}
