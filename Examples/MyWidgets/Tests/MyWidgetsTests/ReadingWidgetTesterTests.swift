import Foundation
import MyWidgets
import Testing
import WidgetKit
import WidgetTesting

/// The reading widget run headless as iOS runs it, with WidgetTesting: its provider's timeline on a virtual
/// clock, a tap that runs its intent, a wrong label.
@MainActor
@Suite struct ReadingWidgetTesterTests {
    /// A Tuesday morning, 09:00 UTC: the tester's clock, which the provider's `Date()` reads.
    static let morning = Date(timeIntervalSince1970: 1_710_234_000)

    /// A goal of 30 pages set in Edit Widget. The book is left to its default, Dune, which no other test logs
    /// (the reading log is shared by the whole test process): a configuration's `AppEntity` parameter is not
    /// archived by the runtime yet (docs/compatibility.md, `AppIntent`).
    static func tester() async throws -> WidgetTester {
        var configuration = ReadingConfiguration()
        configuration.goal = 30
        return try await WidgetTester(
            ReadingWidget(), family: .systemMedium, now: morning, configuration: configuration)
    }

    @Test func theTimelineStartsAtTheVirtualNowAndReloadsAtItsEnd() async throws {
        let tester = try await Self.tester()
        let timeline = try #require(tester.timeline)
        #expect(timeline.entryDates == [0, 1, 2].map { Self.morning.addingTimeInterval(Double($0) * 3600) })
        #expect(tester.texts.contains("Dune — 0 of 30 pages today"), "\(tester.texts)")
        #expect(tester.timelineLoadCount == 1)
        await tester.advance(by: 3600)
        #expect(tester.timeline?.currentEntry == 1)
        #expect(tester.texts.contains("Dune — 8 of 30 pages today"), "\(tester.texts)")
        // `.atEnd`: the provider is asked again once its last entry (two hours in) is shown, and its `Date()`
        // reads that virtual moment.
        await tester.advance(by: 2 * 3600)
        #expect(tester.timelineLoadCount == 2)
        #expect(tester.timeline?.entryDates.first == Self.morning.addingTimeInterval(2 * 3600))
    }

    @Test func aTapOnReadTodayLogsTheBookAndReloads() async throws {
        let tester = try await Self.tester()
        #expect(!ReadingLog.shared.hasRead("dune"))
        let result = try await tester.tap("Read today")
        #expect(result == .performed(intent: "LogReadingIntent"))
        #expect(ReadingLog.shared.hasRead("dune"))
        #expect(tester.timelineLoadCount == 2, "one reload after the tap, as iOS does")
    }

    @Test func aWrongLabelFailsInOneLineNamingWhatCanBeTapped() async throws {
        let tester = try await Self.tester()
        do {
            try await tester.tap("Read yesterday")
            Issue.record("a tap on a label the widget does not show succeeded")
        } catch let error as WidgetTestingError {
            let message = error.description
            #expect(!message.contains("\n"))
            #expect(message.contains("Read yesterday") && message.contains("Read today"), "\(message)")
        }
    }
}
