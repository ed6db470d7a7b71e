import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// Files in the shared data directory are replaced whole, and no temporary copy outlives its process.
@Suite struct AtomicFileTests {
    let dir = TemporaryDirectory()

    /// The id of a process that has ended.
    func endedProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func aWriteReplacesTheFileAndRemovesCopiesOfEndedProcesses() throws {
        let file = dir.url.appendingPathComponent("widget-configurations.json")
        let ended = try endedProcess()
        let leftover = dir.path(".widget-configurations.json.\(ended).1234ABCD.tmp")
        let live = dir.path(".widget-configurations.json.\(getpid() == 1 ? 2 : 1).ABCD1234.tmp")  // pid 1 runs
        let foundation = dir.path(".dat.nosync1A2B.XyZ123")
        for path in [leftover, live, foundation] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)))
        }
        // Foundation's copy is removed only once it is old enough not to be another process's write in flight.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: foundation)
        try AtomicFile.write(Data("[1]".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "[1]")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted()
        #expect(names == [(live as NSString).lastPathComponent, "widget-configurations.json"])
    }
}
