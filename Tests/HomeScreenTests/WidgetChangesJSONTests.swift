import Foundation
import Testing
import WidgetRuntime

@testable import HomeScreen

@Suite("GET /changes's answer, written by hand")
struct WidgetChangesJSONTests {
    /// What `HTTPResponse.json(_:)` sends for an `Encodable` value.
    private func encoderJSON(_ changes: WidgetChanges) throws -> Any {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try JSONSerialization.jsonObject(with: encoder.encode(changes))
    }

    @Test(arguments: [false, true])
    func writesWhatTheEncoderWrites(withLayout: Bool) throws {
        let html = "<div class=\"w\" data-x='1'>\n\t\\ é 😀 \u{1}</div>"
        let changes = WidgetChanges(
            version: 42,
            instances: ["b-2": html, "a-1": "", "c/3": "plain"],
            layout: withLayout
                ? [
                    WidgetSlot(
                        instance: "a-1", kind: "TaskWidget", family: .systemSmall, html: html, displayName: "Tasks")
                ]
                : nil,
            tasksChanged: withLayout,
            icons: withLayout ? AppIconArrangement(pages: [["Tasks", "Calendar"], []], dock: ["Phone"]) : nil)
        // A field added to the answer must be written by `encodedJSON()` too (and set above).
        #expect(Mirror(reflecting: changes).children.count == 5)
        let data = try changes.encodedJSON()
        let ours = try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
        let theirs = try #require(try encoderJSON(changes) as? NSDictionary)
        #expect(ours == theirs)
        #expect(try JSONDecoder().decode(WidgetChanges.self, from: data) == changes)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(withLayout ? #"{"icons":{"# : #"{"instances":{"a-1":"","b-2":"#))
        #expect(text.hasSuffix(#""tasksChanged":\#(withLayout),"version":42}"#))
    }

    @Test func anAnswerWithNothingChangedIsSmall() throws {
        let data = try WidgetChanges(version: 7, instances: [:], tasksChanged: false).encodedJSON()
        #expect(String(decoding: data, as: UTF8.self) == #"{"instances":{},"tasksChanged":false,"version":7}"#)
    }
}
