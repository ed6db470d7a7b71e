import CVirtualClock
import Foundation
import SwiftUI
import Testing
import WidgetKit

@testable import WidgetTesting

/// The virtual clock is the one the widget's own code reads: `Date()` in a provider or an intent is the tester's
/// time (CVirtualClock interposes the process's real-time clock calls; docs/testing.md).
@MainActor
@Suite struct VirtualClockTests {
    static let march1 = Date(timeIntervalSince1970: 1_772_359_200)  // 2026-03-01 10:00 UTC

    @Test func theProvidersDateIsTheTestersTime() async throws {
        let reads = VirtualTime.virtualReads
        let tester = try await WidgetTester(TickerWidget(), family: .systemSmall, now: Self.march1)
        #expect(tester.texts.contains("loaded 10:00, shows 10:00"))
        #expect(tester.timeline?.loadedAt == Self.march1)
        #expect(VirtualTime.virtualReads > reads, "the interposed clock answered")
    }

    @Test func advancingSwitchesEntriesAndRunsPolicyReloads() async throws {
        let tester = try await WidgetTester(TickerWidget(), family: .systemSmall, now: Self.march1)
        #expect(tester.timeline?.entryDates.count == 5)
        await tester.advance(by: 120)
        #expect(tester.texts.contains("loaded 10:00, shows 10:02"))
        #expect(tester.timeline?.currentEntry == 2)
        #expect(tester.timelineLoadCount == 1)
        await tester.advance(by: 180)
        // 10:05: the policy's reload, run at 10:05 by the provider's own clock.
        #expect(tester.timelineLoadCount == 2)
        #expect(tester.texts.contains("loaded 10:05, shows 10:05"))
    }

    @Test func dateOutsideATesterIsTheRealTime() async throws {
        _ = try await WidgetTester(TickerWidget(), family: .systemSmall, now: Date(timeIntervalSince1970: 0))
        #expect(Date().timeIntervalSince1970 > 1_700_000_000)
        #expect(Date.now.timeIntervalSince1970 > 1_700_000_000)
    }

    @Test func runGivesTheAppsCodeTheVirtualTimeAndWidgetCenter() async throws {
        let tester = try await WidgetTester(TickerWidget(), family: .systemSmall, now: Self.march1)
        let seen = await tester.run { (Date(), Date.now, time(nil)) }
        #expect(seen.0 == Self.march1 && seen.1 == Self.march1 && seen.2 == 1_772_359_200)
        let loads = tester.timelineLoadCount
        await tester.run { WidgetCenter.shared.reloadTimelines(ofKind: "Ticker") }
        #expect(tester.timelineLoadCount == loads + 1)
        #expect(tester.widgetCenterRequests == ["Ticker"])
    }

    @Test func aReloadOutsideATesterDoesNotReachIt() async throws {
        let tester = try await WidgetTester(TickerWidget(), family: .systemSmall, now: Self.march1)
        WidgetCenter.shared.reloadAllTimelines()
        await tester.advance(by: 0)
        #expect(tester.timelineLoadCount == 1)
        #expect(tester.widgetCenterRequests.isEmpty)
    }

    @Test func parallelTestersKeepTheirOwnTime() async throws {
        let times = (0..<6).map { Self.march1 + Double($0) * 7_200 }
        var texts: [[String]] = []
        for time in times {
            let tester = try await WidgetTester(TickerWidget(), family: .systemSmall, now: time)
            texts.append(tester.texts)
        }
        #expect(texts.map { $0.last } == times.map { "loaded \(GroceryView.time($0)), shows \(GroceryView.time($0))" })
        // And at once, from detached tasks: each reads its own task's time.
        let clocks = times.map { ManualClock($0) }
        let seen = await withTaskGroup(of: (Int, Date).self) { group in
            for (index, clock) in clocks.enumerated() {
                group.addTask { VirtualTime.$clock.withValue(clock) { (index, Date()) } }
            }
            var seen = [Date](repeating: .distantPast, count: times.count)
            for await (index, date) in group { seen[index] = date }
            return seen
        }
        #expect(seen == times)
    }
}
