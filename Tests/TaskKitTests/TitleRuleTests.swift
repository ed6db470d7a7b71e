import Foundation
import TestSupport
import Testing

@testable import TaskKit

/// The one title rule (`TaskTitle`), through the store's writes and through import.
@Suite struct TitleRuleTests {
    let dir = TemporaryDirectory()

    @Test(arguments: [
        ("\u{0}", 0x0), ("\u{1B}[31m", 0x1B), ("\t", 0x9), ("\n", 0xA), ("\r", 0xD), ("\u{7F}", 0x7F),
        ("\u{85}", 0x85), ("\u{9B}", 0x9B), ("\u{2028}", 0x2028), ("\u{2029}", 0x2029),
    ])
    func controlCharactersInsideATitleAreRefusedByName(control: String, scalar: UInt32) throws {
        let store = try TaskStore(path: dir.path("t.sqlite"))
        #expect(throws: TaskStoreError.invalidTitle(.controlCharacter(scalar: scalar, offset: 3))) {
            try store.add(title: "Buy" + control + "milk")
        }
        let item = try store.add(title: "Buy milk")
        #expect(throws: TaskStoreError.invalidTitle(.controlCharacter(scalar: scalar, offset: 3))) {
            try store.update(id: item.id, title: "Buy" + control + "milk")
        }
        #expect(try store.allTasks().map(\.title) == ["Buy milk"])
        let message = TaskTitle.Problem.controlCharacter(scalar: 0x1B, offset: 3).description
        #expect(message.contains("control character U+001B at character 4"))
    }

    @Test func whiteSpaceAroundATitleIsTrimmedNotRefused() throws {
        #expect(try TaskTitle.validated("\t Buy milk \n") == "Buy milk")
        #expect(try TaskTitle.validated("Café ☕️ 買い物") == "Café ☕️ 買い物")
    }

    @Test func theLimitIsCharactersAndBytes() throws {
        let characters = String(repeating: "é", count: TaskTitle.characterLimit)
        #expect(try TaskTitle.validated(characters) == characters)
        #expect(throws: TaskTitle.Problem.tooManyCharacters(count: 501, limit: 500)) {
            try TaskTitle.validated(characters + "é")
        }
        // 500 flags of 8 bytes each fit.
        let flags = String(repeating: "🇩🇪", count: TaskTitle.characterLimit)
        #expect(try TaskTitle.validated(flags).count == 500)
        // One "character" of 60 KB: a letter with 30,000 combining marks.
        let heavy = "a" + String(repeating: "\u{301}", count: 30_000)
        #expect(heavy.count == 1)
        #expect(throws: TaskTitle.Problem.tooManyBytes(count: heavy.utf8.count, limit: TaskTitle.byteLimit)) {
            try TaskTitle.validated(heavy)
        }
        let store = try TaskStore(path: dir.path("t.sqlite"))
        #expect(throws: TaskStoreError.invalidTitle(.tooManyBytes(count: 60_001, limit: 4096))) {
            try store.add(title: heavy)
        }
    }

    @Test func bytesMustBeUTF8() throws {
        #expect(try TaskTitle.validated(utf8: Array("Grüße".utf8)) == "Grüße")
        #expect(throws: TaskTitle.Problem.invalidUTF8(offset: 2)) { try TaskTitle.validated(utf8: [0x61, 0x62, 0xFF]) }
        // A truncated sequence, an overlong encoding and a surrogate are invalid too.
        #expect(throws: TaskTitle.Problem.invalidUTF8(offset: 1)) { try TaskTitle.validated(utf8: [0x61, 0xC3]) }
        #expect(throws: TaskTitle.Problem.invalidUTF8(offset: 0)) { try TaskTitle.validated(utf8: [0xC0, 0xAF]) }
        #expect(throws: TaskTitle.Problem.invalidUTF8(offset: 0)) {
            try TaskTitle.validated(utf8: [0xED, 0xA0, 0x80])
        }
    }

    // MARK: Import

    func record(_ index: Int, title: String) -> String {
        #"{"id":"\#(String(format: "%08d", index))-0000-0000-0000-000000000000","title":\#(title),"#
            + #""isCompleted":false,"priority":"low"}"#
    }

    func importIssues(_ data: Data, store: TaskStore) throws -> [ImportIssue] {
        do {
            try store.importLegacy(data)
        } catch let TaskStoreError.invalidImport(issues) {
            return issues
        }
        Issue.record("the import was accepted")
        return []
    }

    @Test func aNULInAnImportedTitleRefusesTheFile() throws {
        let store = try TaskStore(path: dir.path("t.sqlite"))
        let file =
            "[" + record(0, title: #""ok""#) + "," + record(1, title: #""\u0000""#) + ","
            + record(2, title: #""cut\u0000here""#) + "]"
        let issues = try importIssues(Data(file.utf8), store: store)
        #expect(issues.map(\.index) == [1, 2])
        #expect(issues.allSatisfy { $0.message.contains("control character U+0000") })
        #expect(try store.allTasks().isEmpty, "all or nothing")
    }

    @Test func invalidUTF8InAnImportIsRefusedNotReplaced() throws {
        let store = try TaskStore(path: dir.path("t.sqlite"))
        // Record 1's title is "bad" followed by the bytes FF FE, which are not UTF-8.
        var bytes = Array(("[" + record(0, title: #""fine""#) + ",").utf8)
        bytes += Array(#"{"id":"00000001-0000-0000-0000-000000000000","title":"bad"#.utf8) + [0xFF, 0xFE]
        bytes += Array(#"","isCompleted":false,"priority":"low"},"#.utf8)
        bytes += Array(record(2, title: #""also fine""#).utf8) + [UInt8(ascii: "]")]
        let issues = try importIssues(Data(bytes), store: store)
        #expect(issues.count == 1)
        #expect(issues.first?.index == 1)
        #expect(issues.first?.message.contains("not valid UTF-8") == true)
        #expect(try store.allTasks().isEmpty)
        #expect(
            TaskStoreError.invalidImport(issues).description.hasPrefix(
                "import refused, nothing was changed: record 1: not valid UTF-8"))
    }

    @Test func aFourMegabyteTitleInAnImportIsRefusedByItsSize() throws {
        let store = try TaskStore(path: dir.path("t.sqlite"))
        let huge = "\"" + "x" + String(repeating: "\u{301}", count: 2_000_000) + "\""
        let issues = try importIssues(Data(("[" + record(0, title: huge) + "]").utf8), store: store)
        #expect(issues.map(\.index) == [0])
        #expect(issues.first?.message.contains("bytes in UTF-8; at most 4096") == true)
        #expect(try store.allTasks().isEmpty)
    }

    @Test func everyBadRecordIsNamed() throws {
        let store = try TaskStore(path: dir.path("t.sqlite"))
        let file =
            "[" + record(0, title: #""\t""#) + "," + record(1, title: #""good""#) + ","
            + record(2, title: #""a\u001b[2Jb""#) + "]"
        let issues = try importIssues(Data(file.utf8), store: store)
        #expect(issues.map(\.index) == [0, 2])
        #expect(issues[0].message.contains("the title is empty"), "a lone tab is trimmed away: \(issues[0])")
        #expect(issues[1].message.contains("U+001B"))
    }
}
