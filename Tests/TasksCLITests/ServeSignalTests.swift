import Foundation
import TaskKit
import TestSupport
import Testing

/// `tasks serve` stops cleanly on a SIGTERM sent the moment it has answered. Its handler used to be set up
/// after libmicrohttpd's threads existed, which did not block the signal: one of them could take it, with
/// SIGTERM ignored, and the server ran on (1 start in 27). Now every thread blocks it from the start.
@Suite(.serialized) struct ServeSignalTests {
    let dir = TemporaryDirectory()
    var store: String { dir.path("tasks.sqlite") }

    @Test func aSIGTERMRightAfterTheFirstAnswerStopsItEveryTime() throws {
        try TaskStore(path: store).add(title: "A task")
        var outcomes: [String] = []
        for _ in 0..<50 {
            // ServeProcess returns once `GET /` has been answered; the SIGTERM follows at once.
            let serve = try ServeProcess(store: store)
            serve.process.terminate()
            outcomes.append(Self.outcome(of: serve.process))
        }
        #expect(outcomes == Array(repeating: "exit 0", count: 50))
    }

    /// "exit N", "signal N", or "still running" when a lost SIGTERM left it serving (then killed).
    private static func outcome(of process: Process) -> String {
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return "still running"
        }
        let kind = process.terminationReason == .exit ? "exit" : "signal"
        return "\(kind) \(process.terminationStatus)"
    }
}
