import Testing
import WidgetRuntime

@testable import HomeScreen

/// `LiveLayout.move`: a widget is numbered among the widgets of its own place, as the page numbers it.
@Suite struct LiveLayoutMoveTests {
    private func order(_ layout: LiveLayout, _ placement: LiveLayout.Placement) -> [String] {
        layout.slots.filter { LiveLayout.Placement($0.family) == placement }.map(\.instance.rawValue)
    }

    @Test func aLockScreenWidgetMovesBothWaysBesideAnInlineWidget() {
        // The standard layout keeps its inline widget last; the page shows it above the clock, apart.
        var layout = LiveLayout.standard
        #expect(order(layout, .lockScreenRow) == ["lock-rectangular", "lock-circular"])
        layout.move("lock-circular", to: 0)  // ‹ on the circular widget
        #expect(order(layout, .lockScreenRow) == ["lock-circular", "lock-rectangular"])
        layout.move("lock-circular", to: 1)  // › on it again
        #expect(order(layout, .lockScreenRow) == ["lock-rectangular", "lock-circular"])
        #expect(order(layout, .lockScreenInline) == ["lock-inline"])
        #expect(order(layout, .homeScreen) == order(.standard, .homeScreen))
    }

    @Test func aHomeScreenMoveLeavesTheLockScreenAndUnreadableEntriesInPlace() throws {
        var layout = LiveLayout.standard
        layout.entries.insert(.unknown(#"{"family":"future","instance":"x"}"#), at: 1)
        layout.move("configurable-large", to: 0)
        #expect(order(layout, .homeScreen) == ["configurable-large", "tasks-medium", "animated-small"])
        if case .unknown = layout.entries[1] {
        } else {
            Issue.record("the unreadable entry moved: \(layout.entries)")
        }
        #expect(layout.entries.count == LiveLayout.standard.entries.count + 1)
        #expect(order(layout, .lockScreenRow) == ["lock-rectangular", "lock-circular"])
        #expect(layout.slots.last?.instance == "lock-inline")
    }

    @Test func anIndexPastEitherEndPutsTheWidgetAtThatEnd() {
        var layout = LiveLayout.standard
        layout.move("tasks-medium", to: 99)
        #expect(order(layout, .homeScreen).last == "tasks-medium")
        layout.move("tasks-medium", to: -3)
        #expect(order(layout, .homeScreen).first == "tasks-medium")
    }
}
