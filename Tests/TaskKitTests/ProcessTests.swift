import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// Several OS processes on one store, and writers killed mid-flight.
@Suite(.serialized) struct ProcessTests {
    let dir = TemporaryDirectory()

    @Test func fourProcessesLoseNoUpdate() throws {
        let helper = try builtExecutable(named: "taskkit-stress")
        let path = dir.path("shared.sqlite")
        try TaskStore(path: path).add(title: "seed")
        let perProcess = 2_000
        let processes = try (0..<4).map { worker -> Process in
            let process = Process()
            process.executableURL = helper
            process.arguments = ["add", path, String(perProcess), "p\(worker)"]
            try process.run()
            return process
        }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let store = try TaskStore(path: path)
        let all = try store.allTasks()
        #expect(all.count == 1 + 4 * perProcess)
        #expect(Set(all.map(\.title)).count == all.count, "every add is its own task")
        for worker in 0..<4 {
            #expect(all.filter { $0.title.hasPrefix("p\(worker)-") }.count == perProcess)
        }
        #expect(all.map(\.position) == Array(0..<all.count), "positions stay unique and dense")
        #expect(try store.summary().total == all.count)
        #expect(try store.changeToken() >= Int64(all.count))
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func killedWritersNeverCorruptOrLoseAcknowledgedWrites() throws {
        let helper = try builtExecutable(named: "taskkit-stress")
        let path = dir.path("killed.sqlite")
        var acknowledged: [UUID] = []
        for round in 0..<24 {
            let process = Process()
            process.executableURL = helper
            process.arguments = ["write", path]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            var output = Data()
            if round < 3 {
                // The first rounds may kill the writer while it creates the store.
                Thread.sleep(forTimeInterval: Double.random(in: 0.001...0.03))
            } else {
                // Killed after a number of acknowledged writes, not after a time: on a loaded machine a writer
                // given a fixed time may get nothing done, and the test would then prove nothing.
                let writes = Int.random(in: 3...12)
                while output.reduce(0, { $1 == 0x0A ? $0 + 1 : $0 }) < writes {
                    let chunk = out.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    output += chunk
                }
                Thread.sleep(forTimeInterval: Double.random(in: 0...0.01))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            output += out.fileHandleForReading.readDataToEndOfFile()
            let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
            // A torn last line was never fully acknowledged.
            acknowledged += lines.compactMap { $0.count == 36 ? UUID(uuidString: String($0)) : nil }

            let store = try TaskStore(path: path)
            #expect(try store.integrityCheck() == "ok", "round \(round)")
            let present = Set(try store.allTasks().map(\.id))
            let missing = acknowledged.filter { !present.contains($0) }
            #expect(missing.isEmpty, "round \(round): \(missing.count) acknowledged adds lost")
            let all = try store.allTasks()
            #expect(try store.summary() == bruteForceSummary(all, today: .today()))
            #expect(all.map(\.position) == Array(0..<all.count))
        }
        #expect(acknowledged.count >= 21 * 3, "the writer got work done between kills")
    }
}

/// POSIX drops every lock a process holds on a file when any descriptor of that file is closed. A
/// second store opened on the same file in one process (the web server's and the widgets') must not
/// break the first one's locks, or another process can checkpoint and delete the WAL under it and
/// the first store's later writes are lost.
@Suite struct SameProcessTests {
    let dir = TemporaryDirectory()

    @Test func aSecondStoreOnTheSameFileKeepsTheFirstOnesWritesSafe() throws {
        let path = dir.path("shared.sqlite")
        let helper = try builtExecutable(named: "taskkit-stress")
        let first = try TaskStore(path: path, durability: .full)
        try first.add(title: "before")
        var second: TaskStore? = try TaskStore(path: path, durability: .full)
        #expect(try second?.allTasks().count == 1)
        second = nil
        // Another process opens and closes the store: it must not think it is the last connection.
        #expect(try runProcess(helper, ["add", path, "1", "other"]).status == 0)
        try first.add(title: "after")
        #expect(try runProcess(helper, ["add", path, "1", "other-again"]).status == 0)
        let reopened = try runProcess(helper, ["titles", path])
        #expect(reopened.status == 0, "\(reopened.stderr)")
        #expect(reopened.stdout.split(separator: "\n") == ["before", "other-0", "after", "other-again-0"])
    }
}
