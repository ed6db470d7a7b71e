import Testing
import WebServer
import WidgetRuntime

@testable import HomeScreen

/// Smart Stacks in the stored layout: their JSON, what an older version makes of them, and each stack change
/// with its refusals.
@Suite struct LiveStackTests {
    private static func small(_ id: String) -> LiveSlot {
        LiveSlot(instance: WidgetInstanceID(id), kind: "TaskWidget", family: .systemSmall)
    }

    /// Three small widgets and a medium one, plain.
    private static func plain() -> LiveLayout {
        LiveLayout(entries: [
            .slot(small("a")), .slot(LiveSlot(instance: "m", kind: "TaskWidget", family: .systemMedium)),
            .slot(small("b")), .slot(small("c")),
        ])
    }

    private func stack(_ layout: LiveLayout, _ index: Int = 0) -> LiveStack? {
        layout.stacks.count > index ? layout.stacks[index] : nil
    }

    private func refusal(_ body: () throws -> Void) -> (Int, String)? {
        do {
            try body()
            return nil
        } catch let error as HTTPError {
            return (error.status, error.message)
        } catch {
            return (0, "\(error)")
        }
    }

    @Test func aStackIsStoredAndReadBackWithItsMembersAndShownWidget() throws {
        var layout = Self.plain()
        try layout.stack("b", onto: "a", newStack: "s1")
        var configured = Self.small("c")
        configured.configuration = #"{"type":"X"}"#
        layout.entries[2] = .slot(configured)
        try layout.stack("c", onto: "s1", newStack: "unused")
        let json = layout.json
        #expect(
            json.contains(
                #"{"members":[{"configuration":"{\"type\":\"X\"}","family":"systemSmall","instance":"c","kind":"TaskWidget"},"#
                    + #"{"family":"systemSmall","instance":"b","kind":"TaskWidget"},"#
                    + #"{"family":"systemSmall","instance":"a","kind":"TaskWidget"}],"shown":0,"stack":"s1"}"#),
            "\(json)")
        let read = try LiveLayout(json: json)
        #expect(read == layout)
        #expect(read.json == json)
        #expect(read.slots.map(\.instance) == ["c", "b", "a", "m"], "every member is drawn, in the stack's place")
        #expect(read.placedFamilies == [.systemSmall, .systemMedium], "a stack takes one space")
    }

    @Test func aVersionWithoutStacksKeepsAStackAsAnEntryItCannotRead() throws {
        // Versions before stacks read an entry as a widget only with `instance`, `kind` and `family` (the same
        // rule, `LiveLayout.slot`); anything else they keep as it is, in its place.
        var layout = Self.plain()
        try layout.stack("b", onto: "a", newStack: "s1")
        guard case .stack(let stack) = layout.entries[0], case .object(let fields) = stack.json else {
            Issue.record("no stack: \(layout.entries)")
            return
        }
        #expect(LiveLayout.slot(fields) == nil)
    }

    @Test(arguments: [
        // A member of a family this version does not know; eleven members; one member; a shown index past the end;
        // members of two sizes; a Lock Screen family.
        #"{"members":[{"family":"systemSmall","instance":"a","kind":"K"},{"family":"systemHuge","instance":"b","kind":"K"}],"shown":0,"stack":"s1"}"#,
        #"{"members":[{"family":"systemSmall","instance":"a","kind":"K"}],"shown":0,"stack":"s1"}"#,
        #"{"members":[{"family":"systemSmall","instance":"a","kind":"K"},{"family":"systemSmall","instance":"b","kind":"K"}],"shown":2,"stack":"s1"}"#,
        #"{"members":[{"family":"systemSmall","instance":"a","kind":"K"},{"family":"systemMedium","instance":"b","kind":"K"}],"shown":0,"stack":"s1"}"#,
        #"{"members":[{"family":"accessoryCircular","instance":"a","kind":"K"},{"family":"accessoryCircular","instance":"b","kind":"K"}],"shown":0,"stack":"s1"}"#,
        #"{"members":[{"family":"systemSmall","instance":"a","kind":"K"},{"family":"systemSmall","instance":"b","kind":"K"}],"rotate":"smart","shown":0,"stack":"s1"}"#,
    ])
    func aStackThisVersionCannotShowIsKeptAsItIs(entry: String) throws {
        // The last one has a field a newer version might add: it is read (unknown fields of a stack, like a
        // widget's, are ignored), so it is written back without it; the others are kept byte for byte.
        let json = #"{"format":1,"slots":[{"family":"systemSmall","instance":"x","kind":"K"},"# + entry + "]}"
        let layout = try LiveLayout(json: json)
        if entry.contains("rotate") {
            #expect(layout.stacks.count == 1)
        } else {
            #expect(layout.entries.count == 2)
            #expect(layout.json == json)
            #expect(layout.slots.map(\.instance) == ["x"])
        }
    }

    @Test func droppingAWidgetOntoAnotherMakesAStackInTheTargetsPlaceShowingTheDroppedOne() throws {
        var layout = Self.plain()
        try layout.stack("c", onto: "a", newStack: "s1")
        #expect(layout.entries.count == 3)
        #expect(stack(layout)?.members.map(\.instance) == ["c", "a"])
        #expect(stack(layout)?.shown == 0)
        #expect(layout.entries.map(\.id) == ["s1", "m", "b"])
        // Onto the stack (by its id, or by one of its widgets): it joins, above the widget shown, and is shown.
        try layout.show("a")
        try layout.stack("b", onto: "c", newStack: "unused")
        #expect(stack(layout)?.members.map(\.instance) == ["c", "b", "a"])
        #expect(stack(layout)?.members[stack(layout)?.shown ?? 0].instance == "b")
        #expect(layout.entries.map(\.id) == ["s1", "m"])
    }

    @Test func aWidgetMovesFromOneStackToAnotherAndTheStackLeftWithOneBecomesAWidget() throws {
        var layout = LiveLayout(entries: (1...4).map { .slot(Self.small("w\($0)")) })
        try layout.stack("w2", onto: "w1", newStack: "s1")
        try layout.stack("w4", onto: "w3", newStack: "s2")
        try layout.stack("w4", onto: "s1", newStack: "unused")
        #expect(layout.entries.map(\.id) == ["s1", "w3"])
        #expect(stack(layout)?.members.map(\.instance) == ["w4", "w2", "w1"])
    }

    @Test func stackChangesAreRefusedWithTheirReasons() throws {
        var layout = Self.plain()
        try layout.stack("b", onto: "a", newStack: "s1")
        let before = layout
        #expect(refusal { try layout.stack("m", onto: "s1", newStack: "s2") }?.0 == 400)
        #expect(refusal { try layout.stack("c", onto: "m", newStack: "s2") }?.1 == "a stack holds widgets of one size")
        #expect(
            refusal { try layout.stack("a", onto: "b", newStack: "s2") }?.1 == "the widget is already in this stack")
        #expect(refusal { try layout.stack("c", onto: "c", newStack: "s2") }?.0 == 400)
        #expect(refusal { try layout.stack("nobody", onto: "s1", newStack: "s2") }?.0 == 404)
        #expect(refusal { try layout.stack("c", onto: "nowhere", newStack: "s2") }?.0 == 404)
        #expect(refusal { try layout.stack("s1", onto: "c", newStack: "s2") }?.1 == "a stack cannot join another stack")
        #expect(refusal { try layout.unstack("c") }?.1 == "the widget is not in a stack")
        #expect(refusal { try layout.moveInStack("m", to: 0) }?.0 == 400)
        #expect(refusal { try layout.show("nobody") }?.0 == 404)
        #expect(layout == before, "a refused change changes nothing")
        var lock = LiveLayout(entries: [
            .slot(LiveSlot(instance: "l1", kind: "K", family: .accessoryCircular)),
            .slot(LiveSlot(instance: "l2", kind: "K", family: .accessoryCircular)),
        ])
        #expect(refusal { try lock.stack("l2", onto: "l1", newStack: "s") }?.1 == "only Home Screen widgets stack")
    }

    @Test func aStackHoldsAtMostTenWidgets() throws {
        var layout = LiveLayout(entries: (1...11).map { .slot(Self.small("w\($0)")) })
        try layout.stack("w2", onto: "w1", newStack: "s1")
        for index in 3...10 { try layout.stack(WidgetInstanceID("w\(index)"), onto: "s1", newStack: "unused") }
        #expect(stack(layout)?.members.count == 10)
        let answer = refusal { try layout.stack("w11", onto: "s1", newStack: "unused") }
        #expect(answer?.0 == 409)
        #expect(answer?.1 == "A stack holds at most 10 widgets.")
    }

    @Test func reorderingKeepsTheShownWidgetAndRemovingOrUnstackingDownToOneLeavesAWidget() throws {
        var layout = Self.plain()
        try layout.stack("b", onto: "a", newStack: "s1")
        try layout.stack("c", onto: "s1", newStack: "unused")  // c, b, a; c shown
        try layout.show("b")
        try layout.moveInStack("a", to: 0)
        #expect(stack(layout)?.members.map(\.instance) == ["a", "c", "b"])
        #expect(stack(layout)?.shown == 2, "b is still the one shown")
        try layout.moveInStack("a", to: 99)
        #expect(stack(layout)?.members.map(\.instance) == ["c", "b", "a"])
        // Removing the shown widget shows the one after it.
        layout.remove("b")
        #expect(stack(layout)?.members.map(\.instance) == ["c", "a"])
        #expect(stack(layout)?.members[stack(layout)?.shown ?? 0].instance == "a")
        // Unstacked, a widget goes right after its stack, which — left with one widget — becomes it.
        try layout.unstack("c")
        #expect(layout.stacks.isEmpty)
        #expect(layout.entries.map(\.id) == ["a", "c", "m"])
    }

    @Test func aStackMovesAsOneItemAndIsRemovedWhole() throws {
        var layout = Self.plain()
        try layout.stack("c", onto: "b", newStack: "s1")  // a, m, s1
        layout.move("s1", to: 0)
        #expect(layout.entries.map(\.id) == ["s1", "a", "m"])
        layout.move("a", to: 2)
        #expect(layout.entries.map(\.id) == ["s1", "m", "a"])
        layout.setConfiguration("conf", of: "b")
        #expect(layout.slot("b")?.configuration == "conf")
        #expect(layout.contains("s1"))
        layout.remove("s1")
        #expect(layout.entries.map(\.id) == ["m", "a"])
        #expect(layout.slot("b") == nil)
    }
}
