import Foundation
import MyWidgets
import Testing
import WidgetKit
import WidgetTesting

/// The reading widget run headless as iOS runs it, with WidgetTesting: its provider's timeline on a virtual
/// clock, taps that run its intent (by visible text and by accessibility label), a wrong label, a snapshot matrix.
@MainActor
@Suite struct ReadingWidgetTesterTests {
    /// A Tuesday morning, 09:00 UTC: the tester's clock, which the provider's `Date()` reads.
    static let morning = Date(timeIntervalSince1970: 1_710_234_000)

    /// Kindred and a goal of 30 pages, as set in Edit Widget: the book is an `AppEntity`, found again by its
    /// query. No other test logs Kindred (the reading log is shared by the whole test process).
    static func tester() async throws -> WidgetTester {
        try await WidgetTester(
            ReadingWidget(), family: .systemMedium, now: morning,
            configuration: ReadingConfiguration(book: Book.shelf[2], goal: 30))
    }

    @Test func theTimelineStartsAtTheVirtualNowAndReloadsAtItsEnd() async throws {
        let tester = try await Self.tester()
        let timeline = try #require(tester.timeline)
        #expect(timeline.entryDates == [0, 1, 2].map { Self.morning.addingTimeInterval(Double($0) * 3600) })
        // The longest title does not fit beside the ring: ViewThatFits draws the shorter one.
        #expect(tester.texts.contains("Kindred — 0/30"), "\(tester.texts)")
        #expect(tester.timelineLoadCount == 1)
        await tester.advance(by: 3600)
        #expect(tester.timeline?.currentEntry == 1)
        #expect(tester.texts.contains("Kindred — 8/30"), "\(tester.texts)")
        // `.atEnd`: the provider is asked again once its last entry (two hours in) is shown, and its `Date()`
        // reads that virtual moment.
        await tester.advance(by: 2 * 3600)
        #expect(tester.timelineLoadCount == 2)
        #expect(tester.timeline?.entryDates.first == Self.morning.addingTimeInterval(2 * 3600))
    }

    @Test func aTapOnReadTodayLogsTheBookAndReloads() async throws {
        let tester = try await Self.tester()
        #expect(!ReadingLog.shared.hasRead("kindred"))
        let result = try await tester.tap("Read today")
        #expect(result == .performed(intent: "LogReadingIntent"))
        #expect(ReadingLog.shared.hasRead("kindred"))
        #expect(tester.timelineLoadCount == 2, "one reload after the tap, as iOS does")
    }

    /// The same toggle found as VoiceOver names it. Dune: no other test logs it.
    @Test func aTapByAccessibilityLabelRunsTheIntentAndRedraws() async throws {
        let tester = try await WidgetTester(
            ReadingWidget(), family: .systemMedium, now: Self.morning,
            configuration: ReadingConfiguration(book: Book.shelf[0], goal: 30))
        let toggle = try #require(tester.accessibilityElements.first { $0.label == "Mark Dune as read today" })
        #expect(toggle.value == "0")
        #expect(!ReadingLog.shared.hasRead("dune"))
        let result = try await tester.tap("Mark Dune as read today")
        #expect(result == .performed(intent: "LogReadingIntent"))
        #expect(ReadingLog.shared.hasRead("dune"))
        #expect(tester.timelineLoadCount == 2)
    }

    /// The medium widget in light and dark, at the default and a large accessibility text size, full colour and
    /// tinted, left to right and right to left: 16 cells, each compared with its text reference in
    /// `__Snapshots__/ReadingWidgetTesterTests/reading-matrix/`.
    @Test func theMatrixMatchesItsReferences() async throws {
        let matrix = SnapshotMatrix(
            families: [.systemMedium], colorSchemes: [.light, .dark], dynamicTypeSizes: [.large, .accessibility3],
            renderingModes: [.fullColor, .accented], layoutDirections: [.leftToRight, .rightToLeft])
        let cells = try await WidgetTester.assertSnapshots(
            of: ReadingWidget(), matrix: matrix, named: "reading-matrix", now: Self.morning,
            configuration: ReadingConfiguration(book: Book.shelf[2], goal: 30))
        #expect(cells == 16)
    }

    @Test func aWrongLabelFailsInOneLineNamingWhatCanBeTapped() async throws {
        let tester = try await Self.tester()
        do {
            try await tester.tap("Read yesterday")
            Issue.record("a tap on a label the widget does not show succeeded")
        } catch let error as WidgetTestingError {
            let message = error.description
            #expect(!message.contains("\n"))
            #expect(message.contains("Read yesterday") && message.contains("Mark Kindred as read today"), "\(message)")
        }
    }
}
