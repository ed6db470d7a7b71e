import Foundation
import TaskKit
import TestSupport
import Testing

@testable import TasksCLI

/// Collects what a command writes.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }

    func context(environment: [String: String], input: Data = Data()) -> CLIContext {
        CLIContext(
            environment: environment, timeZone: TimeZone(identifier: "UTC")!,
            now: { Date(timeIntervalSince1970: 1_780_272_000) },  // 2026-06-01
            write: { text in self.lock.withLock { self.out += text } },
            writeError: { text in self.lock.withLock { self.err += text } },
            readStandardInput: { input })
    }
}

@Suite struct CLITests {
    let temporary = TemporaryDirectory(prefix: "tasks-cli")
    let storePath: String

    init() throws {
        storePath = temporary.path("tasks.sqlite")
    }

    var dir: URL { temporary.url }

    @discardableResult
    func tasks(_ arguments: String..., input: Data = Data(), env: [String: String]? = nil) -> ProcessOutput {
        let capture = Capture()
        let status = TasksCLI.main(
            arguments, context: capture.context(environment: env ?? ["TASKS_STORE": storePath], input: input))
        return ProcessOutput(status: status, stdout: capture.stdout, stderr: capture.stderr)
    }

    func expectError(
        _ result: ProcessOutput, status: Int32, containing text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.stderr.contains(text), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.filter(\.isNewline).count == 1, "one line", sourceLocation: sourceLocation)
    }

    func add(_ title: String, _ extra: String...) -> String {
        let capture = Capture()
        _ = TasksCLI.main(
            ["add", title] + extra, context: capture.context(environment: ["TASKS_STORE": storePath]))
        return capture.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func listed() throws -> [TaskItem] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([TaskItem].self, from: Data(tasks("list", "--all", "--json").stdout.utf8))
    }

    @Test func addPrintsTheIdAndValidates() throws {
        let result = tasks("add", "Buy milk", "--priority", "high", "--due", "2026-05-01")
        #expect(result.status == 0 && result.stderr.isEmpty)
        let id = try #require(UUID(uuidString: result.stdout.trimmingCharacters(in: .newlines)))
        let item = try #require(try listed().first)
        #expect(item.id == id && item.priority == .high && item.dueDate == TaskDay("2026-05-01"))
        #expect(tasks("add", "--priority=low", "--", "-dash title").status == 0)
        #expect(try listed().last?.title == "-dash title")
        expectError(tasks("add"), status: 2, containing: "missing TITLE")
        expectError(tasks("add", ""), status: 1, containing: "the title is empty")
        expectError(tasks("add", "   "), status: 1, containing: "the title is empty")
        expectError(tasks("add", String(repeating: "x", count: 501)), status: 1, containing: "at most 500")
        expectError(tasks("add", "x", "--priority", "urgent"), status: 2, containing: "priority 'urgent'")
        expectError(tasks("add", "x", "--due", "2026-02-30"), status: 2, containing: "not a date")
        expectError(tasks("add", "x", "--due"), status: 2, containing: "needs a value")
        expectError(tasks("add", "x", "y"), status: 2, containing: "unexpected argument 'y'")
        expectError(tasks("add", "x", "--bogus"), status: 2, containing: "unknown option '--bogus'")
        expectError(tasks("add", "x", "-p"), status: 2, containing: "unknown option '-p'")
        expectError(tasks("add", "x", "--priority", "low", "--priority", "high"), status: 2, containing: "twice")
        #expect(try listed().count == 2)
    }

    @Test func listShowsATableOrJSON() throws {
        _ = add("Buy milk", "--priority", "high", "--due", "2026-05-01")
        let done = add("Write report", "--priority", "low")
        _ = add("Call mom", "--due", "2026-06-02")
        tasks("done", done)
        let table = tasks("list").stdout
        #expect(table.contains("[ ] "))
        #expect(table.contains("high  Buy milk"))
        #expect(table.contains("2026-05-01 overdue"))
        #expect(table.contains("2026-06-02 tomorrow"))
        #expect(!table.contains("Write report"))
        #expect(table.contains("2 open, 1 done, 1 overdue (--all shows completed tasks)"))
        let all = tasks("list", "--all").stdout
        #expect(all.contains("[x] \(done.prefix(8))  low   Write report"))
        let json = tasks("list", "--json").stdout
        #expect(json.contains("\"completedAt\" : null"))
        let keys = json.split(separator: "\n").prefix(10).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(keys.dropFirst(2).first?.hasPrefix("\"completedAt\"") == true, "keys sorted")
        #expect(try listed().count == 3)
        expectError(tasks("list", "extra"), status: 2, containing: "unexpected argument")
        expectError(tasks("list", "--json=yes"), status: 2, containing: "takes no value")
        let empty = tasks("list", env: ["TASKS_STORE": dir.appendingPathComponent("empty.sqlite").path])
        #expect(empty.stdout.hasPrefix("No tasks yet"))
    }

    @Test func toggleDoneUndoByPrefix() throws {
        let id = add("Task")
        #expect(tasks("toggle", String(id.prefix(8))).stdout.hasPrefix("Completed"))
        #expect(try listed()[0].isCompleted)
        #expect(tasks("toggle", String(id.prefix(4)).lowercased()).stdout.hasPrefix("Reopened"))
        #expect(tasks("done", id).status == 0)
        #expect(tasks("done", id).status == 0, "done twice is fine")
        #expect(try listed()[0].isCompleted)
        #expect(tasks("undo", id).stdout.hasPrefix("Reopened"))
        #expect(try !listed()[0].isCompleted)
        for command in ["toggle", "done", "undo", "rm"] {
            expectError(tasks(command), status: 2, containing: "missing ID")
            expectError(tasks(command, "abc"), status: 2, containing: "not a task id")
            expectError(tasks(command, "zzzzzz"), status: 2, containing: "not a task id")
            expectError(tasks(command, "ffffffff"), status: 1, containing: "no task id starts with 'ffffffff'")
            expectError(tasks(command, UUID().uuidString), status: 1, containing: "no task has the id")
        }
    }

    @Test func repeatingTaskMovesToItsNextDay() throws {
        let id = add("Bins out", "--due", "2026-12-07")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: storePath))
        expectError(tasks("edit", id, "--repeat", "FREQ=HOURLY"), status: 1, containing: "not a repeat rule this app")
        expectError(tasks("edit", id, "--repeat", "FREQ=DAILY", "--no-repeat"), status: 2, containing: "not both")
        #expect(try Data(contentsOf: URL(fileURLWithPath: storePath)) == bytes, "a refused edit writes nothing")
        #expect(tasks("edit", id, "--repeat", "FREQ=WEEKLY;BYDAY=MO").status == 0)
        #expect(try listed().first?.recurrence == TaskRecurrence(rule: "FREQ=WEEKLY;BYDAY=MO"))
        #expect(tasks("toggle", id).stdout.hasSuffix("; it repeats, next due 2026-12-14\n"))
        #expect(tasks("done", id).stdout.hasSuffix("; it repeats, next due 2026-12-21\n"))
        let all = try listed()
        #expect(all.map(\.isCompleted) == [false, true, true])
        #expect(all.compactMap(\.dueDate) == [TaskDay("2026-12-21"), TaskDay("2026-12-07"), TaskDay("2026-12-14")])
        #expect(tasks("edit", id, "--no-repeat").status == 0)
        #expect(tasks("toggle", id).stdout.hasPrefix("Completed"))
        #expect(try listed().count == 3)
    }

    @Test func ambiguousPrefixNamesTheCandidates() throws {
        let store = try TaskStore(path: storePath)
        let json = """
            [{"id":"ABCD1111-1111-1111-1111-111111111111","title":"first","isCompleted":false,"priority":"low"},
             {"id":"ABCD2222-2222-2222-2222-222222222222","title":"second","isCompleted":false,"priority":"low"}]
            """
        try store.importLegacy(Data(json.utf8))
        let result = tasks("toggle", "abcd")
        expectError(result, status: 1, containing: "matches several tasks")
        #expect(result.stderr.contains("ABCD1111 \"first\"") && result.stderr.contains("ABCD2222 \"second\""))
        #expect(tasks("toggle", "abcd2").status == 0)
    }

    @Test func rmDeletes() throws {
        let a = add("a")
        let b = add("b")
        #expect(tasks("rm", a).stdout == "Deleted \(a.prefix(8)) \"a\"\n")
        #expect(try listed().map(\.id.uuidString) == [b])
        expectError(tasks("rm", a), status: 1, containing: "no task has the id")
    }

    @Test func editChangesFields() throws {
        let id = add("Old", "--due", "2026-07-01")
        #expect(tasks("edit", id, "--title", "New", "--priority", "high").status == 0)
        var item = try listed()[0]
        #expect(item.title == "New" && item.priority == .high && item.dueDate == TaskDay("2026-07-01"))
        #expect(tasks("edit", id, "--due", "2026-08-01").status == 0)
        #expect(try listed()[0].dueDate == TaskDay("2026-08-01"))
        #expect(tasks("edit", id, "--no-due").status == 0)
        item = try listed()[0]
        #expect(item.dueDate == nil && item.title == "New")
        expectError(tasks("edit", id), status: 2, containing: "nothing to change")
        expectError(tasks("edit", id, "--due", "2026-08-01", "--no-due"), status: 2, containing: "not both")
        expectError(tasks("edit", id, "--title", " "), status: 1, containing: "the title is empty")
        expectError(tasks("edit", id, "--priority", "x"), status: 2, containing: "priority 'x'")
        expectError(tasks("edit", id, "--due", "tomorrow"), status: 2, containing: "not a date")
        expectError(tasks("edit", "ffffffff", "--title", "x"), status: 1, containing: "no task id starts")
    }

    @Test func moveReorders() throws {
        let ids = (0..<3).map { add("t\($0)") }
        #expect(tasks("move", ids[2], "--to", "0").stdout.hasSuffix("to 0\n"))
        #expect(try listed().map(\.id.uuidString) == [ids[2], ids[0], ids[1]])
        expectError(tasks("move", ids[0]), status: 2, containing: "missing --to INDEX")
        expectError(tasks("move", ids[0], "--to", "x"), status: 2, containing: "whole number")
        expectError(tasks("move", ids[0], "--to", "3"), status: 1, containing: "out of range 0...2")
        expectError(tasks("move", ids[0], "--to", "-1"), status: 1, containing: "out of range")
        expectError(tasks("move", "ffffffff", "--to", "0"), status: 1, containing: "no task id starts")
    }

    @Test func importAndExportTheArticleFormat() throws {
        let file = dir.appendingPathComponent("old.json")
        let json =
            #"[{"id":"11111111-1111-1111-1111-111111111111","title":"Beispielaufgabe","isCompleted":true,"priority":"medium"}]"#
        try Data(json.utf8).write(to: file)
        #expect(tasks("import", file.path).stdout == "Imported 1 tasks (1 added, 0 updated)\n")
        #expect(tasks("import", "-", input: Data(json.utf8)).stdout == "Imported 1 tasks (0 added, 1 updated)\n")
        let exported = tasks("export").stdout
        let records = try JSONDecoder().decode([LegacyTask].self, from: Data(exported.utf8))
        #expect(records.map(\.title) == ["Beispielaufgabe"] && records[0].isCompleted)
        #expect(tasks("export").stdout == exported)
        try Data(#"[{"id":"x","title":"","isCompleted":"no","priority":"urgent"}]"#.utf8).write(to: file)
        let bad = tasks("import", file.path)
        expectError(bad, status: 1, containing: "import refused, nothing was changed: record 0:")
        expectError(
            tasks("import", dir.appendingPathComponent("missing.json").path), status: 1, containing: "cannot read")
        expectError(tasks("import"), status: 2, containing: "missing FILE")
        expectError(tasks("export", "extra"), status: 2, containing: "unexpected argument")
        #expect(try listed().count == 1)
    }

    @Test func helpForEveryCommand() {
        for command in TasksCLI.commands {
            let result = tasks(command.name, "--help")
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Usage: tasks \(command.name)"), "\(command.name)")
            #expect(result.stdout.contains("-h, --help"))
            #expect(tasks(command.name, "-h").stdout == result.stdout)
        }
        let top = tasks("--help")
        #expect(top.status == 0 && TasksCLI.commands.allSatisfy { top.stdout.contains("  \($0.name) ") })
        #expect(tasks().stdout == top.stdout)
        #expect(tasks("--version").stdout.hasPrefix("tasks \(TasksCLI.version) "))
        expectError(tasks("frobnicate"), status: 2, containing: "unknown command 'frobnicate'")
        expectError(tasks("--bogus"), status: 2, containing: "unknown option")
    }

    @Test func storeOptionAndBadStores() throws {
        let other = dir.appendingPathComponent("nested/dir/other.sqlite").path
        #expect(tasks("add", "elsewhere", "--store", other).status == 0)
        #expect(FileManager.default.fileExists(atPath: other))
        #expect(tasks("list", "--store=\(other)").stdout.contains("elsewhere"))
        let bad = dir.appendingPathComponent("bad.sqlite")
        let bytes = Data("not a database at all".utf8)
        try bytes.write(to: bad)
        expectError(tasks("list", "--store", bad.path), status: 1, containing: "is not a task store")
        expectError(tasks("add", "x", "--store", bad.path), status: 1, containing: "is not a task store")
        #expect(try Data(contentsOf: bad) == bytes)
        let blocker = dir.appendingPathComponent("plainfile")
        try Data("x".utf8).write(to: blocker)
        expectError(
            tasks("list", "--store", blocker.path + "/tasks.sqlite"), status: 1, containing: "cannot open store")
        expectError(tasks("list", "--store", dir.path), status: 1, containing: "it is a directory")
    }

    @Test func parserIsTableDriven() throws {
        var ran: [String] = []
        let probe = Command(
            name: "probe", summary: "test",
            arguments: [Argument("A", help: ""), Argument("B", help: "", isOptional: true)],
            options: [.value("set", "K=V", help: "", repeatable: true), .flag("dark", help: "")]
        ) { _ in }
        let root = Command(
            name: "tasks", summary: "", subcommands: [Command(name: "widgets", summary: "", subcommands: [probe])])
        guard
            case .run(_, let inv) = try Parser.parse(
                ["widgets", "probe", "a", "--set", "x=1", "--set=y=2", "--dark", "b"], root: root,
                context: Capture().context(environment: [:]))
        else {
            Issue.record("did not run")
            return
        }
        ran = inv.positionals
        #expect(ran == ["a", "b"] && inv.allValues("set") == ["x=1", "y=2"] && inv.flag("dark"))
        #expect(inv.commandPath == ["tasks", "widgets", "probe"])
        guard
            case .help(let text) = try Parser.parse(
                ["widgets"], root: root, context: Capture().context(environment: [:]))
        else {
            Issue.record("no help for a group")
            return
        }
        #expect(text.contains("probe"))
        #expect(throws: CLIError.self) {
            try Parser.parse(["widgets", "nope"], root: root, context: Capture().context(environment: [:]))
        }
    }
}

/// The real `tasks` binary: exit codes, and errors as one line on stderr.
@Suite struct BinaryTests {
    @Test func binaryExitsWithTheRightCodes() throws {
        let binary = try builtExecutable(named: "tasks")
        let directory = TemporaryDirectory(prefix: "tasks-bin")
        let store = directory.path("t.sqlite")
        let added = try runProcess(binary, ["add", "From the binary", "--store", store])
        #expect(added.status == 0 && UUID(uuidString: added.stdout.trimmingCharacters(in: .newlines)) != nil)
        let usage = try runProcess(binary, ["add", "--store", store])
        #expect(usage.status == 2 && usage.stderr.filter(\.isNewline).count == 1)
        let failure = try runProcess(binary, ["toggle", "ffffffff", "--store", store])
        #expect(failure.status == 1 && failure.stderr.hasPrefix("tasks: "))
        #expect(try runProcess(binary, ["list", "--store", store]).stdout.contains("From the binary"))
    }
}
