import Foundation
import Testing

@testable import HomeScreen

/// Smart Stacks through `POST /layout` on the live server: made, turned, refused with the right status, stored,
/// and drawn on the page as one space.
extension LiveBackendTests {
    private static func stackOf(_ slots: [[String: Any]], _ instance: String) -> [String: Any]? {
        slots.first { $0["instance"] as? String == instance }?["stack"] as? [String: Any]
    }

    @Test func smartStacksAreMadeTurnedAndRefusedThroughTheLayout() async throws {
        let fixture = try Fixture()
        func layout(_ body: [String: Any]) async throws -> HomeScreenServer.TestReply {
            try await fixture.request("POST", "/layout", json: body)
        }
        // A small widget onto the medium one: refused, nothing changed.
        let mismatch = try await layout(["action": "stack", "instance": "animated-small", "onto": "tasks-medium"])
        #expect(mismatch.status == 400)
        #expect(mismatch.text == "a stack holds widgets of one size\n")
        let unknown = try await layout(["action": "stack", "instance": "nobody", "onto": "animated-small"])
        #expect(unknown.status == 404)
        #expect(try await layout(["action": "stack", "instance": "animated-small"]).text == "missing field 'onto'\n")
        #expect(try await layout(["action": "unstack", "instance": "animated-small"]).status == 400)
        #expect(try await layout(["action": "stack", "instance": "bad id!", "onto": "x"]).status == 400)
        #expect(!(try fixture.storedLayout()).contains("stack"))

        // A new small widget dropped onto the small one: a stack in its place, the dropped widget shown.
        let added = try await layout(["action": "add", "kind": "TaskWidget", "family": "systemSmall"])
        let addedSlots = try #require(try added.json()["slots"] as? [[String: Any]])
        let new = try #require(addedSlots.last { $0["family"] as? String == "systemSmall" }?["instance"] as? String)
        let stacked = try await layout(["action": "stack", "instance": new, "onto": "animated-small"])
        #expect(stacked.status == 200, "\(stacked.text)")
        let slots = try #require(try stacked.json()["slots"] as? [[String: Any]])
        let home = slots.map { $0["instance"] as? String ?? "" }.filter { !$0.hasPrefix("lock") }
        #expect(home == ["tasks-medium", new, "animated-small", "configurable-large"])
        let place = try #require(Self.stackOf(slots, new))
        let id = try #require(place["id"] as? String)
        #expect(id.hasPrefix("s"))
        #expect(place["shown"] as? Bool == true)
        #expect(Self.stackOf(slots, "animated-small")?["shown"] as? Bool == false)
        #expect(Self.stackOf(slots, "tasks-medium") == nil)
        // Both widgets are drawn; the page lists them one after another, naming their stack.
        #expect(try await fixture.request("GET", "/widgets/animated-small").status == 200)
        #expect(try await fixture.request("GET", "/widgets/\(new)").status == 200)
        let page = try await fixture.drawnPage().text
        #expect(page.contains(#"data-stack="\#(id)" data-stack-shown="false""#))

        // Turned to the other widget; a member does not move alone; the stack moves as one item.
        let shown = try await layout(["action": "showInStack", "instance": "animated-small"])
        #expect(
            Self.stackOf(try #require(try shown.json()["slots"] as? [[String: Any]]), "animated-small")?["shown"]
                as? Bool == true)
        let memberMove = try await layout(["action": "move", "instance": new, "index": 0])
        #expect(memberMove.status == 400)
        #expect(memberMove.text == "a widget in a stack moves with its stack\n")
        #expect(try await layout(["action": "move", "instance": id, "index": 0]).status == 200)
        #expect(try await layout(["action": "moveInStack", "instance": new, "index": 1]).status == 200)
        let stored = try LiveLayout(json: try fixture.storedLayout())
        #expect(stored.entries.first?.id?.rawValue == id)
        #expect(stored.stacks.first?.members.map(\.instance.rawValue) == ["animated-small", new])
        #expect(stored.stacks.first?.shown == 0)

        // Removed whole, by its id.
        #expect(try await layout(["action": "remove", "instance": id]).status == 200)
        let after = try LiveLayout(json: try fixture.storedLayout())
        #expect(after.stacks.isEmpty)
        #expect(after.slot("animated-small") == nil)
        #expect(try await fixture.request("GET", "/widgets/animated-small").status == 404)
    }

    @Test func theGallerysSmartStackAddsAStackOfEveryKindOfThatSize() async throws {
        let fixture = try Fixture()
        let added = try await fixture.request("POST", "/layout", json: ["action": "addStack", "family": "systemSmall"])
        #expect(added.status == 200, "\(added.text)")
        let stored = try LiveLayout(json: try fixture.storedLayout())
        let stack = try #require(stored.stacks.first)
        #expect(stored.entries.last?.id == stack.id, "appended, as an added widget is")
        #expect(stack.members.count >= 2)
        #expect(stack.members.allSatisfy { $0.family == .systemSmall })
        #expect(Set(stack.members.map(\.kind)).count == stack.members.count, "one widget of each kind")
        #expect(stack.shown == 0)
        for member in stack.members {
            #expect(try await fixture.request("GET", "/widgets/\(member.instance.rawValue)").status == 200)
        }
        let lock = try await fixture.request(
            "POST", "/layout", json: ["action": "addStack", "family": "accessoryCircular"])
        #expect(lock.status == 400)
        #expect(lock.text == "only Home Screen widgets stack\n")
    }
}
