import Foundation
import TestSupport
import Testing

/// What power loss could take: only what was never reported. The `tasks` process runs with an LD_PRELOAD
/// library (Tests/Shims/io-shim.c) that logs, in order, every write to the write-ahead log, every sync of it,
/// every HTTP response as it starts to leave and everything written to standard output. The real code path
/// runs: SQLite's commit, the background WALFlusher, libmicrohttpd's send. No answer that reports a change
/// may leave before a sync that covers every log write made so far.
@Suite(.serialized) struct PowerLossTests {
    let dir = TemporaryDirectory()
    var store: String { dir.path("tasks.sqlite") }
    var log: String { dir.path("io.log") }

    /// Answers sent while log writes were not yet synced (with the event that went out).
    struct Violation: CustomStringConvertible {
        let event: String
        let written: Int
        let covered: Int
        var description: String { "\(event) left with \(written - covered) of \(written) log writes unsynced" }
    }

    /// Reads the log: every answer (a response, a line on standard output) must come after the syncs that
    /// cover all log writes before it. Returns the answers checked and the violations.
    func check(_ log: String) throws -> (answers: [String], violations: [Violation], syncs: Int) {
        var written = 0
        var covered = 0
        var syncs = 0
        var answers: [String] = []
        var violations: [Violation] = []
        for line in try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            switch parts.first {
            case "walwrite": written = Int(parts[1]) ?? written
            case "sync":
                covered = max(covered, Int(parts[1]) ?? 0)
                syncs += 1
            case "send", "stdout":
                answers.append(String(line))
                if covered < written {
                    violations.append(Violation(event: String(line), written: written, covered: covered))
                }
            default: break
            }
        }
        return (answers, violations, syncs)
    }

    func tasks(_ arguments: [String], environment: [String: String]) throws -> ProcessOutput {
        var merged = ProcessInfo.processInfo.environment
        merged["TASKS_STORE"] = nil
        for (name, value) in environment { merged[name] = value }
        return try runProcess(try builtExecutable(named: "tasks"), arguments + ["--store", store], environment: merged)
    }

    @Test func theCommandPrintsAChangeOnlyOnceItsLogIsSynced() throws {
        let shim = ["LD_PRELOAD": try IOShim.library().path, "IOSHIM_LOG": log]
        var ids: [String] = []
        for index in 0..<5 {
            let added = try tasks(["add", "task \(index)"], environment: shim)
            #expect(added.status == 0)
            ids.append(added.stdout.trimmingCharacters(in: .newlines))
        }
        for id in ids.prefix(3) { #expect(try tasks(["done", id], environment: shim).status == 0) }
        let (answers, violations, syncs) = try check(log)
        #expect(answers.count == 8, "\(answers)")
        #expect(syncs >= 8)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func theServerAnswersAChangeOnlyOnceItsLogIsSynced() throws {
        _ = try tasks(["add", "Tap me"], environment: [:])
        let serve = try ServeProcess(
            store: store, environment: ["LD_PRELOAD": try IOShim.library().path, "IOSHIM_LOG": log])
        defer { serve.stop() }
        // One change after another, each of the kinds the server makes: the app panel's and a widget's tap.
        let added = try serve.request("POST", "/app/tasks", json: #"{"title":"From the panel","priority":"high"}"#)
        #expect(added.status == 201)
        let list = try JSONSerialization.jsonObject(with: Data(try serve.request("GET", "/app/tasks").body))
        let ids = ((list as? [String: Any])?["tasks"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.count == 2)
        for id in ids {
            let archive = #"{\"parameters\":{\"taskID\":\"\#(id)\"},\"type\":\"ToggleTaskIntent\"}"#
            let tap = try serve.request(
                "POST", "/intents", json: #"{"archive":"\#(archive)","instance":"tasks-medium"}"#)
            #expect(tap.status == 200, "\(tap.text)")
            #expect(try serve.request("PATCH", "/app/tasks/\(id)", json: #"{"isCompleted":false}"#).status == 200)
        }
        #expect(try serve.request("POST", "/app/tasks/\(ids[1])/move", json: #"{"index":0}"#).status == 204)
        #expect(try serve.request("DELETE", "/app/tasks/\(ids[0])").status == 204)
        serve.stop()
        let (answers, violations, syncs) = try check(log)
        let changes = answers.filter { $0.hasPrefix("send HTTP/1.1 20") }
        #expect(changes.count >= 9, "\(answers)")
        #expect(syncs >= 7, "each change was synced (several may share a sync)")
        #expect(violations.isEmpty, "\(violations)")
    }

    /// The check can fail: with syncs that do nothing (and so are not logged), the same answers are caught.
    @Test func theCheckCatchesAnswersBeforeTheSync() throws {
        let shim = ["LD_PRELOAD": try IOShim.library().path, "IOSHIM_LOG": log, "IOSHIM_FAKE_SYNC": "1"]
        for index in 0..<3 { #expect(try tasks(["add", "task \(index)"], environment: shim).status == 0) }
        let (answers, violations, _) = try check(log)
        #expect(answers.count == 3)
        #expect(violations.count == 3)
        let serve = try ServeProcess(store: store, environment: shim)
        #expect(try serve.request("POST", "/app/tasks", json: #"{"title":"x"}"#).status == 201)
        serve.stop()
        #expect(try check(log).violations.contains { $0.event.hasPrefix("send HTTP/1.1 201") })
    }
}
