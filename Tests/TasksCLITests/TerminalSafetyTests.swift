import Foundation
import TestSupport
import Testing

@testable import TaskKit
@testable import TasksCLI

/// Titles are checked by the store's one rule on the way in, and whatever a store holds (one written by an
/// older version may hold anything) is printed safely on the way out.
@Suite struct TerminalSafetyTests {
    let dir = TemporaryDirectory()
    var storePath: String { dir.path("tasks.sqlite") }

    @discardableResult
    func tasks(_ arguments: String..., input: Data = Data()) -> ProcessOutput {
        let capture = Capture()
        let status = TasksCLI.main(
            arguments, context: capture.context(environment: ["TASKS_STORE": storePath], input: input))
        return ProcessOutput(status: status, stdout: capture.stdout, stderr: capture.stderr)
    }

    /// Characters that must never reach a terminal raw: the line breaks between lines aside, none.
    func rawControls(_ text: String) -> [UInt32] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            line.unicodeScalars.filter(TerminalText.needsEscape).map(\.value)
        }
    }

    @Test func titlesComingInAreCheckedByTheOneRule() throws {
        let escape = tasks("add", "Buy\u{1B}[2Jmilk")
        #expect(escape.status == 1 && escape.stdout.isEmpty)
        #expect(escape.stderr.contains("the control character U+001B at character 4"))
        #expect(rawControls(escape.stderr).isEmpty, "the refusal itself prints no escape")
        #expect(tasks("add", "tab\there").stderr.contains("U+0009"))
        let heavy = tasks("add", "a" + String(repeating: "\u{301}", count: 30_000))
        #expect(heavy.status == 1 && heavy.stderr.contains("60001 bytes in UTF-8; at most 4096"))
        let id = tasks("add", "Fine").stdout.trimmingCharacters(in: .newlines)
        let edit = tasks("edit", id, "--title", "two\nlines")
        #expect(edit.status == 1 && edit.stderr.contains("U+000A"))
        #expect(edit.stderr.filter(\.isNewline).count == 1)
        let list = tasks("list", "--all", "--json").stdout
        #expect(list.contains("\"title\" : \"Fine\"") && !list.contains("milk"))
    }

    /// A store written by an older version, with escape sequences, C1 controls, tabs and a NUL in its titles.
    func storeWithHostileTitles() throws -> [UUID] {
        let titles = [
            "evil\u{1B}]0;pwned\u{7}", "\u{9B}31mred", "tab\there", "nul\u{0}byte", "bidi\u{202E}txt.exe",
        ]
        let ids = titles.indices.map { UUID(uuidString: String(format: "ABCD1234-0000-0000-0000-%012d", $0))! }
        _ = try TaskStore(path: storePath)
        let db = try SQLiteConnection(path: storePath, create: false)
        defer { db.close() }
        for (index, title) in titles.enumerated() {
            // As a blob literal: a bound C string would end at the NUL.
            let hex = title.utf8.map { String(format: "%02X", $0) }.joined()
            try db.run(
                """
                INSERT INTO tasks (id, title, is_completed, priority, position, created_at, updated_at)
                VALUES (?1, CAST(x'\(hex)' AS TEXT), 0, 1, ?2, 0, 0)
                """,
                [.text(ids[index].uuidString), .integer(Int64(index))])
        }
        try db.run("UPDATE meta SET total = ?1, change_counter = change_counter + 1", [.integer(Int64(titles.count))])
        return ids
    }

    @Test func whatAStoreHoldsIsNeverPrintedRaw() throws {
        let ids = try storeWithHostileTitles()
        var outputs: [ProcessOutput] = [tasks("list"), tasks("list", "--all")]
        for id in ids {
            let text = id.uuidString
            outputs += [
                tasks("toggle", text), tasks("done", text), tasks("undo", text),
                tasks("edit", text, "--priority", "high"), tasks("move", text, "--to", "0"),
            ]
        }
        outputs.append(tasks("toggle", "abcd"))  // ambiguous: lists the candidates
        outputs.append(tasks("rm", ids[0].uuidString))
        for output in outputs {
            #expect(rawControls(output.stdout).isEmpty, "\(output.stdout)")
            #expect(rawControls(output.stderr).isEmpty, "\(output.stderr)")
        }
        let done = tasks("done", ids[0].uuidString)
        #expect(done.stderr.contains("no task has the id"), "rm removed it")
        let toggled = tasks("toggle", ids[2].uuidString).stdout
        #expect(toggled.contains(#""tab\u{9}here""#), "the escape shows what the title holds: \(toggled)")
        #expect(tasks("list").stdout.contains(#"nul\u{0}byte"#), "a NUL does not cut the title short")
    }

    @Test func ambiguousCandidatesAreListedWithIDsThatTellThemApart() throws {
        let store = try TaskStore(path: storePath)
        try store.importLegacy(
            Data(
                """
                [{"id":"ABCD1234-1111-1111-1111-111111111111","title":"first","isCompleted":false,"priority":"low"},
                 {"id":"ABCD1234-2222-2222-2222-222222222222","title":"second","isCompleted":false,"priority":"low"}]
                """.utf8))
        let result = tasks("toggle", "abcd")
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"ABCD1234-1 "first""#) && result.stderr.contains(#"ABCD1234-2 "second""#))
        // The table widens its id column the same way.
        let table = tasks("list").stdout
        #expect(table.contains("[ ] ABCD1234-1  low   first") && table.contains("[ ] ABCD1234-2  low   second"))
    }

    @Test @MainActor func theVersionIsPrintedOnce() async throws {
        let capture = Capture()
        let status = await TasksCLI.run(["--version"], context: capture.context(environment: [:]))
        #expect(status == 0)
        #expect(capture.stdout.split(separator: "\n").count == 1, "\(capture.stdout)")
        let help = Capture()
        _ = await TasksCLI.run(["list", "--help"], context: help.context(environment: [:]))
        #expect(help.stdout.components(separatedBy: "Usage: tasks list").count == 2)
    }
}
