import Foundation
import TestSupport
import Testing

@testable import TaskKit

@Suite struct ImportExportTests {
    let dir = TemporaryDirectory()
    let store: TaskStore

    init() throws {
        store = try TaskStore(path: dir.path("tasks.sqlite"))
    }

    let a = UUID(uuidString: "11111111-1111-1111-1111-111111111111")!
    let b = UUID(uuidString: "22222222-2222-2222-2222-222222222222")!

    @Test func importsTheArticleFormatAndExportsItBack() throws {
        let json = """
            [{"id":"\(a.uuidString)","title":"Beispielaufgabe","isCompleted":false,"priority":"medium"},
             {"id":"\(b.uuidString)","title":"Done one","isCompleted":true,"priority":"high","extra":1}]
            """
        #expect(try store.importLegacy(Data(json.utf8)) == ImportReport(added: 2, updated: 0))
        let all = try store.allTasks()
        #expect(all.map(\.id) == [a, b])
        #expect(all[1].isCompleted && all[1].completedAt != nil && all[1].priority == .high)
        let exported = try store.exportLegacy()
        let decoded = try JSONDecoder().decode([LegacyTask].self, from: exported)
        #expect(
            decoded == [
                LegacyTask(id: a, title: "Beispielaufgabe", isCompleted: false, priority: .medium),
                LegacyTask(id: b, title: "Done one", isCompleted: true, priority: .high),
            ])
        #expect(try store.exportLegacy() == exported, "stable bytes")
        let other = try TaskStore(path: dir.path("other.sqlite"))
        try other.importLegacy(exported)
        #expect(try other.exportLegacy() == exported)
    }

    @Test func existingIdsAreUpdatedNotDuplicated() throws {
        let local = try store.add(title: "mine")
        try store.importLegacy(
            Data(#"[{"id":"\#(a.uuidString)","title":"v1","isCompleted":false,"priority":"low"}]"#.utf8))
        let report = try store.importLegacy(
            Data(
                """
                [{"id":"\(a.uuidString)","title":"v2","isCompleted":true,"priority":"high"},
                 {"id":"\(b.uuidString)","title":"new","isCompleted":false,"priority":"low"}]
                """.utf8))
        #expect(report == ImportReport(added: 1, updated: 1))
        let all = try store.allTasks()
        #expect(all.map(\.id) == [local.id, a, b])
        #expect(all[1].title == "v2" && all[1].isCompleted && all[1].priority == .high && all[1].position == 1)
    }

    @Test func badRecordsAreReportedByIndexAndNothingIsImported() throws {
        try store.add(title: "already here")
        let token = try store.changeToken()
        let json = """
            [{"id":"\(a.uuidString)","title":"fine","isCompleted":false,"priority":"low"},
             {"id":"not-a-uuid","title":"x","isCompleted":false,"priority":"low"},
             {"id":"\(b.uuidString)","title":"  ","isCompleted":1,"priority":"urgent"},
             "just a string",
             {"id":"\(a.uuidString)","isCompleted":false,"priority":"low"}]
            """
        do {
            try store.importLegacy(Data(json.utf8))
            Issue.record("a bad file was imported")
        } catch let TaskStoreError.invalidImport(issues) {
            #expect(issues.map(\.index) == [1, 2, 2, 2, 3, 4, 4])
            #expect(issues.map(\.message).contains("\"priority\" \"urgent\" is not low, medium or high"))
            #expect(issues.map(\.message).contains("\"isCompleted\" must be true or false"))
            #expect(issues.map(\.message).contains("missing \"title\""))
            #expect(issues.contains { $0.message.hasPrefix("duplicate id") })
        }
        #expect(try store.allTasks().map(\.title) == ["already here"])
        #expect(try store.changeToken() == token)
    }

    @Test func notJSONOrNotAnArrayIsRefused() throws {
        #expect(throws: TaskStoreError.invalidImport([ImportIssue(index: nil, message: "the file is not valid JSON")]))
        {
            try store.importLegacy(Data("[{".utf8))
        }
        #expect(
            throws: TaskStoreError.invalidImport([ImportIssue(index: nil, message: "expected a JSON array of tasks")])
        ) {
            try store.importLegacy(Data(#"{"tasks":[]}"#.utf8))
        }
        #expect(try store.importLegacy(Data("[]".utf8)) == ImportReport(added: 0, updated: 0))
        let empty = try JSONDecoder().decode([LegacyTask].self, from: try store.exportLegacy())
        #expect(empty.isEmpty)
    }

    @Test func tooLongTitleInImportIsRefused() throws {
        let long = String(repeating: "y", count: 501)
        #expect(throws: TaskStoreError.self) {
            try store.importLegacy(
                Data(#"[{"id":"\#(a.uuidString)","title":"\#(long)","isCompleted":false,"priority":"low"}]"#.utf8))
        }
        #expect(try store.allTasks().isEmpty)
    }
}
