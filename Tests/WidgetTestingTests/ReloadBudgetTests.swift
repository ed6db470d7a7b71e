import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetTesting

/// The reload budget made visible: what a provider asks for over simulated days, and what it gets.
@MainActor
@Suite struct ReloadBudgetTests {
    static let midnight = Date(timeIntervalSince1970: 1_772_323_200)  // 2026-03-01 00:00 UTC

    @Test func aFiveMinuteProviderIsThrottledAfterFortyReloads() async throws {
        let report = try await WidgetTester.reloadReport(of: TickerWidget(), from: Self.midnight, days: 1)
        #expect(report.requestedPerDay == 288)
        #expect(report.grantedPerDay == 40)
        #expect(report.throttledFrom == Self.midnight + 41 * 300)
        #expect(
            report.description
                == "this provider asks for 288 reloads a day; iOS grants 40–70 (modelled: 40); from 03:25 UTC on it is throttled"
        )
    }

    @Test func anHourlyProviderIsNeverThrottled() async throws {
        let report = try await WidgetTester.reloadReport(of: HourlyWidget(), from: Self.midnight, days: 2)
        #expect(report.requestedPerDay == 24 && report.grantedPerDay == 24)
        #expect(!report.isThrottled)
        #expect(report.description.hasSuffix("; it is never throttled"))
    }

    @Test func theBudgetSaysWhatIsUsedAndWhenTheNextIsRefused() async throws {
        let tester = try await WidgetTester(TickerWidget(), family: .systemSmall, now: Self.midnight)
        #expect(tester.budget.used == 0 && tester.budget.remaining == 40)
        #expect(tester.budget.granted == Self.midnight + 300)
        await tester.advance(by: 40 * 300)
        #expect(tester.timelineLoadCount == 41)
        let budget = tester.budget
        #expect(budget.used == 40 && budget.remaining == 0 && budget.isThrottled)
        #expect(budget.requested == Self.midnight + 41 * 300)
        // The first counted reload (00:05) leaves the window a day later, and the next reload waits for it.
        #expect(budget.granted == Self.midnight + 300 + 86_400)
        #expect(
            budget.description == "40 of 40 policy reloads used in the last 24 h; next reload refused until 00:05 UTC")
        await tester.advance(by: 3600)
        #expect(tester.timelineLoadCount == 41, "no reload while throttled")
        #expect(tester.texts.contains("loaded 03:20, shows 03:24"), "the last entry stays")
    }
}
