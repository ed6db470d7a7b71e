import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A `tasks` copied elsewhere needs its `.resources` folders beside it: without them the commands that draw
/// refuse with one line, instead of drawing English (or crashing in SwiftPM's `Bundle.module`).
@Suite(.serialized) struct ResourceFolderTests {
    let directory = TemporaryDirectory(prefix: "tasks-copied")
    var store: String { directory.path("tasks.sqlite") }

    /// Copies the built `tasks` into the temporary directory, with the named resource folders.
    func copiedTasks(withResourcesOf targets: [String]) throws -> URL {
        let built = try builtExecutable(named: "tasks")
        let copy = directory.url.appendingPathComponent("tasks")
        try FileManager.default.copyItem(at: built, to: copy)
        for target in targets {
            let folder = "TaskWidgets_\(target).resources"
            try FileManager.default.copyItem(
                at: built.deletingLastPathComponent().appendingPathComponent(folder),
                to: directory.url.appendingPathComponent(folder))
        }
        return copy
    }

    func expectRefusal(_ output: ProcessOutput, naming folder: String) {
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("tasks: missing resource \(directory.url.path)/\(folder)/"), "\(output.stderr)")
        #expect(output.stderr.filter(\.isNewline).count == 1, "\(output.stderr)")
    }

    @Test func withoutAnyFolderDrawingAndServingRefuseButTheStoreCommandsWork() throws {
        let tasks = try copiedTasks(withResourcesOf: [])
        let added = try runProcess(tasks, ["add", "Kept", "--store", store])
        #expect(added.status == 0, "\(added.stderr)")
        expectRefusal(
            try runProcess(tasks, ["widgets", "render", "TaskWidget", "--family", "systemSmall", "--store", store]),
            naming: "TaskWidgets_TaskWidgets.resources")
        expectRefusal(
            try runProcess(tasks, ["widgets", "gallery", "--output", directory.path("gallery"), "--store", store]),
            naming: "TaskWidgets_TaskWidgets.resources")
        expectRefusal(
            try runProcess(tasks, ["serve", "--port", "0", "--store", store]),
            naming: "TaskWidgets_TaskWidgets.resources")
    }

    @Test func withTheWidgetsFolderItDrawsInGermanButServingNeedsThePagesFolder() throws {
        let tasks = try copiedTasks(withResourcesOf: ["TaskWidgets"])
        let render = try runProcess(
            tasks, ["widgets", "render", "TaskWidget", "--family", "systemSmall", "--locale", "de", "--store", store])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains(">Noch keine Aufgaben<"))
        expectRefusal(
            try runProcess(tasks, ["serve", "--port", "0", "--store", store]),
            naming: "TaskWidgets_HomeScreen.resources")
    }

    @Test func withBothFoldersItServes() throws {
        let tasks = try copiedTasks(withResourcesOf: ["TaskWidgets", "HomeScreen"])
        let process = Process()
        process.executableURL = tasks
        process.arguments = ["serve", "--port", "0", "--store", store]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            // SIGTERM stops it cleanly; a server that ignored it is killed and the test fails.
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        kill(process.processIdentifier, SIGTERM)
        #expect(String(decoding: line, as: UTF8.self).hasPrefix("TaskWidgets home screen: http://127.0.0.1:"))
    }
}
