import Foundation
import TaskKit
import TaskWidgets
import TestSupport
import Testing
import WidgetRuntime

extension AllTaskWidgetTests {
    /// The app is another process: `tasks done` writes the store and asks WidgetKit to reload through
    /// the shared directory, and a running host redraws (it reads the requests every half second; the bound
    /// below only keeps a broken build from hanging, it is not a time target).
    @MainActor
    @Suite
    struct CrossProcessTests {
        @Test func aTaskCompletedByAnotherProcessShowsInARunningHost() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            let medium = try await fixture.add(.tasks, .systemMedium)
            fixture.host.start()
            #expect(fixture.html(medium).contains(">5</span>"))

            let tasks = try builtExecutable(named: "tasks")
            let store = fixture.directory.appendingPathComponent("tasks.sqlite").path
            let result = try runProcess(tasks, ["done", TaskWidgetFixture.id(2).uuidString, "--store", store])
            #expect(result.status == 0, "\(result.stderr)")

            let start = ContinuousClock.now
            while !fixture.html(medium).contains(">4</span>"), ContinuousClock.now - start < hangGuard {
                try await Task.sleep(for: .milliseconds(20))
            }
            let waited = ContinuousClock.now - start
            #expect(fixture.html(medium).contains(">4</span>"), "not redrawn after \(waited)")
            // The checked task left the list; the next open one moved up.
            #expect(!fixture.html(medium).contains(">Call the plumber<"))
            #expect(fixture.html(medium).contains(">Book flights<"))
        }
    }
}
