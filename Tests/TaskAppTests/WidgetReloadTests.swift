import Foundation
import TaskKit
import Testing

@testable import TaskApp

@Suite @MainActor struct WidgetReloadTests {
    @Test func aBurstOfEditsAsksForOneReload() async throws {
        // The store works off the main actor, so a burst's writes take wall-clock time (seconds on a loaded
        // machine): a window longer than any burst, and the end of the burst is the flush.
        let fixture = try await ModelFixture(tasks: ["A", "B", "C"], reloadDelay: .seconds(600))
        let a = try fixture.id(of: "A")

        // A burst: an add, ten toggles, an edit, a move and a delete.
        await fixture.model.save(TaskDraft(title: "D"), for: .new)
        for _ in 0..<10 { await fixture.model.toggle(a) }
        let b = try #require(fixture.model.task(id: fixture.id(of: "B")))
        await fixture.model.save(TaskDraft(title: "B2"), for: .edit(b))
        await fixture.model.move(in: .open, from: [0], to: 3)
        await fixture.model.delete(at: [0], in: .open)
        #expect(fixture.reloadCount == 0)
        #expect(fixture.reloads.hasPendingReload)

        fixture.reloads.flush()
        #expect(fixture.reloadCount == 1)
        #expect(!fixture.reloads.hasPendingReload)

        // The next change starts the next burst.
        await fixture.model.toggle(a)
        #expect(fixture.reloads.hasPendingReload)
        fixture.reloads.flush()
        #expect(fixture.reloadCount == 2)
    }

    @Test func theReloadComesByItselfWhenTheBurstEnds() async throws {
        let fixture = try await ModelFixture(tasks: ["A"])
        await fixture.model.toggle(try fixture.id(of: "A"))
        #expect(fixture.reloads.hasPendingReload)
        await fixture.reloads.waitForPendingReload()
        #expect(fixture.reloadCount == 1)
        #expect(!fixture.reloads.hasPendingReload)
    }

    @Test func leavingTheForegroundReloadsAtOnceAndOnlyOnce() async throws {
        let fixture = try await ModelFixture(tasks: ["A"])
        await fixture.model.toggle(try fixture.id(of: "A"))

        fixture.model.willLeaveForeground()
        #expect(fixture.reloadCount == 1)
        await fixture.reloads.waitForPendingReload()
        try await Task.sleep(for: .milliseconds(80))  // past the burst window: the cancelled wait must not fire
        #expect(fixture.reloadCount == 1)

        fixture.model.willLeaveForeground()  // nothing pending: no reload
        #expect(fixture.reloadCount == 1)
    }

    @Test func failedOrEmptyChangesAskForNoReload() async throws {
        let fixture = try await ModelFixture(tasks: ["A"])
        await fixture.model.save(TaskDraft(title: ""), for: .new)
        await fixture.model.toggle(UUID())
        await fixture.model.delete(at: [3], in: .open)
        #expect(!fixture.reloads.hasPendingReload)
        #expect(fixture.reloadCount == 0)
    }
}
