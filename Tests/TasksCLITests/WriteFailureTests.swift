import Foundation
import TestSupport
import Testing

/// A full disk says that the write failed — on the command line and over HTTP — and nothing changes; a
/// process killed while it replaces a file leaves no temporary copy behind. The faults are made by the
/// LD_PRELOAD library of Tests/Shims/io-shim.c in the real `tasks` process.
@Suite(.serialized) struct WriteFailureTests {
    let dir = TemporaryDirectory()
    var store: String { dir.path("tasks.sqlite") }
    /// While this file exists, every write to the store's log fails with ENOSPC.
    var fullFlag: String { dir.path("disk-is-full") }

    func tasks(_ arguments: String..., environment: [String: String] = [:]) throws -> ProcessOutput {
        var merged = ProcessInfo.processInfo.environment
        merged["TASKS_STORE"] = nil
        for (name, value) in environment { merged[name] = value }
        return try runProcess(try builtExecutable(named: "tasks"), arguments + ["--store", store], environment: merged)
    }

    func titles() throws -> [String] {
        let list = try tasks("list", "--all", "--json")
        return (try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? [])
            .compactMap { $0["title"] as? String }
    }

    @Test func aFullDiskIsReportedAsAFailedWrite() throws {
        #expect(try tasks("add", "Before").status == 0)
        #expect(FileManager.default.createFile(atPath: fullFlag, contents: Data()))
        let shim = ["LD_PRELOAD": try IOShim.library().path, "IOSHIM_FULL_FLAG": fullFlag]
        let refused = try tasks("add", "On a full disk", environment: shim)
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "tasks: the change could not be written to \(store): the disk is full; nothing was changed\n")
        #expect(try titles() == ["Before"])
    }

    @Test func aFullDiskIsAClearHTTPAnswer() throws {
        #expect(try tasks("add", "Before").status == 0)
        let serve = try ServeProcess(
            store: store, environment: ["LD_PRELOAD": try IOShim.library().path, "IOSHIM_FULL_FLAG": fullFlag])
        defer { serve.stop() }
        let list = try JSONSerialization.jsonObject(with: Data(try serve.request("GET", "/app/tasks").body))
        let id = try #require(((list as? [String: Any])?["tasks"] as? [[String: Any]])?.first?["id"] as? String)
        #expect(FileManager.default.createFile(atPath: fullFlag, contents: Data()))
        let added = try serve.request("POST", "/app/tasks", json: #"{"title":"On a full disk"}"#)
        #expect(added.status == 507)
        #expect(added.text.contains("the disk is full; nothing was changed"), "\(added.text)")
        let archive = #"{\"parameters\":{\"taskID\":\"\#(id)\"},\"type\":\"ToggleTaskIntent\"}"#
        let tap = try serve.request("POST", "/intents", json: #"{"archive":"\#(archive)","instance":"tasks-medium"}"#)
        #expect(tap.status == 507, "\(tap.text)")
        #expect(tap.text.contains("the disk is full"))
        try FileManager.default.removeItem(atPath: fullFlag)
        #expect(try serve.request("POST", "/app/tasks", json: #"{"title":"After"}"#).status == 201)
        serve.stop()
        let stored = try titles()
        #expect(stored.contains("Before") && stored.contains("After") && !stored.contains("On a full disk"))
        let list2 = try tasks("list", "--all", "--json").stdout
        #expect(!list2.contains("\"isCompleted\" : true"), "the refused tap changed nothing")
    }

    /// Killed in the middle of layout changes (any rename held up by the shim for the kill to land), the
    /// server leaves no temporary file once started again: the layout is a document in the store, and the
    /// file the hosts still replace goes through AtomicFile. Foundation's `.atomic` left `.dat.nosync…` copies
    /// of the layout file for good.
    @Test func noTemporaryFileOutlivesAKill() throws {
        #expect(try tasks("add", "A task").status == 0)
        let shim = ["LD_PRELOAD": try IOShim.library().path, "IOSHIM_SLOW_RENAME": "400"]
        let add = #"{"action":"add","kind":"TaskWidget","family":"systemSmall"}"#
        for round in 0..<3 {
            let serve = try ServeProcess(store: store, environment: shim)
            #expect(try serve.request("GET", "/").status == 200)
            let change = Thread { _ = try? serve.request("POST", "/layout", json: add) }
            change.start()
            Thread.sleep(forTimeInterval: 0.2)
            serve.killNow()
            // A copy of the hosts' published configurations may be left by the kill (named after the
            // process, removed by the next start); Foundation's never.
            let foundations = try temporaryFiles().filter { $0.hasPrefix(".dat.nosync") }
            #expect(foundations.isEmpty, "round \(round): \(foundations)")
        }
        let serve = try ServeProcess(store: store)
        #expect(try serve.request("GET", "/").status == 200)
        serve.stop()
        let left = try temporaryFiles()
        #expect(left.isEmpty, "\(left)")
    }

    func temporaryFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter {
            $0.hasPrefix(".dat.nosync") || $0.hasSuffix(".tmp")
        }
    }
}
