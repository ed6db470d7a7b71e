import Foundation
import TaskKit
import TestSupport
import Testing

@testable import HomeScreen

/// The live home screen's layout has the store's guarantees: what cannot be read is kept aside with a clear
/// message, entries of a newer version survive every change, and the old layout file is imported once.
extension LiveBackendTests {
    /// The standard layout plus an entry of a family this version does not know, and one with a shape it
    /// does not know: what a newer version might have written.
    static let newerLayout = """
        [{"instance":"tasks-medium","kind":"TaskWidget","family":"systemMedium"},
         {"instance":"w-future","kind":"TaskWidget","family":"systemExtraLargePortrait","tint":"blue"},
         {"instance":"lock-inline","kind":"TaskLockScreenWidget","family":"accessoryInline"},
         {"grid":{"page":2,"x":1},"instance":"w-grid","kind":"TaskWidget"}]
        """

    @Test(arguments: ["", "[{\"instance\":\"tasks-medium\",\"kind\":\"TaskW", "{\"slots\":\"nothing\"}"])
    func aLayoutFileThatCannotBeReadIsKeptAsideNotReplaced(contents: String) async throws {
        let fixture = try Fixture(layoutFile: contents)
        let file = fixture.directory.appendingPathComponent("homescreen-layout.json")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let kept = try String(contentsOf: file.appendingPathExtension("unreadable"), encoding: .utf8)
        #expect(kept == contents, "every byte kept aside")
        #expect(fixture.backend.startupWarnings.count == 1)
        #expect(fixture.backend.startupWarnings.first?.contains("could not be read") == true)
        #expect(fixture.backend.startupWarnings.first?.contains("homescreen-layout.json.unreadable") == true)
        #expect(try await fixture.request("GET", "/widgets/tasks-medium").status == 200, "the standard layout")
    }

    @Test func aStoredLayoutThatCannotBeReadIsKeptAsideNotReplaced() async throws {
        let fixture = try Fixture(layoutDocument: "{\"slots\":[{\"instance\":")
        #expect(fixture.backend.startupWarnings.first?.contains("'homescreen.layout.unreadable-1'") == true)
        #expect(
            try fixture.backend.store.document("homescreen.layout.unreadable-1")?.body == "{\"slots\":[{\"instance\":")
        #expect(try await fixture.request("GET", "/widgets/tasks-medium").status == 200)
    }

    @Test func entriesFromANewerVersionSurviveEveryChange() async throws {
        let fixture = try Fixture(layoutFile: Self.newerLayout)
        #expect(fixture.backend.startupWarnings.isEmpty)
        #expect(
            FileManager.default.fileExists(
                atPath: fixture.directory.appendingPathComponent("homescreen-layout.json.imported").path))
        let added = try await fixture.request(
            "POST", "/layout", json: ["action": "add", "kind": "TaskWidget", "family": "systemSmall"])
        #expect(added.status == 200)
        #expect(
            try await fixture.request(
                "POST", "/layout", json: ["action": "move", "instance": "tasks-medium", "index": 5]
            ).status == 200)
        #expect(
            try await fixture.request("POST", "/layout", json: ["action": "remove", "instance": "lock-inline"]).status
                == 200)
        let stored = try fixture.storedLayout()
        #expect(
            stored.contains(
                #"{"family":"systemExtraLargePortrait","instance":"w-future","kind":"TaskWidget","tint":"blue"}"#))
        #expect(stored.contains(#"{"grid":{"page":2,"x":1},"instance":"w-grid","kind":"TaskWidget"}"#))
        #expect(!stored.contains("lock-inline"))
        // They keep their places: a move reorders the Home Screen's widgets in the positions they hold, so the
        // unknown entries are still second and third (third since the inline widget before it was removed).
        let layout = try LiveLayout(json: stored)
        #expect(layout.entries.count == 4)
        if case .unknown = layout.entries[1], case .unknown = layout.entries[2] {
        } else {
            Issue.record("the newer entries moved: \(stored)")
        }
        #expect(layout.slots.map(\.instance).last == "tasks-medium", "moved behind the new small widget")
        let page = try await fixture.request("GET", "/")
        #expect(!page.text.contains("w-future"), "not shown: this version cannot draw it")
    }
}
